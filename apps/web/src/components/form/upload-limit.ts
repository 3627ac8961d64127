import { ACCEPTED_FILE_TYPES, DEFAULT_MAX_UPLOAD_MB, hasAcceptedExtension, messages } from '@recrutement/contract';
import { z } from 'zod';
import { t } from '../../i18n/i18n';

/**
 * The largest file the server takes, in MiB: the server's `MAX_UPLOAD_MB` when the client was built
 * with it (vite.config.ts passes it on), else the contract's default. The server decides in the end
 * (413 naming the field); this only spares the candidate a long upload bound to be refused.
 */
export const MAX_UPLOAD_MB = readLimit(import.meta.env.VITE_MAX_UPLOAD_MB);
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

function readLimit(raw: string | undefined): number {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 && value <= 100 ? value : DEFAULT_MAX_UPLOAD_MB;
}

const labels = ACCEPTED_FILE_TYPES.map((type) => type.label);
/** "PDF, DOC, …, PNG ou JPEG, 10 Mo au plus.": what a file field says under it, in the page's language. */
export const fileHint = () =>
  t('common.fileHint', { types: labels.slice(0, -1).join(', '), last: labels.at(-1) ?? '', max: MAX_UPLOAD_MB });

/**
 * One required file, with the checks the server makes that the browser can make first (by name and
 * size; the server then reads the bytes, contract §5), in the server's words.
 */
export const requiredFileSchema = z.custom<File | undefined>().superRefine((file, ctx) => {
  if (!(file instanceof File)) ctx.addIssue({ code: 'custom', message: messages.fileRequired });
  else if (file.size === 0) ctx.addIssue({ code: 'custom', message: messages.fileEmpty });
  else if (!hasAcceptedExtension(file.name)) ctx.addIssue({ code: 'custom', message: messages.fileType });
  else if (file.size > MAX_UPLOAD_BYTES)
    ctx.addIssue({ code: 'custom', message: messages.fileTooLarge(MAX_UPLOAD_MB) });
});
