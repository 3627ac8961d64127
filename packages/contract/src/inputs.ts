import { CANDIDATURE_DANS, cvMessages } from './cv.js';
import { mailStateSchema } from './entities.js';
import { boundedInt, positiveId, text } from './fields.js';
import { COLUMN_LIMITS as C } from './limits.js';
import { messages, passwordRules } from './messages.js';
import { SALAIRE_MAX, SALAIRE_PERIODES, TELETRAVAILS } from './offre.js';
import { BULK_STATUS_MAX } from './paths.js';
import { canalSchema } from './source.js';
import { z } from './zod.js';

/**
 * Request shapes (what the server accepts). Unknown keys are stripped, never written. Every string
 * goes through `text` (no NUL, bounded by its column, key included) and every id through
 * `positiveId` (bounded by what an `integer` column holds): see fields.ts and limits.ts.
 */

/** Required text; `key: true` for a column with a `*_key` twin (the key is bounded too). */
const requiredText = (message: string, max: number, key = false) => text(max, { required: message, key });

/** A relation given as a nested object with at least its id: `{"poste": {"id": 3, ...}}`. */
/** A language chosen by a client (contract §17). */
export const langueInputSchema = z.enum(['fr', 'en'], { error: messages.langueInvalid });
const refById = (message: string) => z.object({ id: positiveId(message) }, { error: message });

