import { applyDatasSchema, DEFAULT_MAX_UPLOAD_MB, hasAcceptedExtension, messages } from '@recrutement/contract';
import { z } from '../../../lib/zod';

const MAX_BYTES = DEFAULT_MAX_UPLOAD_MB * 1024 * 1024;
const first = (list: FileList) => list[0] as File;

// A first check in the browser; the server decides by the file's content (contract §5).
const fileField = z
  .custom<FileList>((value) => value instanceof FileList && value.length > 0, { error: messages.fileRequired })
  .refine((list) => first(list).size > 0, { error: messages.fileEmpty })
  .refine((list) => hasAcceptedExtension(first(list).name), { error: messages.fileType })
  .refine((list) => first(list).size <= MAX_BYTES, { error: messages.fileTooLarge(DEFAULT_MAX_UPLOAD_MB) });

const chosen = (message: string) => z.string().min(1, { error: message });

/** The apply form of the public site, filled in by an admin; field names are the server's. */
export const recordApplicationSchema = z.object({
  postId: chosen(messages.postIdRequired),
  civilite: chosen(messages.civiliteRequired),
  prenom: applyDatasSchema.shape.prenom,
  nom: applyDatasSchema.shape.nom,
  pays: chosen(messages.paysRequired),
  telephone: applyDatasSchema.shape.telephone,
  email: applyDatasSchema.shape.email,
  nomFileCV: chosen(messages.nomFileRequired),
  fileCV: fileField,
  nomFileLM: chosen(messages.nomFileRequired),
  fileLM: fileField,
});
export type RecordApplicationValues = z.input<typeof recordApplicationSchema>;
export type RecordApplicationOutput = z.output<typeof recordApplicationSchema>;
export const RECORD_APPLICATION_FIELDS = Object.keys(recordApplicationSchema.shape);

/** The multipart body of contract §5 (text fields first, then the two files). */
export function toApplicationFormData(values: RecordApplicationOutput): FormData {
  const form = new FormData();
  form.set('postId', values.postId);
  form.set('nomFileCV', values.nomFileCV);
  form.set('nomFileLM', values.nomFileLM);
  const datas = {
    nom: values.nom,
    prenom: values.prenom,
    email: values.email,
    telephone: values.telephone,
    pays: { id: Number(values.pays) },
    civilite: { id: Number(values.civilite) },
  };
  form.set('datas', JSON.stringify(datas));
  form.set('fileCV', first(values.fileCV));
  form.set('fileLM', first(values.fileLM));
  return form;
}
