// lint-boundaries: clean
// lint-graph: clean
// The lowest layer: types only, importing nothing but kysely.
import type { Generated } from 'kysely';

export interface OffreTables {
  offre: OffreTable;
}
export interface OffreTable {
  id: Generated<number>;
  nom: string;
}
