// lint-boundaries: clean
// lint-graph: expect "another module is used only through its entry"
// Tests are held too: a test of one module reaches another through its entry.
import { findIndividuRow } from '../individu/individu.repository.js';

export const row = findIndividuRow(1);
