import { applyDatasSchema, DEFAULT_MAX_UPLOAD_MB, hasAcceptedExtension, messages } from '@recrutement/contract';
import { z } from '../../lib/zod';

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;

/** The checks the server makes on each file that the browser can make first (by name and size). */
const attachment = z.custom<File | undefined>().superRefine((file, ctx) => {
  if (!(file instanceof File)) ctx.addIssue({ code: 'custom', message: messages.fileRequired });
  else if (file.size === 0) ctx.addIssue({ code: 'custom', message: messages.fileEmpty });
  else if (!hasAcceptedExtension(file.name)) ctx.addIssue({ code: 'custom', message: messages.fileType });
  else if (file.size > MAX_BYTES)
    ctx.addIssue({ code: 'custom', message: messages.fileTooLarge(DEFAULT_MAX_UPLOAD_MB) });
});

const attachmentType = z.string().trim().min(1, { error: messages.nomFileRequired });

/**
 * The apply form: the contract's `datas` plus the two attachments, with the server's words. Country
 * and civility are chosen by id in a select (sent as `{id}`).
 */
export const applyFormSchema = applyDatasSchema.extend({
  pays: z.string().min(1, { error: messages.paysRequired }),
  civilite: z.string().min(1, { error: messages.civiliteRequired }),
  nomFileCV: attachmentType,
  nomFileLM: attachmentType,
  fileCV: attachment,
  fileLM: attachment,
});
export type ApplyFormInput = z.input<typeof applyFormSchema>;
export type ApplyFormOutput = z.output<typeof applyFormSchema>;

/** Every form field a server refusal may name (contract §5 `fields`). */
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
