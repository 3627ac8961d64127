import type { Db } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';

const COLUMNS = ['id', 'reference', 'date_ouverture', 'date_cloture', 'status'] as const;

export interface SessionValues {
  reference: string;
  reference_key: string;
  date_ouverture: string;
  date_cloture: string;
  status: number;
}

export async function findAll(db: Db, slice: Slice | null) {
  let query = db.selectFrom('session_candidature').select(COLUMNS).orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export type SessionRow = Awaited<ReturnType<typeof findAll>>[number];

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('session_candidature')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findById = (db: Db, id: number) =>
  db.selectFrom('session_candidature').select(COLUMNS).where('id', '=', id).executeTakeFirst();

export const findByReferenceKey = (db: Db, key: string) =>
  db.selectFrom('session_candidature').select(COLUMNS).where('reference_key', '=', key).executeTakeFirst();

export async function referenceTaken(db: Db, key: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('session_candidature').select('id').where('reference_key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(db: Db, values: SessionValues): Promise<number> {
  const row = await db.insertInto('session_candidature').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function update(db: Db, id: number, values: SessionValues): Promise<boolean> {
  const result = await db.updateTable('session_candidature').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('session_candidature').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countPostesVacants(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('poste_vacant')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('session_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
