import { SALAIRE_PERIODES, TELETRAVAILS } from './offre.js';
import { ROLES, STAFF_ROLES } from './roles.js';
import { sourceSchema } from './source.js';
import { z } from './zod.js';

/** Wire shapes of contract §2 (what the server answers). */
export const paysSchema = z.object({
  id: z.number().int(),
  designation: z.string(),
  abreviation: z.string(),
  code: z.string(),
});
export type Pays = z.infer<typeof paysSchema>;

export const civiliteSchema = z.object({
  id: z.number().int(),
  designation: z.string(),
  abreviation: z.string(),
});
export type Civilite = z.infer<typeof civiliteSchema>;

export const typeContratSchema = z.object({ id: z.number().int(), type: z.string() });
export type TypeContrat = z.infer<typeof typeContratSchema>;

export const etatCandidatureSchema = z.object({ id: z.number().int(), etat: z.string() });
export type EtatCandidature = z.infer<typeof etatCandidatureSchema>;

export const nomDocumentSchema = z.object({ id: z.number().int(), nom: z.string() });
export type NomDocument = z.infer<typeof nomDocumentSchema>;

export const posteDeTravailSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  nom: z.string(),
});
export type PosteDeTravail = z.infer<typeof posteDeTravailSchema>;

export const sessionCandidatureSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  dateOuverture: z.string(),
  dateCloture: z.string(),
  status: z.boolean(),
});
export type SessionCandidature = z.infer<typeof sessionCandidatureSchema>;

export const posteVacantSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  descriptif: z.string(),
  /** English name and description (contract §17); null: the English page shows the French text. */
  nomEn: z.string().nullable(),
  descriptifEn: z.string().nullable(),
  poste: posteDeTravailSchema,
  session: sessionCandidatureSchema,
  typeContrat: typeContratSchema,
  /** Where the job is (contract §11), free text; null when not given. */
  lieu: z.string().nullable(),
  /** Pay range (contract §16): euros, gross; null for a vacancy from before the rule. */
  salaireMin: z.number().int().nullable(),
  salaireMax: z.number().int().nullable(),
  salairePeriode: z.enum(SALAIRE_PERIODES).nullable(),
  teletravail: z.enum(TELETRAVAILS),
});
export type PosteVacant = z.infer<typeof posteVacantSchema>;

export const individuSchema = z.object({
  id: z.number().int(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  pays: paysSchema.nullable(),
  civilite: civiliteSchema.nullable(),
  dateDeNaissance: z.string().nullable(),
  adresse: z.string().nullable(),
  cp: z.string().nullable(),
  ville: z.string().nullable(),
});
export type Individu = z.infer<typeof individuSchema>;

/** §14: ADMIN (everything), RECRUTEUR (vacancies and applications), MEMBRE (its teams' applications), CANDIDAT. */
export const roleSchema = z.enum(ROLES);
export const staffRoleSchema = z.enum(STAFF_ROLES);
export const LANGUES = ['fr', 'en'] as const;
export const langueSchema = z.enum(LANGUES);
export type Langue = z.infer<typeof langueSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: roleSchema,
  /**
   * Null for a candidate whose e-mail is not verified yet: an account created for someone else's
   * address must not show that person's data (§9).
   */
  individu: individuSchema.nullable(),
  dateCreation: z.string(),
  /** The account's e-mail has been proven (link of message 3, or a password reset). */
  emailVerifie: z.boolean(),
  /** False once an admin deactivated the account (§14): its sessions end, it cannot sign in. */
  actif: z.boolean(),
  /** The language of this person's pages and messages (contract §17). */
  langue: langueSchema,
});
export type User = z.infer<typeof userSchema>;

export const candidatureSchema = z.object({
  id: z.number().int(),
  individu: individuSchema,
  posteVacant: posteVacantSchema,
  etatCandidature: etatCandidatureSchema,
  dateCandidature: z.string(),
  /** A search in CVs (§19): at most 300 characters of the documents around the first match. */
  extrait: z.string().optional(),
  /** An answer missed a screening question's expected answer (§16): a person decides. */
  criteresNonRemplis: z.boolean(),
  /** Where it came from, first touch (§22). */
  source: sourceSchema,
});
export type Candidature = z.infer<typeof candidatureSchema>;

