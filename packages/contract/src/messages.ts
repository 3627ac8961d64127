/**
 * French messages shared by the server and the web client, so that both refuse the same input
 * with the same words. Their text is the French API catalogue (i18n/api.fr.ts); the server's error
 * handler and the web's English pages turn them into English (i18n/localize.ts). A new message is a
 * new key of api.fr.ts and api.en.ts, named here.
 */
import { apiFr } from './i18n/api.fr.js';
import { formatEntry } from './i18n/core.js';

const fill = (text: string, vars: Record<string, string>) => formatEntry(text, 'fr', vars);

export const PASSWORD_MIN_LENGTH = 8;

export const messages = {
  required: (label: string) => fill(apiFr.required, { label }),
  nomRequired: apiFr.nomRequired,
  prenomRequired: apiFr.prenomRequired,
  emailRequired: apiFr.emailRequired,
  emailInvalid: apiFr.emailInvalid,
  telephoneRequired: apiFr.telephoneRequired,
  telephoneInvalid: apiFr.telephoneInvalid,
  passwordRequired: apiFr.passwordRequired,
  passwordMin: fill(apiFr.passwordMin, { min: String(PASSWORD_MIN_LENGTH) }),
  passwordUpper: apiFr.passwordUpper,
  passwordDigit: apiFr.passwordDigit,
  passwordMax: apiFr.passwordMax,
  referenceRequired: apiFr.referenceRequired,
  nomDocumentRequired: apiFr.nomDocumentRequired,
  etatRequired: apiFr.etatRequired,
  dateOuvertureRequired: apiFr.dateOuvertureRequired,
  dateClotureRequired: apiFr.dateClotureRequired,
  dateInvalid: apiFr.dateInvalid,
  dateClotureBeforeOuverture: apiFr.dateClotureBeforeOuverture,
  statusRequired: apiFr.statusRequired,
  posteRequired: apiFr.posteRequired,
  sessionRequired: apiFr.sessionRequired,
  typeContratRequired: apiFr.typeContratRequired,
  etatCandidatureRequired: apiFr.etatCandidatureRequired,
  paysRequired: apiFr.paysRequired,
  civiliteRequired: apiFr.civiliteRequired,
  postIdRequired: apiFr.postIdRequired,
  fileRequired: apiFr.fileRequired,
  fileEmpty: apiFr.fileEmpty,
  fileType: apiFr.fileType,
  fileTooLarge: (maxMb: number) => fill(apiFr.fileTooLarge, { max: String(maxMb) }),
  nomFileRequired: apiFr.nomDocumentRequired,
  nomFileUnknown: apiFr.nomFileUnknown,
  paysUnknown: apiFr.paysUnknown,
  civiliteUnknown: apiFr.civiliteUnknown,
  datasInvalid: apiFr.datasInvalid,
  postIdInvalid: apiFr.postIdInvalid,
  offerNotFound: apiFr.offerNotFound,
  etatCandidatureUnknown: apiFr.etatCandidatureUnknown,
  fileNameInvalid: apiFr.fileNameInvalid,
  tooLong: (max: number) => fill(apiFr.tooLong, { max: String(max) }),
  textInvalid: apiFr.textInvalid,
  fileMacro: apiFr.fileMacro,
  formInvalid: apiFr.formInvalid,
  urlInvalid: apiFr.urlInvalid,
  urlTooLong: apiFr.urlTooLong,
  unavailable: apiFr.unavailable,
  pageInvalid: apiFr.pageInvalid,
  sizeInvalid: apiFr.sizeInvalid,
  idInvalid: apiFr.idInvalid,
  validation: apiFr.validation,
  loginFailed: apiFr.loginFailed,
  emailTaken: apiFr.emailTaken,
  accountExists: apiFr.accountExists,
  emailNotVerified: apiFr.emailNotVerified,
  passwordWrong: apiFr.passwordWrong,
  tokenInvalid: apiFr.tokenInvalid,
  mfaRequired: apiFr.mfaRequired,
  unauthorized: apiFr.unauthorized,
  forbidden: apiFr.forbidden,
  notFound: apiFr.notFound,
  offerClosed: apiFr.offerClosed,
  alreadyApplied: apiFr.alreadyApplied,
  tooManyRequests: apiFr.tooManyRequests,
  internal: apiFr.internal,
  downloadFailed: apiFr.downloadFailed,
  genericError: apiFr.genericError,
  noteRequired: apiFr.noteRequired,
  noteNotFound: apiFr.noteNotFound,
  noteNotYours: apiFr.noteNotYours,
  bulkIdsRequired: apiFr.bulkIdsRequired,
  bulkIdsTooMany: (max: number) => fill(apiFr.bulkIdsTooMany, { max: String(max) }),
  triInvalid: apiFr.triInvalid,
  langueInvalid: apiFr.langueInvalid,
  dateFilterInvalid: apiFr.dateInvalid,
  salaireMinRequired: apiFr.salaireMinRequired,
  salaireMaxRequired: apiFr.salaireMaxRequired,
  salaireInvalid: apiFr.salaireInvalid,
  salaireMaxBelowMin: apiFr.salaireMaxBelowMin,
  salairePeriodeRequired: apiFr.salairePeriodeRequired,
  teletravailInvalid: apiFr.teletravailInvalid,
  salaireFilterInvalid: apiFr.salaireFilterInvalid,
  // The list filters' own (inputs.ts).
  filterOuvertInvalid: apiFr.filterOuvertInvalid,
  filterTriRecentInvalid: apiFr.filterTriRecentInvalid,
  filterBooleanInvalid: apiFr.filterBooleanInvalid,
} as const;

/** The password rules of spec §5, in the order they are checked and shown. */
export const passwordRules: ReadonlyArray<{ test: (value: string) => boolean; message: string }> = [
  { test: (v) => v.length >= PASSWORD_MIN_LENGTH, message: messages.passwordMin },
  { test: (v) => /\p{Lu}/u.test(v), message: messages.passwordUpper },
  { test: (v) => /\d/.test(v), message: messages.passwordDigit },
];

/** The messages of every rule the password fails, in order (empty when it is acceptable). */
export function passwordProblems(value: string): string[] {
  return passwordRules.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}
