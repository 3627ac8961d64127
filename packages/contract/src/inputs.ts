import { z } from 'zod';
import { messages, passwordRules } from './messages.js';
import { BULK_STATUS_MAX } from './paths.js';

/** Request shapes (what the server accepts). Unknown keys are stripped, never written. */

const requiredText = (message: string, max = 255) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: messages.tooLong(max) });

const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

/** A relation given as a nested object with at least its id: `{"poste": {"id": 3, ...}}`. */
const refById = (message: string) => z.object({ id: positiveId(message) }, { error: message });

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, { error: messages.emailRequired })
  .max(254, { error: messages.tooLong(254) })
  .pipe(z.email({ error: messages.emailInvalid }));

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, { error: messages.passwordRequired })
  .max(128, { error: messages.passwordMax })
  .superRefine((value, ctx) => {
    const failed = passwordRules.find((rule) => !rule.test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: failed.message });
  });

export const loginInputSchema = z.object({
  email: z.string({ error: messages.emailRequired }).trim().min(1, { error: messages.emailRequired }),
  password: z.string({ error: messages.passwordRequired }).min(1, { error: messages.passwordRequired }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  individu: z.object(
    {
      nom: requiredText(messages.nomRequired),
      prenom: requiredText(messages.prenomRequired),
      telephone: requiredText(messages.telephoneRequired, 40),
    },
    { error: messages.nomRequired },
  ),
});
export type RegisterInput = z.infer<typeof registerInputSchema>;

export const accountInputSchema = z.object({ password: passwordSchema });
export type AccountInput = z.infer<typeof accountInputSchema>;

export const nomDocumentInputSchema = z.object({ nom: requiredText(messages.nomDocumentRequired, 100) });
export type NomDocumentInput = z.infer<typeof nomDocumentInputSchema>;

export const etatCandidatureInputSchema = z.object({ etat: requiredText(messages.etatRequired, 100) });
export type EtatCandidatureInput = z.infer<typeof etatCandidatureInputSchema>;

export const posteDeTravailInputSchema = z.object({
  reference: requiredText(messages.referenceRequired, 50),
  nom: requiredText(messages.nomRequired, 150),
});
export type PosteDeTravailInput = z.infer<typeof posteDeTravailInputSchema>;

const calendarDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .pipe(z.iso.date({ error: messages.dateInvalid }));

export const sessionCandidatureInputSchema = z
  .object({
    reference: requiredText(messages.referenceRequired, 50),
    dateOuverture: calendarDate(messages.dateOuvertureRequired),
    dateCloture: calendarDate(messages.dateClotureRequired),
    status: z.boolean({ error: messages.statusRequired }),
  })
  .refine((s) => s.dateCloture >= s.dateOuverture, {
    path: ['dateCloture'],
    message: messages.dateClotureBeforeOuverture,
  });
export type SessionCandidatureInput = z.infer<typeof sessionCandidatureInputSchema>;

export const posteVacantInputSchema = z.object({
  nom: requiredText(messages.nomRequired, 200),
  descriptif: z
    .string()
    .max(100_000, { error: messages.tooLong(100_000) })
    .optional()
    .default(''),
  poste: refById(messages.posteRequired),
  session: refById(messages.sessionRequired),
  typeContrat: refById(messages.typeContratRequired),
});
export type PosteVacantInput = z.infer<typeof posteVacantInputSchema>;

export const candidatureStatusInputSchema = z.object({
  etatCandidature: refById(messages.etatCandidatureRequired),
});
export type CandidatureStatusInput = z.infer<typeof candidatureStatusInputSchema>;

/** A country or civility chosen in the apply form: by id, or by designation. */
const refByIdOrDesignation = (message: string) =>
  z
    .object(
      {
        id: z.coerce.number().int().positive().optional().catch(undefined),
        designation: z.string().trim().min(1).optional().catch(undefined),
      },
      { error: message },
    )
    .refine((v) => v.id !== undefined || v.designation !== undefined, { message });

/** The `datas` JSON of the apply multipart form (contract §5). */
export const applyDatasSchema = z.object({
  nom: requiredText(messages.nomRequired, 100),
  prenom: requiredText(messages.prenomRequired, 100),
  email: emailSchema,
  telephone: requiredText(messages.telephoneRequired, 40),
  pays: refByIdOrDesignation(messages.paysRequired),
  civilite: refByIdOrDesignation(messages.civiliteRequired),
});
export type ApplyDatas = z.infer<typeof applyDatasSchema>;

export const idParamSchema = z.object({ id: positiveId(messages.idInvalid) });

/** A path segment holding an e-mail address (`/user/{mail}`, `/individu/nom/email/{mail}`). */
export const mailParamSchema = z.object({ mail: z.string().trim().min(1).max(254) });

export const paginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: messages.pageInvalid })
    .int({ error: messages.pageInvalid })
    .min(1, { error: messages.pageInvalid })
    .optional(),
  size: z.coerce
    .number({ error: messages.sizeInvalid })
    .int({ error: messages.sizeInvalid })
    .min(1, { error: messages.sizeInvalid })
    .max(100, { error: messages.sizeInvalid })
    .optional(),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const posteVacantFiltersSchema = paginationQuerySchema.extend({
  typeContrat: z.string().trim().optional(),
  poste: z.string().trim().optional(),
  nom: z.string().trim().optional(),
  ouvert: z.enum(['true', 'false'], { error: 'Le filtre « ouvert » doit valoir true ou false.' }).optional(),
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
  etat: z.coerce.number().int().positive().optional(),
  posteVacant: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  tri: z.enum(CANDIDATURE_TRIS, { error: messages.triInvalid }).optional(),
  du: calendarDateFilter,
  au: calendarDateFilter,
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
