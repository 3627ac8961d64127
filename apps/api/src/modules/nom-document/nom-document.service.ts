import type { NomDocument, NomDocumentInput } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import { conflict, notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import type { CrudService } from '../reference/crud-routes.js';
import { guardWrite } from '../reference/db-errors.js';
import { referenceMessages as m } from '../reference/messages.js';
import { paged } from '../reference/page.js';
import * as repo from './nom-document.repository.js';

async function get(db: Db, id: number): Promise<NomDocument> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound(m.nomDocumentUnknown);
  return row;
}

async function assertFree(db: Db, key: string, exceptId?: number) {
  if (await repo.keyTaken(db, key, exceptId)) throw conflict(m.nomDocumentTaken);
}

const taken = () => conflict(m.nomDocumentTaken);

/** Attachment type names (CV, Lettre de motivation...): the name is unique, ignoring case. */
export const nomDocumentService: CrudService<NomDocument, NomDocumentInput> = {
  list: (db, query) =>
    paged(
      query,
      (slice) => repo.findAll(db, slice),
      () => repo.countAll(db),
    ),
  get,
  async detail(db, nom) {
    const row = await repo.findByKey(db, toKey(nom));
    if (!row) throw notFound(m.nomDocumentUnknown);
    return row;
  },
  async create(db, input) {
    const key = toKey(input.nom);
    await assertFree(db, key);
    const id = await guardWrite(() => repo.insert(db, input.nom, key), { unique: taken });
    return get(db, id);
  },
  async update(db, id, input) {
    await get(db, id);
    const key = toKey(input.nom);
    await assertFree(db, key, id);
    if (!(await guardWrite(() => repo.update(db, id, input.nom, key), { unique: taken }))) {
      throw notFound(m.nomDocumentUnknown);
    }
    return get(db, id);
  },
  async remove(db, id) {
    const used = await repo.countDocuments(db, id);
    if (used > 0) throw conflict(m.nomDocumentInUse(used));
    const deleted = await guardWrite(() => repo.remove(db, id), {
      foreignKey: async () => conflict(m.nomDocumentInUse(await repo.countDocuments(db, id))),
    });
    if (!deleted) throw notFound(m.nomDocumentUnknown);
  },
};
