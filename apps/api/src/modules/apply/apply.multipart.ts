import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import { fileNameFor, messages } from '@recrutement/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context.js';
import { AppError } from '../../lib/errors.js';
import { deleteNowOrQueue } from '../../storage/deletion-queue.js';
import {
  type ApplySubmission,
  discardSubmissionFiles,
  type FileField,
  type SubmissionProblem,
  TEXT_FIELDS,
  type TextField,
} from './apply.submission.js';
import { detectFileType, peek, SNIFF_BYTES } from './file-sniff.js';
import { type ArchiveBytes, inspectOfficeArchive, isOfficeArchive, tailKeeper } from './office-macros.js';

/** Contract field names of the files, legacy ones included (`file`, `doc`). */
const FILE_FIELD_OF: Record<string, FileField> = { fileCV: 'fileCV', file: 'fileCV', fileLM: 'fileLM', doc: 'fileLM' };

/** What reading the form needs: where files go, the size limit, and the deletion queue's context. */
export type ReadOptions = Pick<AppContext, 'db' | 'storage' | 'clock' | 'log' | 'config' | 'referencedFiles'>;

/**
 * Reads the whole apply form, streaming each accepted file into storage under a new name. Every
 * part is read to its end, whatever happens, so the request never stays half-consumed. On a
 * failure the files already stored are removed before the error goes up.
 */
export async function readApplySubmission(request: FastifyRequest, options: ReadOptions): Promise<ApplySubmission> {
  const submission: ApplySubmission = { files: {}, fields: {}, problems: [] };
  // The size limit is checked here (`truncated`) so that the answer names the field.
  const parts = request.parts({ throwFileSizeLimit: false } as Parameters<FastifyRequest['parts']>[0]);
  // A storage failure is kept until the rest of the form has been read (drained), then raised.
  const failures: unknown[] = [];
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (failures.length > 0) await drain(part);
        else await readFile(part, submission, options).catch((error: unknown) => failures.push(partError(part, error)));
      } else if (isTextField(part.fieldname) && !(part.fieldname in submission.fields)) {
        submission.fields[part.fieldname] = part.value;
      }
    }
    if (failures.length > 0) throw failures[0];
  } catch (error) {
    if (failures.length === 0 && errorCode(error) === 'FST_INVALID_JSON_FIELD_ERROR') {
      // A `datas` part sent as application/json that does not parse; every part has been read.
      submission.problems.push({ field: 'datas', code: 'VALIDATION', message: messages.datasInvalid });
      return submission;
    }
    await discardSubmissionFiles(options, submission);
    throw failures.length > 0 ? failures[0] : asFormError(error);
  }
  return submission;
}

/** A failure while reading a file part: the client's when the part itself broke (a body cut short). */
const partError = (part: MultipartFile, error: unknown) => (part.file.errored ? asFormError(error) : error);

/**
 * An error of the multipart parser itself (no boundary, a body cut short, a malformed part header)
 * is the client's: 400. The parser's limits keep their own codes (413), and storage failures are
 * not parser errors (they are kept in `failures`).
 */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError || errorCode(error) !== undefined) return error;
  return new AppError('VALIDATION', messages.formInvalid);
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _chunk of part.file) {
    // Discarding: the multipart parser needs every part read to its end.
  }
}

async function readFile(part: MultipartFile, submission: ApplySubmission, options: ReadOptions): Promise<void> {
  const field = FILE_FIELD_OF[part.fieldname];
  const source = await peek(part.file, SNIFF_BYTES);
  if (!field || submission.files[field] || submission.problems.some((p) => p.field === field)) {
    return source.drain(); // Unknown or repeated file field: ignored.
  }
  const refuse = async (code: SubmissionProblem['code'], message: string) => {
    await source.drain();
    submission.problems.push({ field, code, message });
  };
  if (source.head.length === 0) return refuse('VALIDATION', messages.fileEmpty);
  const type = await detectFileType(source.head);
  if (!type) return refuse('UNSUPPORTED_MEDIA_TYPE', messages.fileType);

  const nomFichier = `${randomUUID()}.${type.ext}`;
  const tail = tailKeeper();
  let taille: number;
  try {
    taille = (await options.storage.save(nomFichier, Readable.from(tail.pass(source.stream())))).size;
  } catch (error) {
    // The backend removes what it wrote on failure; if even that failed, the queue sees to it.
    await deleteNowOrQueue(options, [nomFichier]);
    await source.drain().catch(() => undefined);
    throw error;
  }
  const stored = { head: source.head, tail: tail.tail(), size: taille, open: () => openStream(options, nomFichier) };
  const problem = await problemOfStored(part, type.ext, stored, options);
  if (problem) {
    await deleteNowOrQueue(options, [nomFichier]);
    submission.problems.push({ field, ...problem });
    return;
  }
  submission.files[field] = {
    nomFichier,
    nomOriginal: cleanFileName(part.filename, type.mime),
    taille,
    typeMime: type.mime,
  };
}

/** What is wrong with a file once stored whole: over the size limit (413), or carrying macros (415). */
async function problemOfStored(
  part: MultipartFile,
  ext: string,
  stored: ArchiveBytes,
  options: ReadOptions,
): Promise<Omit<SubmissionProblem, 'field'> | null> {
  if (part.file.truncated) {
    return { code: 'PAYLOAD_TOO_LARGE', message: messages.fileTooLarge(options.config.maxUploadMb) };
  }
  if (!isOfficeArchive(ext)) return null;
  const verdict = await inspectOfficeArchive(ext, stored);
  if (verdict === 'clean') return null;
  return { code: 'UNSUPPORTED_MEDIA_TYPE', message: verdict === 'macros' ? messages.fileMacro : messages.fileType };
}

const openStream = async (options: ReadOptions, name: string) => (await options.storage.open(name))?.stream ?? null;

/** The uploaded name as kept: see `fileNameFor` (contract); browsers send `"` as %22 (WHATWG). */
export const cleanFileName = (name: string | undefined, mime: string): string =>
  fileNameFor((name ?? '').replaceAll('%22', '"'), mime);

const isTextField = (name: string): name is TextField => (TEXT_FIELDS as readonly string[]).includes(name);

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;
