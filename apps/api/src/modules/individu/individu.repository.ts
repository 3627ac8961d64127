import type { Db } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';

export async function findIndividuRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('individu').selectAll().where('id', 'in', ids).execute();
}

export async function findPaysRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('pays').select(['id', 'designation', 'abreviation', 'code']).where('id', 'in', ids).execute();
}

export async function findCiviliteRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('civilite').select(['id', 'designation', 'abreviation']).where('id', 'in', ids).execute();
}

/** Ids of individus in id order, optionally one page of them. */
export async function listIndividuIds(db: Db, slice: Slice | null): Promise<number[]> {
  let query = db.selectFrom('individu').select('id').orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

export async function countIndividus(db: Db): Promise<number> {
  const row = await db
    .selectFrom('individu')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findIndividuIdByEmailKey(db: Db, emailKey: string): Promise<number | undefined> {
  const row = await db.selectFrom('individu').select('id').where('email_key', '=', emailKey).executeTakeFirst();
  return row?.id;
}
