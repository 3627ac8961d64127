import type { EtatCode } from '@recrutement/contract';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';

/** A country or civility as a form sends it: by id when given, else by designation key. */
export interface DesignationRef {
  id?: number | undefined;
  designationKey?: string | undefined;
}

/** The row a reference names: by id when given, else by designation key. */
const byRef = (ref: DesignationRef) => (eb: ExpressionBuilder<Database, 'pays' | 'civilite'>) =>
  ref.id !== undefined ? eb('id', '=', ref.id) : eb('designation_key', '=', ref.designationKey ?? '');

export const findPays = (db: Db, ref: DesignationRef) =>
  db.selectFrom('pays').selectAll().where(byRef(ref)).executeTakeFirst();

export const findCivilite = (db: Db, ref: DesignationRef) =>
  db.selectFrom('civilite').selectAll().where(byRef(ref)).executeTakeFirst();

export function findPaysByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('pays').select(['id', 'designation', 'abreviation', 'code']).where('id', 'in', ids).execute();
}

export function findCivilitesByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('civilite').select(['id', 'designation', 'abreviation']).where('id', 'in', ids).execute();
}

export function findNomDocumentsByKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom('nom_document').selectAll().where('nom_key', 'in', keys).execute();
}

/** The id of the status of that stable code (ETAT_CODES): a rename never changes it. */
export async function findEtatIdByCode(db: Db, code: EtatCode): Promise<number | undefined> {
  const row = await db.selectFrom('etat_candidature').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

/** A status by id (its name), or undefined. */
export const findEtatById = (db: Db, id: number) =>
  db.selectFrom('etat_candidature').select(['id', 'etat']).where('id', '=', id).executeTakeFirst();

/** Every status in id order (the pipeline's columns, the dashboard). */
export const findEtats = (db: Db) =>
  db.selectFrom('etat_candidature').select(['id', 'etat', 'code']).orderBy('id').execute();
