import type { NomDocument, NomDocumentInput } from '@recrutement/contract';
import type { CrudService } from '../../lib/crud-routes.js';
import { keyedCrudService } from '../../lib/keyed-crud.js';
import { toKey } from '../../lib/keys.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import * as repo from './nom-document.repository.js';

/** Attachment type names (CV, Lettre de motivation...): the name is unique, ignoring case. */
export const nomDocumentService: CrudService<NomDocument, NomDocumentInput> = keyedCrudService({
  store: {
    ...repo,
    findForDetail: repo.findByKey,
    countUses: repo.countDocuments,
  },
  toValues: (input: NomDocumentInput): repo.NomDocumentValues => ({ nom: input.nom, nom_key: toKey(input.nom) }),
  keyOf: (values) => values.nom_key,
  toWire: (row): NomDocument => row,
  messages: { unknown: m.nomDocumentUnknown, taken: m.nomDocumentTaken, inUse: m.nomDocumentInUse },
});
