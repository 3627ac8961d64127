import {
  type ApplyDatas,
  applyDatasSchema,
  applyFormFieldSchemas,
  applySourceSchema,
  type Civilite,
  checkReponses,
  type ErrorCode,
  type Lang,
  messages,
  missesAttendu,
  type Pays,
  type ReponseValeur,
  type Source,
  sourceMessages,
  sourceOf,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { AppError, validation } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { phoneOf } from '../../lib/phone.js';
import { loadQuestions } from '../poste-vacant/poste-vacant.service.js';
import { nomDocumentIdsByKey, resolveCivilite, resolvePays } from '../reference/reference.service.js';
import { type ApplySubmission, FILE_FIELDS, type FileField, type StoredUpload } from './apply.submission.js';

/** A submission whose every field has been checked, its references resolved (country, civility, attachment types). */
export interface ValidApplication {
  datas: ApplyDatas;
  pays: Pays;
  civilite: Civilite;
  posteVacantId: number;
  documents: { nomDocumentId: number; upload: StoredUpload }[];
  /** Optional talent-pool consent (§10): only the exact text `true` gives it. */
  consentementVivier: boolean;
  /** The language of the page it was sent from (contract §17): `en`, else French. */
  langue: Lang;
  /** Answers to the vacancy's screening questions (§16), in the questions' order. */
  reponses: { questionId: number; libelle: string; type: string; valeur: ReponseValeur }[];
  /** An answer (or a missing one) misses an expected answer: flagged, never refused. */
  criteresNonRemplis: boolean;
  /** Where it came from, first touch (§22), from the optional `source` field. */
  source: Source;
}

type Report = (field: string, message: string, code?: ErrorCode) => void;

const NOM_FILE_OF: Record<FileField, 'nomFileCV' | 'nomFileLM'> = { fileCV: 'nomFileCV', fileLM: 'nomFileLM' };

/**
 * Checks the whole form and refuses it with every problem at once in `fields`: 413 when a file
 * is too large, else 415 when a file type is refused, else 400.
 */
export async function validateSubmission(
  ctx: Pick<AppContext, 'db'>,
  submission: ApplySubmission,
): Promise<ValidApplication> {
  const fields: Record<string, string> = {};
  const codes = new Set<ErrorCode>();
  const report: Report = (field, message, code = 'VALIDATION') => {
    if (field in fields) return;
    fields[field] = message;
    codes.add(code);
  };
  for (const problem of submission.problems) report(problem.field, problem.message, problem.code);
  for (const field of FILE_FIELDS) if (!submission.files[field]) report(field, messages.fileRequired);

  const nomDocuments = await checkNomDocuments(ctx, submission.fields, report);
  const posteVacantId = checkPostId(submission.fields.postId, report);
  // `datas` already refused while reading (unparseable JSON part): its inner fields are not reported.
  const person = 'datas' in fields ? null : await checkDatas(ctx, submission.fields.datas, report);
  const answers = posteVacantId ? await checkAnswers(ctx, posteVacantId, submission.fields.reponses, report) : null;
  const source = checkSource(submission.fields.source, report);

  const { fileCV, fileLM } = submission.files;
  if (Object.keys(fields).length > 0 || !fileCV || !fileLM || !nomDocuments || !posteVacantId || !person || !answers) {
    throw refusal(fields, codes, submission);
  }
  return {
    ...person,
    posteVacantId,
    consentementVivier: submission.fields.consentementVivier === 'true',
    langue: submission.fields.langue === 'en' ? 'en' : 'fr',
    ...answers,
    source,
    documents: [
      { nomDocumentId: nomDocuments.fileCV, upload: fileCV },
      { nomDocumentId: nomDocuments.fileLM, upload: fileLM },
    ],
  };
}

function refusal(fields: Record<string, string>, codes: Set<ErrorCode>, submission: ApplySubmission): AppError {
  if (codes.has('PAYLOAD_TOO_LARGE')) {
    const tooLarge = submission.problems.find((p) => p.code === 'PAYLOAD_TOO_LARGE');
    return new AppError('PAYLOAD_TOO_LARGE', tooLarge?.message ?? messages.fileTooLarge(10), fields);
  }
  if (codes.has('UNSUPPORTED_MEDIA_TYPE')) return new AppError('UNSUPPORTED_MEDIA_TYPE', messages.fileType, fields);
  return validation(fields);
}

/** The attachment type (NomDocument, by name ignoring case) of each file. */
async function checkNomDocuments(
  ctx: Pick<AppContext, 'db'>,
  values: ApplySubmission['fields'],
  report: Report,
): Promise<Record<FileField, number> | null> {
  const keys = {} as Record<FileField, string>;
  for (const field of FILE_FIELDS) {
    const result = applyFormFieldSchemas.nomFile.safeParse(values[NOM_FILE_OF[field]] ?? '');
    if (result.success) keys[field] = toKey(result.data);
    else report(NOM_FILE_OF[field], result.error.issues[0]?.message ?? messages.nomFileRequired);
  }
  const known = await nomDocumentIdsByKey(ctx, [...new Set(Object.values(keys))]);
  const ids = {} as Record<FileField, number>;
  for (const field of FILE_FIELDS) {
    if (!keys[field]) continue;
    const id = known.get(keys[field]);
    if (id !== undefined) ids[field] = id;
    else report(NOM_FILE_OF[field], messages.nomFileUnknown);
  }
  return ids.fileCV && ids.fileLM ? ids : null;
}

/** The answers to the vacancy's questions (§16): same checks as the web form (contract). */
async function checkAnswers(
  ctx: Pick<AppContext, 'db'>,
  posteVacantId: number,
  raw: unknown,
  report: Report,
): Promise<Pick<ValidApplication, 'reponses' | 'criteresNonRemplis'>> {
  const questions = await loadQuestions(ctx, posteVacantId);
  const checked = checkReponses(questions, raw);
  for (const [field, message] of Object.entries(checked.fields)) report(field, message);
  const given = new Map(checked.reponses.map((r) => [r.question.id, r.valeur]));
  return {
    reponses: checked.reponses.map(({ question, valeur }) => ({
      questionId: question.id,
      libelle: question.libelle,
      type: question.type,
      valeur,
    })),
    criteresNonRemplis: questions.some((q) => missesAttendu(q.attendu, given.get(q.id))),
  };
}

/** The landing page's parameters (§22): optional; unreadable JSON or a bad value refuses the form. */
function checkSource(raw: unknown, report: Report): Source {
  if (raw === undefined || raw === '') return sourceOf(undefined);
  const value = parseJson(raw);
  if (value === undefined || typeof value !== 'object' || value === null || Array.isArray(value)) {
    report('source', sourceMessages.sourceInvalid);
    return sourceOf(undefined);
  }
  const result = applySourceSchema.safeParse(value);
  if (result.success) return sourceOf(result.data);
  const issue = result.error.issues[0];
  report(
    issue?.path.length ? `source.${issue.path.map(String).join('.')}` : 'source',
    issue?.message ?? sourceMessages.sourceInvalid,
  );
  return sourceOf(undefined);
}

function checkPostId(value: unknown, report: Report): number | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  // Digits only: the schema's number coercion would also take "1e3" or "0x10".
  const result = /^\d+$/.test(text) ? applyFormFieldSchemas.postId.safeParse(text) : null;
  if (result?.success) return result.data;
  report('postId', text ? messages.postIdInvalid : messages.postIdRequired);
  return null;
}

