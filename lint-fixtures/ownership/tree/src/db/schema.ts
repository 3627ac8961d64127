// lint-boundaries: clean
// lint-ownership: clean
// The one Database, assembled from the tables each module declares beside itself.
import type { PlumbingTables } from '../lib/plumbing.tables.js';
import type { CandidatureTables } from '../modules/candidature/candidature.tables.js';
import type { MailTables } from '../modules/mail/mail.tables.js';
import type { UserTables } from '../modules/user/user.tables.js';

export interface Database extends UserTables, CandidatureTables, MailTables, PlumbingTables {}
