import type { Db } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';

export async function findAll(db: Db, slice: Slice | null) {
  let query = db.selectFrom('etat_candidature').select(['id', 'etat']).orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('etat_candidature')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findById = (db: Db, id: number) =>
  db.selectFrom('etat_candidature').select(['id', 'etat']).where('id', '=', id).executeTakeFirst();

export const findByEtatKey = (db: Db, key: string) =>
  db.selectFrom('etat_candidature').select(['id', 'etat']).where('etat_key', '=', key).executeTakeFirst();

export async function keyTaken(db: Db, key: string, exceptId: number): Promise<boolean> {
  const row = await db
    .selectFrom('etat_candidature')
    .select('id')
    .where('etat_key', '=', key)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function rename(db: Db, id: number, etat: string, key: string): Promise<boolean> {
  const result = await db
    .updateTable('etat_candidature')
    .set({ etat, etat_key: key })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
