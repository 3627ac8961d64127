import type { Db } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';

const COLUMNS = ['id', 'reference', 'nom'] as const;

export interface PosteDeTravailValues {
  reference: string;
  reference_key: string;
  nom: string;
  nom_key: string;
}

export async function findAll(db: Db, slice: Slice | null) {
  let query = db.selectFrom('poste_de_travail').select(COLUMNS).orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countAll(db: Db): Promise<number> {
  const row = await db
    .selectFrom('poste_de_travail')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export const findById = (db: Db, id: number) =>
  db.selectFrom('poste_de_travail').select(COLUMNS).where('id', '=', id).executeTakeFirst();

/** Names are not unique: the first one created wins. */
export const findFirstByNomKey = (db: Db, key: string) =>
  db.selectFrom('poste_de_travail').select(COLUMNS).where('nom_key', '=', key).orderBy('id').executeTakeFirst();

export async function referenceTaken(db: Db, key: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('poste_de_travail').select('id').where('reference_key', '=', key);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insert(db: Db, values: PosteDeTravailValues): Promise<number> {
  const row = await db.insertInto('poste_de_travail').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function update(db: Db, id: number, values: PosteDeTravailValues): Promise<boolean> {
  const result = await db.updateTable('poste_de_travail').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('poste_de_travail').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function countPostesVacants(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('poste_vacant')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('poste_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
