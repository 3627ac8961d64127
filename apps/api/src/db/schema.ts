import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types. Portable across SQLite and PostgreSQL: booleans are 0/1 integers, calendar dates
 * are `yyyy-MM-dd` text, instants are ISO-8601 UTC text. `*_key` columns hold the normalised
 * (trimmed, lower-case) form used for case-insensitive uniqueness and lookups.
 */
export interface PaysTable {
  id: Generated<number>;
  designation: string;
  designation_key: string;
  abreviation: string;
  code: string;
}
export interface CiviliteTable {
  id: Generated<number>;
  designation: string;
  designation_key: string;
  abreviation: string;
}
export interface TypeContratTable {
  id: Generated<number>;
  type: string;
  type_key: string;
}
export interface EtatCandidatureTable {
  id: Generated<number>;
  etat: string;
  etat_key: string;
}
export interface NomDocumentTable {
  id: Generated<number>;
  nom: string;
  nom_key: string;
}
export interface PosteDeTravailTable {
  id: Generated<number>;
  reference: string;
  reference_key: string;
  nom: string;
  nom_key: string;
}
export interface SessionCandidatureTable {
  id: Generated<number>;
  reference: string;
  reference_key: string;
  date_ouverture: string;
  date_cloture: string;
  status: number;
}
export interface PosteVacantTable {
  id: Generated<number>;
  nom: string;
  nom_key: string;
  descriptif: string;
  poste_id: number;
  session_id: number;
  type_contrat_id: number;
  lieu: string | null;
  /** `toKey(lieu)`, for the place filter. */
  lieu_key: string | null;
  /** When the vacancy was first published (ISO instant); nullable in SQL only for ALTER TABLE. */
  date_publication: string | null;
  /** `vacancySearchText(nom, descriptif)`: what `q` searches, full-text indexed (migration 2230). */
  search_text: string | null;
  /** English name and description (contract §17), optional; the description sanitised like `descriptif`. */
  nom_en: string | null;
  descriptif_en: string | null;
}
/** One row (id 1) whose version triggers raise on every write the public pages would show. */
export interface PublicDataVersionTable {
  id: number;
  version: ColumnType<number | string, number, number>;
}
export interface IndividuTable {
  id: Generated<number>;
  nom: string;
  prenom: string;
  email: string;
  email_key: string;
  /** `individuSearchKey(individu)` (src/lib/keys.ts), always written; nullable in SQL only for ALTER TABLE. */
  search_key: string;
  telephone: string;
  pays_id: number | null;
  civilite_id: number | null;
  date_de_naissance: string | null;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
  created_at: string;
  consentement_vivier: Generated<number>;
  consentement_vivier_date: string | null;
}
export interface RoleTable {
  id: Generated<number>;
  name: string;
}
export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  password_hash: string;
  role_id: number;
  individu_id: number;
  date_creation: string;
  email_verifie: Generated<number>;
  last_login_at: string | null;
  /** Session tokens issued before this instant are refused (reset, erasure). */
  sessions_not_before: string | null;
  /** The language of the pages and messages this person reads (contract §17): 'fr' or 'en'. */
  langue: Generated<string>;
}
export interface CandidatureTable {
  id: Generated<number>;
  individu_id: number;
  poste_vacant_id: number;
  etat_candidature_id: number;
  date_candidature: string;
  /** The language of the page the application was sent from (contract §17). */
  langue: Generated<string>;
}
export interface DocumentCandidatureTable {
  id: Generated<number>;
  candidature_id: number;
  nom_document_id: number;
  nom_fichier: string;
  nom_original: string;
  taille: number;
  type_mime: string;
}
export interface HistoriqueEtatTable {
  id: Generated<number>;
  candidature_id: number;
  etat_candidature_id: number;
  user_id: number | null;
  date_changement: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** 1 when the body carries a secret link: never shown in the back office. */
  sensitive: Generated<number>;
  state: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  locked_until: string | null;
  locked_by: string | null;
  individu_id: number | null;
  created_at: string;
  sent_at: string | null;
}
export interface AccountTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset';
  /** SHA-256 of the token, hex: the token itself is only ever in the message. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
export interface RevokedTokenTable {
  jti: string;
  expires_at: string;
}
export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  actor_user_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  individu_id: number | null;
  label: string | null;
  details: string | null;
}
export interface NoteCandidatureTable {
  id: Generated<number>;
  candidature_id: number;
  auteur_user_id: number | null;
  auteur_email: string;
  texte: string;
  date_creation: string;
}
export interface JobLeaseTable {
  name: string;
  owner: string | null;
  locked_until: string;
  last_run_at: string | null;
}
export interface FileDeletionTable {
  nom_fichier: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
}

export interface Database {
  pays: PaysTable;
  civilite: CiviliteTable;
  type_contrat: TypeContratTable;
  etat_candidature: EtatCandidatureTable;
  nom_document: NomDocumentTable;
  poste_de_travail: PosteDeTravailTable;
  session_candidature: SessionCandidatureTable;
  poste_vacant: PosteVacantTable;
  public_data_version: PublicDataVersionTable;
  individu: IndividuTable;
  role: RoleTable;
  users: UsersTable;
  candidature: CandidatureTable;
  document_candidature: DocumentCandidatureTable;
  historique_etat: HistoriqueEtatTable;
  mail_outbox: MailOutboxTable;
  account_token: AccountTokenTable;
  revoked_token: RevokedTokenTable;
  audit_log: AuditLogTable;
  note_candidature: NoteCandidatureTable;
  job_lease: JobLeaseTable;
  file_deletion: FileDeletionTable;
}

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
