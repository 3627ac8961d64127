// lint-boundaries: expect "A module uses another module only through its service"
// A server module reaching into another module's repository.
import { findIndividuById } from '../individu/individu.repository.js';

export const find = findIndividuById;
