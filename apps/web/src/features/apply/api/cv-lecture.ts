import { CV_LECTURE_FIELD, type CvLecture } from '@recrutement/contract';
import { api } from '../../../lib/api-client';

export const CV_LECTURE_ENDPOINT = '/api/cv/lecture';

/** Reads a chosen CV on the server for the apply form's prefill (§19); the server keeps nothing. */
export function readCv(file: File, signal?: AbortSignal): Promise<CvLecture> {
  const form = new FormData();
  form.append(CV_LECTURE_FIELD, file, file.name);
  return api<CvLecture>(CV_LECTURE_ENDPOINT, { method: 'POST', body: form, signal });
}
