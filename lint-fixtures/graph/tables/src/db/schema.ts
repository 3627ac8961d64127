// lint-boundaries: clean
// lint-graph: clean
// db/ sits above the table declarations: it assembles each module's into the one Database.
import type { OffreTables } from '../modules/offre/offre.tables.js';

export interface Database extends OffreTables {}
