import type { PosteDeTravail, PosteDeTravailInput } from '@recrutement/contract';
import type { CrudService } from '../../lib/crud-routes.js';
import { keyedCrudService } from '../../lib/keyed-crud.js';
import { toKey } from '../../lib/keys.js';
import { referenceMessages as m } from '../../lib/reference-messages.js';
import * as repo from './poste-de-travail.repository.js';

/**
 * Work positions: the reference is unique ignoring case; an update may keep its own. The detail
 * path names a position by its name (names are not unique: the first one created wins).
 */
export const posteDeTravailService: CrudService<PosteDeTravail, PosteDeTravailInput> = keyedCrudService({
  store: {
    ...repo,
    findForDetail: repo.findFirstByNomKey,
    keyTaken: repo.referenceTaken,
    countUses: repo.countPostesVacants,
  },
  toValues: (input: PosteDeTravailInput): repo.PosteDeTravailValues => ({
    reference: input.reference,
    reference_key: toKey(input.reference),
    nom: input.nom,
    nom_key: toKey(input.nom),
  }),
  keyOf: (values) => values.reference_key,
  toWire: (row): PosteDeTravail => row,
  messages: { unknown: m.posteUnknown, taken: m.posteReferenceTaken, inUse: m.posteInUse },
});
