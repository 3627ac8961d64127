// lint-boundaries: clean
// lint-graph: expect "another module is used only through its entry (modules/individu/individu.service.ts"
// Reaching into another module's repository.
import { findIndividuRow } from '../individu/individu.repository.js';

export const find = findIndividuRow;
