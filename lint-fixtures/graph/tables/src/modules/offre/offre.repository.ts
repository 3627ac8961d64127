// lint-boundaries: clean
// lint-graph: clean
// The module's own files may use its table types directly.
import type { OffreTable } from './offre.tables.js';

export const nameOf = (row: Pick<OffreTable, 'nom'>) => row.nom;