export const documentCandidatureSchema = z.object({
  id: z.number().int(),
  candidature: candidatureSchema,
  nomPieceJointe: nomDocumentSchema,
  nomFichier: z.string(),
  nomOriginal: z.string(),
  taille: z.number().int(),
  typeMime: z.string(),
});
export type DocumentCandidature = z.infer<typeof documentCandidatureSchema>;

export const documentsByCandidatureSchema = z.object({
  candidature: candidatureSchema,
  documents: z.array(documentCandidatureSchema),
});
export type DocumentsByCandidature = z.infer<typeof documentsByCandidatureSchema>;

/**
 * One entry of an application's status history (contract §12): which status, who set it (the
 * admin's e-mail; null for the system, and always null when the candidate reads their own), when.
 */
export const historiqueEtatSchema = z.object({
  id: z.number().int(),
  etatCandidature: etatCandidatureSchema,
  auteur: z.string().nullable(),
  date: z.string(),
});
export type HistoriqueEtat = z.infer<typeof historiqueEtatSchema>;

/** A recruiter's private note on an application (§12); `auteur` is the admin's e-mail. */
export const noteCandidatureSchema = z.object({
  id: z.number().int(),
  texte: z.string(),
  auteur: z.string(),
  dateCreation: z.string(),
});
export type NoteCandidature = z.infer<typeof noteCandidatureSchema>;

/**
 * `GET /stats/dashboard` (§12). Besides the contract's keys, each status and vacancy carries its
 * `id` and each week its last day (`fin`), so that every figure can link to the filtered list.
 * `semaine` is the Monday (`yyyy-MM-dd`, configured time zone) of the week, oldest first.
 */
export const dashboardStatsSchema = z.object({
  offresOuvertes: z.number().int(),
  candidaturesNonTraitees: z.number().int(),
  /** Job alerts confirmed, switched on and not expired (§18). */
  alertesActives: z.number().int(),
  /** `code`: the stable code of a status the workflow relies on (ETAT_CODES), whatever its label; else null. */
  parEtat: z.array(
    z.object({ id: z.number().int(), etat: z.string(), n: z.number().int(), code: z.string().nullable().optional() }),
  ),
  parSemaine: z.array(z.object({ semaine: z.string(), fin: z.string(), n: z.number().int() })),
  parOffre: z.array(z.object({ id: z.number().int(), offre: z.string(), n: z.number().int() })),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  id: z.number().int(),
  id_individu: z.number().int(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const roleResponseSchema = z.object({ role: roleSchema });
export type RoleResponse = z.infer<typeof roleResponseSchema>;

export const uploadResponseSchema = z.object({
  idIndividu: z.string(),
  idCandidature: z.number().int(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

export const userIndividuResponseSchema = z.object({ individu: z.number().int() });

export const errorCodeSchema = z.enum([
  'VALIDATION',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'RATE_LIMITED',
  'INTERNAL',
  /** 403: a self read of personal data before the account's e-mail is verified (§9). */
  'EMAIL_NOT_VERIFIED',
  /** 400: a verification or reset token that is unknown, used or expired (§9). */
  'TOKEN_INVALID',
  'UNAVAILABLE',
  /** 403: a staff session without a second factor while `mfaObligatoire` is on reaches only enrolment (§23). */
  'MFA_REQUIRED',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Error body of contract §1 (Spring Boot's shape plus `code` and `fields`). */
export const apiErrorSchema = z.object({
  timestamp: z.string(),
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  path: z.string(),
  code: errorCodeSchema,
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** States of a message in the mail outbox (§9). */
export const mailStateSchema = z.enum(['pending', 'sent', 'failed']);
export type MailState = z.infer<typeof mailStateSchema>;

/**
 * One message of the outbox as the back office lists it (`GET /mail/outbox`). `texte` (the text
 * part) is null for a message that carried a secret link (verification, reset).
 */
export const mailOutboxEntrySchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  state: mailStateSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sensitive: z.boolean(),
  texte: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
});
export type MailOutboxEntry = z.infer<typeof mailOutboxEntrySchema>;
