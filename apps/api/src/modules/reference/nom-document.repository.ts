import type { Db } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';

export interface NomDocumentValues {
  nom: string;
  nom_key: string;
}

export async function findAll(db: Db, slice: Slice | null) {
  let query = db.selectFrom('nom_document').select(['id', 'nom']).orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('nom_document')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findById = (db: Db, id: number) =>
  db.selectFrom('nom_document').select(['id', 'nom']).where('id', '=', id).executeTakeFirst();

export const findByKey = (db: Db, key: string) =>
  db.selectFrom('nom_document').select(['id', 'nom']).where('nom_key', '=', key).executeTakeFirst();

/** Whether another row than `exceptId` already holds that key. */
export async function keyTaken(db: Db, key: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('nom_document').select('id').where('nom_key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(db: Db, values: NomDocumentValues): Promise<number> {
  const row = await db.insertInto('nom_document').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function update(db: Db, id: number, values: NomDocumentValues): Promise<boolean> {
  const result = await db.updateTable('nom_document').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('nom_document').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** How many stored documents are of that attachment type. */
export async function countDocuments(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('document_candidature')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('nom_document_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
