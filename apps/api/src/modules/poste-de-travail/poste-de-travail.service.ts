import type { PosteDeTravail, PosteDeTravailInput } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import type { CrudService } from '../reference/crud-routes.js';
import { guardWrite } from '../reference/db-errors.js';
import { referenceMessages as m } from '../reference/messages.js';
import { paged } from '../reference/page.js';
import * as repo from './poste-de-travail.repository.js';

async function get(db: Db, id: number): Promise<PosteDeTravail> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(m.posteUnknown);
  return row;
}

const toValues = (input: PosteDeTravailInput): repo.PosteDeTravailValues => ({
  reference: input.reference,
  reference_key: toKey(input.reference),
  nom: input.nom,
  nom_key: toKey(input.nom),
});

async function assertReferenceFree(db: Db, key: string, exceptId?: number) {
  if (await repo.referenceTaken(db, key, exceptId)) throw conflict(m.posteReferenceTaken);
}

const taken = () => conflict(m.posteReferenceTaken);

/** Work positions: the reference is unique ignoring case; an update may keep its own. */
export const posteDeTravailService: CrudService<PosteDeTravail, PosteDeTravailInput> = {
  list: (db, query) =>
    paged(
      query,
      (slice) => repo.findAll(db, slice),
      () => repo.countAll(db),
    ),
  get,
  async detail(db, nom) {
    const row = await repo.findFirstByNomKey(db, toKey(nom));
    if (!row) throw notFound(m.posteUnknown);
    return row;
  },
  async create(db, input) {
    const values = toValues(input);
    await assertReferenceFree(db, values.reference_key);
    const id = await guardWrite(() => repo.insert(db, values), { unique: taken });
    return get(db, id);
  },
  async update(db, id, input) {
    await get(db, id);
    const values = toValues(input);
    await assertReferenceFree(db, values.reference_key, id);
    if (!(await guardWrite(() => repo.update(db, id, values), { unique: taken }))) throw notFound(m.posteUnknown);
    return get(db, id);
  },
  async remove(db, id) {
    const used = await repo.countPostesVacants(db, id);
    if (used > 0) throw conflict(m.posteInUse(used));
    const deleted = await guardWrite(() => repo.remove(db, id), {
      foreignKey: async () => conflict(m.posteInUse(await repo.countPostesVacants(db, id))),
    });
    if (!deleted) throw notFound(m.posteUnknown);
  },
};
