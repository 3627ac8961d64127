import type { NomDocument, NomDocumentInput } from '@recrutement/contract';
import { toKey } from '../../lib/keys.js';
import type { CrudService } from '../reference/crud-routes.js';
import { keyedCrudService } from '../reference/keyed-crud.js';
import { referenceMessages as m } from '../reference/messages.js';
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
