import { apiFr, type Entry, formatEntry } from '@recrutement/contract';

/**
 * The messages of the reference data and vacancy modules (what the server alone says): the API
 * catalogue's French texts (contract's i18n/api.fr.ts), which the error handler turns into the
 * caller's language. A count is written as counted (`1000`), the plural chosen by it.
 */
const inUse = (entry: Entry, n: number) => formatEntry(entry, 'fr', { count: String(n) });

export const referenceMessages = {
  paysUnknown: apiFr.paysUnknown,
  civiliteUnknown: apiFr.civiliteUnknown,
  typeContratUnknown: apiFr.typeContratUnknown,
  etatUnknown: apiFr.etatCandidatureUnknown,
  nomDocumentUnknown: apiFr.nomFileUnknown,
  posteUnknown: apiFr.posteUnknown,
  sessionUnknown: apiFr.sessionUnknown,
  posteVacantUnknown: apiFr.posteVacantUnknown,

  etatTaken: apiFr.etatTaken,
  nomDocumentTaken: apiFr.nomDocumentTaken,
  posteReferenceTaken: apiFr.posteReferenceTaken,
  sessionReferenceTaken: apiFr.sessionReferenceTaken,

  posteInUse: (n: number) => inUse(apiFr.posteInUse, n),
  sessionInUse: (n: number) => inUse(apiFr.sessionInUse, n),
  nomDocumentInUse: (n: number) => inUse(apiFr.nomDocumentInUse, n),
  posteVacantInUse: (n: number) => inUse(apiFr.posteVacantInUse, n),
} as const;