export const emailSchema = text(C.individu.email, { required: messages.emailRequired, key: true }).pipe(
  z.email({ error: messages.emailInvalid }),
);

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired })
  .max(128, { error: messages.passwordMax })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what is refused.
  .refine((value) => !/\u0000/.test(value), { error: messages.textInvalid, abort: true })
  .superRefine((value, ctx) => {
    const failed = passwordRules.find((rule) => !rule.test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
  });

export const loginInputSchema = z.object({
  email: text(C.users.email, { required: messages.emailRequired }),
  password: text(128, { required: messages.passwordRequired, trim: false }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  individu: z.object(
    {
      nom: requiredText(messages.nomRequired, C.individu.nom),
      prenom: requiredText(messages.prenomRequired, C.individu.prenom),
      telephone: requiredText(messages.telephoneRequired, C.individu.telephone),
    },
    { error: messages.nomRequired },
  ),
  /** The language of the page the account is created from (contract §17); French by default. */
  langue: langueInputSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const accountInputSchema = z.object({ password: passwordSchema, langue: langueInputSchema.optional() });

/** `POST /api/me/preferences` (contract §17). */
export const preferencesInputSchema = z.object({ langue: langueInputSchema });
export type PreferencesInput = z.infer<typeof preferencesInputSchema>;
export type AccountInput = z.infer<typeof accountInputSchema>;

/** A token from a mailed link: URL-safe base64, as the server makes them (no bigger than that). */
const tokenSchema = text(200, { required: messages.tokenInvalid });

/**
 * Following the link of message 3 asks for the account's password too (§9, no pre-hijacking):
 * whoever chose the password of an account made for someone else's address cannot be handed that
 * person's data by the owner clicking the link.
 */
export const verifyEmailInputSchema = z.object({
  token: tokenSchema,
  password: text(128, { required: messages.passwordRequired, trim: false }),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailInputSchema>;

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

export const resetPasswordInputSchema = z.object({ token: tokenSchema, password: passwordSchema });
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

export const nomDocumentInputSchema = z.object({
  nom: requiredText(messages.nomDocumentRequired, C.nom_document.nom, true),
});
export type NomDocumentInput = z.infer<typeof nomDocumentInputSchema>;

export const etatCandidatureInputSchema = z.object({
  etat: requiredText(messages.etatRequired, C.etat_candidature.etat, true),
});
export type EtatCandidatureInput = z.infer<typeof etatCandidatureInputSchema>;

export const posteDeTravailInputSchema = z.object({
  reference: requiredText(messages.referenceRequired, C.poste_de_travail.reference, true),
  nom: requiredText(messages.nomRequired, C.poste_de_travail.nom, true),
});
export type PosteDeTravailInput = z.infer<typeof posteDeTravailInputSchema>;

const calendarDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .pipe(z.iso.date({ error: messages.dateInvalid }));

export const sessionCandidatureInputSchema = z
  .object({
    reference: requiredText(messages.referenceRequired, C.session_candidature.reference, true),
    dateOuverture: calendarDate(messages.dateOuvertureRequired),
    dateCloture: calendarDate(messages.dateClotureRequired),
    status: z.boolean({ error: messages.statusRequired }),
  })
  .refine((s) => s.dateCloture >= s.dateOuverture, {
    path: ['dateCloture'],
    message: messages.dateClotureBeforeOuverture,
  });
export type SessionCandidatureInput = z.infer<typeof sessionCandidatureInputSchema>;

/** A pay figure: whole euros, above zero, bounded (the yearly figure must fit its column). */
const salaire = (required: string) =>
  z
    .number({ error: required })
    .int({ error: messages.salaireInvalid })
    .positive({ error: messages.salaireInvalid })
    .max(SALAIRE_MAX, { error: messages.salaireInvalid });

export const posteVacantInputSchema = z
  .object({
    nom: requiredText(messages.nomRequired, C.poste_vacant.nom, true),
    descriptif: text(100_000, { trim: false }).optional().default(''),
    poste: refById(messages.posteRequired),
    session: refById(messages.sessionRequired),
    typeContrat: refById(messages.typeContratRequired),
    /** English name and description (contract §17), optional: blank or absent means none (null). */
    nomEn: text(C.poste_vacant.nom_en)
      .nullish()
      .transform((v) => v || null)
      .optional(),
    descriptifEn: text(100_000, { trim: false })
      .nullish()
      .transform((v) => v || null)
      .optional(),
    /** Optional: blank or absent means no place (null). */
    lieu: text(C.poste_vacant.lieu, { key: true })
      .nullish()
      .transform((v) => v || null)
      .optional(),
    /** Pay transparency (§16): required on every create and update. */
    salaireMin: salaire(messages.salaireMinRequired),
    salaireMax: salaire(messages.salaireMaxRequired),
    salairePeriode: z.enum(SALAIRE_PERIODES, { error: messages.salairePeriodeRequired }),
    teletravail: z
      .enum(TELETRAVAILS, { error: messages.teletravailInvalid })
      .nullish()
      .transform((v) => v ?? 'NON'),
  })
  .refine((v) => v.salaireMin <= v.salaireMax, { path: ['salaireMax'], message: messages.salaireMaxBelowMin });
export type PosteVacantInput = z.infer<typeof posteVacantInputSchema>;

export const candidatureStatusInputSchema = z.object({
  etatCandidature: refById(messages.etatCandidatureRequired),
});
export type CandidatureStatusInput = z.infer<typeof candidatureStatusInputSchema>;

/** A country or civility chosen in the apply form: by id, or by designation. */
const refByIdOrDesignation = (message: string, max: number) =>
  z
    .object(
      {
        id: positiveId(message).optional().catch(undefined),
        designation: text(max, { required: message }).optional(),
      },
      { error: message },
    )
    .refine((v) => v.id !== undefined || v.designation !== undefined, { message });

/** The `datas` JSON of the apply multipart form (contract §5). */
export const applyDatasSchema = z.object({
  nom: requiredText(messages.nomRequired, C.individu.nom),
  prenom: requiredText(messages.prenomRequired, C.individu.prenom),
  email: emailSchema,
  telephone: requiredText(messages.telephoneRequired, C.individu.telephone),
  pays: refByIdOrDesignation(messages.paysRequired, C.pays.designation),
  civilite: refByIdOrDesignation(messages.civiliteRequired, C.civilite.designation),
});
export type ApplyDatas = z.infer<typeof applyDatasSchema>;

export const idParamSchema = z.object({ id: positiveId(messages.idInvalid) });

/** A text path parameter (`/detail/{nom}`, `/user/{mail}`): a lookup key, bounded by its column. */
export const textParamSchema = <K extends string>(name: K, max: number) =>
  z.object({ [name]: text(max, { required: messages.validation }) } as Record<K, ReturnType<typeof text>>);

/** The text fields of the apply multipart form besides `datas` (contract §5). */
export const applyFormFieldSchemas = {
  nomFile: requiredText(messages.nomFileRequired, C.nom_document.nom),
  postId: positiveId(messages.postIdInvalid),
};

/** A path segment holding an e-mail address (`/user/{mail}`, `/individu/nom/email/{mail}`). */
export const mailParamSchema = textParamSchema('mail', C.users.email);

export const paginationQuerySchema = z.object({
  // Bounded so that the offset ((page - 1) × size) stays a whole number both databases take.
  page: boundedInt(messages.pageInvalid, 1).optional(),
  size: boundedInt(messages.sizeInvalid, 1, 100).optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const posteVacantFiltersSchema = paginationQuerySchema.extend({
  typeContrat: text(C.type_contrat.type).optional(),
  poste: text(C.poste_de_travail.nom).optional(),
  nom: text(C.poste_vacant.nom).optional(),
  ouvert: z.enum(['true', 'false'], { error: messages.filterOuvertInvalid }).optional(),
  /** Words searched in the name, the work position and the description (contract §11). */
  q: text(100).optional(),
  lieu: text(C.poste_vacant.lieu, { key: true }).optional(),
  tri: z.enum(['recent'], { error: messages.filterTriRecentInvalid }).optional(),
  /** §16: remote work, and a yearly figure the range's maximum must reach. */
  teletravail: z.enum(TELETRAVAILS, { error: messages.teletravailInvalid }).optional(),
  salaireMin: boundedInt(messages.salaireFilterInvalid, 0, SALAIRE_MAX * 2000).optional(),
});
export type PosteVacantFilters = z.infer<typeof posteVacantFiltersSchema>;

/** Orders of the admin application list (§12): by date (newest first by default), name, status. */
export const CANDIDATURE_TRIS = ['-date', 'date', 'nom', '-nom', 'etat'] as const;
export type CandidatureTri = (typeof CANDIDATURE_TRIS)[number];

const calendarDateFilter = z.iso.date({ error: messages.dateFilterInvalid }).optional();

/**
 * Filters of `/candidature/list` and `/candidature/export.csv`. `du` and `au` (calendar dates,
 * inclusive, in the configured time zone) narrow to the applications received in that period: the
 * dashboard's weeks link to them.
 */
export const candidatureFiltersSchema = paginationQuerySchema.extend({
  etat: positiveId(messages.idInvalid).optional(),
  posteVacant: positiveId(messages.idInvalid).optional(),
  q: text(100).optional(),
  tri: z.enum(CANDIDATURE_TRIS, { error: messages.triInvalid }).optional(),
  du: calendarDateFilter,
  au: calendarDateFilter,
  /** `cv`: `q` matches whole words of the uploaded documents (§19) instead of the name or e-mail. */
  dans: z.enum(CANDIDATURE_DANS, { error: cvMessages.dansInvalid }).optional(),
  /** §16: only the applications flagged (true) or not flagged (false) by a missed requirement. */
  criteresNonRemplis: z.enum(['true', 'false'], { error: messages.filterBooleanInvalid }).optional(),
  /** §22: only the applications of that channel. */
  canal: canalSchema.optional(),
});
export type CandidatureFilters = z.infer<typeof candidatureFiltersSchema>;

/** `POST /candidature/etat`: one status for several applications, all or nothing (§12). */
export const bulkStatusInputSchema = z.object({
  ids: z
    .array(positiveId(messages.idInvalid), { error: messages.bulkIdsRequired })
    .min(1, { error: messages.bulkIdsRequired })
    .max(BULK_STATUS_MAX, { error: messages.bulkIdsTooMany(BULK_STATUS_MAX) }),
  etatCandidature: refById(messages.etatCandidatureRequired),
});
export type BulkStatusInput = z.infer<typeof bulkStatusInputSchema>;

/** A recruiter's note (§12). */
export const noteInputSchema = z.object({ texte: requiredText(messages.noteRequired, 5000) });
export type NoteInput = z.infer<typeof noteInputSchema>;

/** Turn a zod error into the contract's `fields` map: first message per field, dotted path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** `GET /mail/outbox`: a page of the outbox, newest first, optionally of one state. */
export const mailOutboxQuerySchema = paginationQuerySchema.extend({
  state: mailStateSchema.optional(),
});
export type MailOutboxQuery = z.infer<typeof mailOutboxQuerySchema>;
