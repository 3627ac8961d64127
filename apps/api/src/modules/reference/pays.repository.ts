import type { Db } from '../../db/index.js';

const COLUMNS = ['id', 'designation', 'abreviation', 'code'] as const;

export const findAll = (db: Db) => db.selectFrom('pays').select(COLUMNS).execute();

export const findByDesignationKey = (db: Db, key: string) =>
  db.selectFrom('pays').select(COLUMNS).where('designation_key', '=', key).executeTakeFirst();
