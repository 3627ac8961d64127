// lint-boundaries: expect "Shared plumbing and the seed use a feature only through its service"
// Shared plumbing reaching into a module's repository.
import { findIndividuById } from '../modules/individu/individu.repository.js';

export const find = findIndividuById;
