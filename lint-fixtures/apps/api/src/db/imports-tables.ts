// lint-boundaries: clean
// The schema assembles the tables each module declares beside itself (`<m>.tables.ts`, types only).
import type { UserTables } from '../modules/user/user.tables.js';

export interface Database extends UserTables {}
