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
  /** `ENVOYEE` or `CONSULTEE` for the two statuses the workflow relies on (ETAT_CODES), else null. */
  code: ColumnType<string | null, string | null | undefined, string | null>;
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
  /** Pay range (§16, migration 1430): null for vacancies from before the rule. */
  salaire_min: number | null;
  salaire_max: number | null;
  salaire_periode: string | null;
  /** `salaire_max` as a yearly figure (MOIS × 12, HEURE × 1607), what the `salaireMin` filter compares. */
  salaire_max_annuel: ColumnType<number | string | null, number | null, number | null>;
  teletravail: ColumnType<string, string | undefined, string>;
}
/** A screening question of a vacancy (§16); `choix` and `attendu` are JSON text. */
export interface QuestionPosteVacantTable {
  id: Generated<number>;
  poste_vacant_id: number;
  ordre: number;
  libelle: string;
  type: string;
  choix: string;
  obligatoire: number;
  attendu: string | null;
}
/** An answer given with an application, with the question as it was asked; `valeur` is JSON text. */
export interface ReponseCandidatureTable {
  id: Generated<number>;
  candidature_id: number;
  question_id: number;
  ordre: number;
  libelle: string;
  type: string;
  valeur: string;
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
  /** The phone as its `+` and digits, for duplicates (§19; migration 2026-11-25T1500). */
  telephone_key: string | null;
  /** "nom|prénom" folded (case, accents), for duplicates (§19). */
  nom_prenom_key: string | null;
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
  /** 0 once deactivated (§14): its sessions end, it cannot sign in. */
  actif: Generated<number>;
  langue: Generated<string>;
  /** 1 for an invited staff account that has not accepted yet (no usable password). */
  invitation_en_attente: Generated<number>;
}
export interface CandidatureTable {
  id: Generated<number>;
  individu_id: number;
  poste_vacant_id: number;
  etat_candidature_id: number;
  date_candidature: string;
  /** The language of the page the application was sent from (contract §17). */
  langue: Generated<string>;
  /** §16: an answer missed a screening question's expected answer (0/1). */
  criteres_non_remplis: Generated<number>;
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
  /** An alert mail's one-click unsubscribe URL (List-Unsubscribe, RFC 8058); null otherwise. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  /** An iCalendar part (§15): its METHOD and text, or null for a plain message. */
  calendar_method: string | null;
  calendar_body: string | null;
}
export interface AccountTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset' | 'invite';
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
/** The hiring team of a vacancy (§14): what puts its applications in a MEMBRE's scope. */
export interface EquipePosteVacantTable {
  user_id: number;
  poste_vacant_id: number;
}
export interface CritereEvaluationTable {
  id: Generated<number>;
  poste_vacant_id: number;
  libelle: string;
  position: number;
}
export interface EvaluationTable {
  id: Generated<number>;
  candidature_id: number;
  auteur_user_id: number | null;
  avis: string;
  commentaire: string | null;
  date_evaluation: string;
}
export interface EvaluationNoteTable {
  evaluation_id: number;
  critere_id: number;
  note: number;
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
export interface EntretienTable {
  id: Generated<number>;
  candidature_id: number;
  statut: 'PROPOSE' | 'CONFIRME' | 'ANNULE';
  lieu: string;
  debut: string | null;
  duree: number | null;
  date_tri: string;
  sequence: Generated<number>;
  uid: string;
  token_hash: string;
  rappel_envoye_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export interface EntretienCreneauTable {
  id: Generated<number>;
  entretien_id: number;
  debut: string;
  duree: number;
}
export interface EntretienParticipantTable {
  entretien_id: number;
  user_id: number;
}
export interface CalendrierFluxTable {
  user_id: number;
  salt: string;
  created_at: string;
}

/** A job alert (§18, migration 2026-11-25T1450). */
export interface AlerteTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  /** JSON of the criteria as given (the list's filters). */
  criteres: string;
  frequence: 'IMMEDIATE' | 'QUOTIDIENNE' | 'HEBDOMADAIRE';
  langue: 'fr' | 'en';
  actif: Generated<number>;
  date_creation: string;
  confirme_le: string | null;
  jeton_hash: string | null;
  jeton_expire: string | null;
  cle_sel: string;
  expire_le: string;
  dernier_envoi: string | null;
}
export interface AlerteOffreTable {
  alerte_id: number;
  poste_vacant_id: number;
  trouve_le: string;
  envoye_le: string | null;
}
export interface AlerteVueTable {
  poste_vacant_id: number;
  document: string;
  visible_depuis: string;
}

/** The text of one uploaded document (§19), read in the background; goes with its document. */
export interface CvTexteTable {
  document_id: number;
  candidature_id: number;
  etat: 'pending' | 'done' | 'empty' | 'failed';
  tentatives: Generated<number>;
  texte: string | null;
  /** PostgreSQL only: the text folded for the tsvector index (letters and digits, lower case, no accents). */
  texte_plie: string | null;
  date_maj: string;
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
  question_poste_vacant: QuestionPosteVacantTable;
  reponse_candidature: ReponseCandidatureTable;
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
  equipe_poste_vacant: EquipePosteVacantTable;
  critere_evaluation: CritereEvaluationTable;
  evaluation: EvaluationTable;
  evaluation_note: EvaluationNoteTable;
  alerte: AlerteTable;
  alerte_offre: AlerteOffreTable;
  alerte_vue: AlerteVueTable;
  entretien: EntretienTable;
  entretien_creneau: EntretienCreneauTable;
  entretien_participant: EntretienParticipantTable;
  calendrier_flux: CalendrierFluxTable;
  cv_texte: CvTexteTable;
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
