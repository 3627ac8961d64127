import type { Insertable, Selectable } from 'kysely';
import type { PlumbingTables } from '../lib/plumbing.tables.js';
import type { AlerteTables } from '../modules/alerte/alerte.tables.js';
import type { AuditTables } from '../modules/audit/audit.tables.js';
import type { AuthTables } from '../modules/auth/auth.tables.js';
import type {
  CandidatureTable,
  CandidatureTables,
  HistoriqueEtatTable,
} from '../modules/candidature/candidature.tables.js';
import type { CvTables } from '../modules/cv/cv.tables.js';
import type {
  DocumentCandidatureTable,
  DocumentCandidatureTables,
} from '../modules/document-candidature/document-candidature.tables.js';
import type { EntretienTables } from '../modules/entretien/entretien.tables.js';
import type { EvaluationTables } from '../modules/evaluation/evaluation.tables.js';
import type { IndividuTable, IndividuTables } from '../modules/individu/individu.tables.js';
import type { IntegrationTables } from '../modules/integration/integration.tables.js';
import type { MailTables } from '../modules/mail/mail.tables.js';
import type { MessageTables } from '../modules/message/message.tables.js';
import type { MfaTables } from '../modules/mfa/mfa.tables.js';
import type { NoteTables } from '../modules/note/note.tables.js';
import type { PosteVacantTable, PosteVacantTables } from '../modules/poste-vacant/poste-vacant.tables.js';
import type {
  CiviliteTable,
  EtatCandidatureTable,
  NomDocumentTable,
  PaysTable,
  PosteDeTravailTable,
  ReferenceTables,
  SessionCandidatureTable,
  TypeContratTable,
} from '../modules/reference/reference.tables.js';
import type { StaffTables } from '../modules/staff/staff.tables.js';
import type { UsersTable, UserTables } from '../modules/user/user.tables.js';

/**
 * The database as Kysely sees it: each table is declared beside the module that owns it
 * (`modules/<m>/<m>.tables.ts`, the plumbing's in `lib/plumbing.tables.ts`; its manifest says so)
 * and assembled here. Portable across SQLite and PostgreSQL: booleans are 0/1 integers, calendar
 * dates are `yyyy-MM-dd` text, instants are ISO-8601 UTC text. `*_key` columns hold the normalised
 * (trimmed, lower-case) form used for case-insensitive uniqueness and lookups.
 */
export interface Database
  extends ReferenceTables,
    PosteVacantTables,
    IndividuTables,
    UserTables,
    CandidatureTables,
    DocumentCandidatureTables,
    AuthTables,
    MailTables,
    MessageTables,
    AuditTables,
    NoteTables,
    StaffTables,
    EvaluationTables,
    AlerteTables,
    EntretienTables,
    CvTables,
    MfaTables,
    IntegrationTables,
    PlumbingTables {}

export type { FileDeletionTable, JobLeaseTable } from '../lib/plumbing.tables.js';
export type { AlerteOffreTable, AlerteTable, AlerteVueTable } from '../modules/alerte/alerte.tables.js';
export type { AuditLogTable } from '../modules/audit/audit.tables.js';
export type { AccountTokenTable, RevokedTokenTable } from '../modules/auth/auth.tables.js';
export type {
  CandidatureTable,
  HistoriqueEtatTable,
  ReponseCandidatureTable,
} from '../modules/candidature/candidature.tables.js';
export type { CvTexteTable } from '../modules/cv/cv.tables.js';
export type { DocumentCandidatureTable } from '../modules/document-candidature/document-candidature.tables.js';
export type {
  CalendrierFluxTable,
  EntretienCreneauTable,
  EntretienParticipantTable,
  EntretienTable,
} from '../modules/entretien/entretien.tables.js';
export type {
  CritereEvaluationTable,
  EvaluationNoteTable,
  EvaluationTable,
} from '../modules/evaluation/evaluation.tables.js';
export type { IndividuTable } from '../modules/individu/individu.tables.js';
export type { MailOutboxTable } from '../modules/mail/mail.tables.js';
export type { NoteCandidatureTable } from '../modules/note/note.tables.js';
export type {
  PosteVacantTable,
  PublicDataVersionTable,
  QuestionPosteVacantTable,
} from '../modules/poste-vacant/poste-vacant.tables.js';
export type {
  CiviliteTable,
  EtatCandidatureTable,
  NomDocumentTable,
  PaysTable,
  PosteDeTravailTable,
  SessionCandidatureTable,
  TypeContratTable,
} from '../modules/reference/reference.tables.js';
export type { EquipePosteVacantTable } from '../modules/staff/staff.tables.js';
export type { RoleTable, UsersTable } from '../modules/user/user.tables.js';

export type PaysRow = Selectable<PaysTable>;
export type CiviliteRow = Selectable<CiviliteTable>;
export type TypeContratRow = Selectable<TypeContratTable>;
export type EtatCandidatureRow = Selectable<EtatCandidatureTable>;
export type NomDocumentRow = Selectable<NomDocumentTable>;
export type PosteDeTravailRow = Selectable<PosteDeTravailTable>;
export type SessionCandidatureRow = Selectable<SessionCandidatureTable>;
export type PosteVacantRow = Selectable<PosteVacantTable>;
export type IndividuRow = Selectable<IndividuTable>;
export type UsersRow = Selectable<UsersTable>;
export type CandidatureRow = Selectable<CandidatureTable>;
export type DocumentCandidatureRow = Selectable<DocumentCandidatureTable>;
export type HistoriqueEtatRow = Selectable<HistoriqueEtatTable>;
export type NewIndividu = Insertable<IndividuTable>;
