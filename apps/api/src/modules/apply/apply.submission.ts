import type { ErrorCode } from '@recrutement/contract';
import { type DeletionContext, deleteNowOrQueue } from '../../storage/deletion-queue.js';

/** The two attachments of an application, by their contract field names. */
export const FILE_FIELDS = ['fileCV', 'fileLM'] as const;
export type FileField = (typeof FILE_FIELDS)[number];

/** The text fields of the apply form (contract §5). */
export const TEXT_FIELDS = [
  'nomFileCV',
  'nomFileLM',
  'postId',
  'datas',
  'consentementVivier',
  'reponses',
  'langue',
  'source',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

/** An attachment already written to storage under its server-chosen name. */
export interface StoredUpload {
  nomFichier: string;
  nomOriginal: string;
  taille: number;
  typeMime: string;
}

/** A problem found while reading the form (file empty, too large, of a refused type, bad JSON). */
export interface SubmissionProblem {
  field: string;
  code: Extract<ErrorCode, 'VALIDATION' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE'>;
  message: string;
}

/**
 * The apply form once read: the files it stored, its text fields as sent (unchecked) and the
 * problems met while reading. Whoever receives it owns the stored files until they are recorded.
 */
export interface ApplySubmission {
  files: Partial<Record<FileField, StoredUpload>>;
  fields: Partial<Record<TextField, unknown>>;
  problems: SubmissionProblem[];
}

/**
 * Removes the files a submission stored (when it is refused or fails); never throws. What cannot
 * be removed now is queued and retried (storage/deletion-queue.ts), so no file is left behind.
 */
export async function discardSubmissionFiles(ctx: DeletionContext, submission: ApplySubmission): Promise<void> {
  const names = Object.values(submission.files).map((f) => f.nomFichier);
  submission.files = {};
  await deleteNowOrQueue(ctx, names);
}