/** The applicant (`datas` JSON): each field checked on its own so that all problems are reported. */
async function checkDatas(
  ctx: Pick<AppContext, 'db'>,
  raw: unknown,
  report: Report,
): Promise<{ datas: ApplyDatas; pays: Pays; civilite: Civilite } | null> {
  const value = parseJson(raw);
  if (value === undefined) {
    report('datas', messages.datasInvalid);
    return null;
  }
  const input =
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const datas: Partial<ApplyDatas> = {};
  for (const key of Object.keys(applyDatasSchema.shape) as (keyof ApplyDatas)[]) {
    const result = applyDatasSchema.shape[key].safeParse(input[key]);
    if (result.success) Object.assign(datas, { [key]: result.data });
    else report(key, result.error.issues[0]?.message ?? messages.validation);
  }
  const pays = datas.pays ? await resolvePays(ctx, refOf(datas.pays)) : undefined;
  if (datas.pays && !pays) report('pays', messages.paysUnknown);
  const civilite = datas.civilite ? await resolveCivilite(ctx, refOf(datas.civilite)) : undefined;
  if (datas.civilite && !civilite) report('civilite', messages.civiliteUnknown);
  if (datas.telephone && pays) {
    const international = phoneOf(datas.telephone, pays.code);
    if (international) datas.telephone = international;
    else report('telephone', messages.telephoneInvalid);
  }

  const parsed = applyDatasSchema.safeParse(datas);
  return parsed.success && pays && civilite ? { datas: parsed.data, pays, civilite } : null;
}

/** `datas` arrives as JSON text (or already parsed when its part was typed application/json). */
function parseJson(raw: unknown): unknown {
  if (raw === undefined) return {};
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const refOf = (ref: { id?: number | undefined; designation?: string | undefined }) => ({
  id: ref.id,
  designationKey: ref.designation === undefined ? undefined : toKey(ref.designation),
});
