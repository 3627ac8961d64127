import type { Db } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';

export async function findAll(db: Db, slice: Slice | null) {
  let query = db.selectFrom('type_contrat').select(['id', 'type']).orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('type_contrat')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findByTypeKey = (db: Db, key: string) =>
  db.selectFrom('type_contrat').select(['id', 'type']).where('type_key', '=', key).executeTakeFirst();
