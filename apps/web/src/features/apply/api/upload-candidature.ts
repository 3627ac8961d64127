import type { ApplyDatas, UploadResponse } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { currentLang } from '../../../i18n/i18n';
import { uploadWithProgress } from '../../../lib/api-transfer';
import { firstTouch } from '../../../lib/first-touch';

export const APPLY_ENDPOINT = '/candidature/upload-user';

export interface CandidatureUpload {
  postId: number;
  datas: ApplyDatas;
  fileCV: File;
  fileLM: File;
  nomFileCV: string;
  nomFileLM: string;
  /** Sent only when ticked (§10: the field is optional). */
  consentementVivier?: boolean;
  /** Answers to the vacancy's screening questions (§16). */
  reponses?: { question: { id: number }; valeur: string | boolean | number }[];
}

/** The multipart form of contract §5. */
export function toFormData(upload: CandidatureUpload): FormData {
  const form = new FormData();
  form.append('postId', String(upload.postId));
  form.append('nomFileCV', upload.nomFileCV);
  form.append('nomFileLM', upload.nomFileLM);
  form.append('datas', JSON.stringify(upload.datas));
  form.append('fileCV', upload.fileCV, upload.fileCV.name);
  form.append('fileLM', upload.fileLM, upload.fileLM.name);
  if (upload.consentementVivier) form.append('consentementVivier', 'true');
  // The language of the page it is sent from: the person's messages follow it (contract §17).
  form.append('langue', currentLang());
  if (upload.reponses && upload.reponses.length > 0) form.append('reponses', JSON.stringify(upload.reponses));
  // Where the visitor came from, first touch (§22): the landing page's parameters, from memory.
  const source = firstTouch();
  if (source) form.append('source', JSON.stringify(source));
  return form;
}

/** Sends an application and reports the upload progress (0–100). */
export function useUploadCandidature(endpoint = APPLY_ENDPOINT) {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (upload: CandidatureUpload) => {
      setProgress(0);
      return uploadWithProgress<UploadResponse>(endpoint, toFormData(upload), setProgress);
    },
  });
  return { ...mutation, progress };
}
