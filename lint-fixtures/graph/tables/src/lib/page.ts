// lint-boundaries: clean
// lint-graph: expect "a *.tables.ts is imported by db/schema.ts and its own folder only"
// Plumbing reaching for a module's table declarations: the types come from db/schema.ts.
import type { OffreTable } from '../modules/offre/offre.tables.js';

export const page = (rows: OffreTable[]) => ({ items: rows });
