import { applyDatasSchema, messages } from '@recrutement/contract';
import { requiredFileSchema } from '../../components/form/upload-limit';
import { z } from '../../lib/zod';

const attachmentType = z.string().trim().min(1, { error: messages.nomFileRequired });
const chosen = (message: string) => z.string().min(1, { error: message });

/**
 * The apply form: the vacancy, the contract's `datas` and the two attachments, with the server's
 * words. Vacancy, country and civility are chosen by id in a select (sent as `postId` and `{id}`).
 */
export const applyFormSchema = applyDatasSchema.extend({
  postId: chosen(messages.postIdRequired),
  pays: chosen(messages.paysRequired),
  civilite: chosen(messages.civiliteRequired),
  nomFileCV: attachmentType,
  nomFileLM: attachmentType,
  fileCV: requiredFileSchema,
  fileLM: requiredFileSchema,
  /** The optional talent-pool consent of §10. */
  consentementVivier: z.boolean().optional(),
  /** Answers to the screening questions (§16) as typed, by `q<id>`; checked against the questions (reponses.ts). */
  reponses: z
    .record(
      z.string(),
      z
        .string()
        .nullish()
        .transform((v) => v ?? ''),
    )
    .optional(),
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
export type ApplyFormOutput = z.output<typeof applyFormSchema>;

/** Every form field a server refusal may name (contract §5 `fields`); `postId` only where it is chosen. */
export const APPLY_FIELDS = [
  'civilite',
  'prenom',
  'nom',
  'pays',
  'telephone',
  'email',
  'nomFileCV',
  'fileCV',
  'nomFileLM',
  'fileLM',
] as const;
