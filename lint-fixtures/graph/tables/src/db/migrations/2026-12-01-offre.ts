// lint-boundaries: clean
// lint-graph: expect "a *.tables.ts is imported by db/schema.ts and its own folder only"
// A migration is frozen: it never follows a module's table types as they move on.
import type { OffreTable } from '../../modules/offre/offre.tables.js';

export type Before = OffreTable;
