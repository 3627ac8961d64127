import type { Db } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';

const COLUMNS = ['id', 'designation', 'abreviation'] as const;

export async function findAll(db: Db, slice: Slice | null) {
  let query = db.selectFrom('civilite').select(COLUMNS).orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('civilite')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findByDesignationKey = (db: Db, key: string) =>
  db.selectFrom('civilite').select(COLUMNS).where('designation_key', '=', key).executeTakeFirst();
