// lint-boundaries: clean
// lint-graph: clean
import { findIndividuRow } from './individu.repository.js';

export const getIndividu = (id: number) => findIndividuRow(id);
