import type { EtatCode } from '@recrutement/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CandidatureTable, DocumentCandidatureTable, ReponseCandidatureTable } from '../../db/schema.js';

/** A country or civility as sent in the form: by id when given, else by designation key. */
export interface DesignationRef {
  id?: number | undefined;
  designationKey?: string | undefined;
}

export function findNomDocumentsByKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db.selectFrom('nom_document').selectAll().where('nom_key', 'in', keys).execute();
}

export function findPays(db: Db, ref: DesignationRef) {
  const query = db.selectFrom('pays').selectAll();
  return (
    ref.id !== undefined
      ? query.where('id', '=', ref.id)
      : query.where('designation_key', '=', ref.designationKey ?? '')
  ).executeTakeFirst();
}

export function findCivilite(db: Db, ref: DesignationRef) {
  const query = db.selectFrom('civilite').selectAll();
  return (
    ref.id !== undefined
      ? query.where('id', '=', ref.id)
      : query.where('designation_key', '=', ref.designationKey ?? '')
  ).executeTakeFirst();
}

export async function findIndividuIdByEmailKey(db: Db, emailKey: string): Promise<number | undefined> {
  const row = await db.selectFrom('individu').select('id').where('email_key', '=', emailKey).executeTakeFirst();
  return row?.id;
}

/** The id of the status of that stable code (ETAT_CODES): a rename never changes it. */
export async function findEtatIdByCode(db: Db, code: EtatCode): Promise<number | undefined> {
  const row = await db.selectFrom('etat_candidature').select('id').where('code', '=', code).executeTakeFirst();
  return row?.id;
}

export async function hasCandidature(db: Db, individuId: number, posteVacantId: number): Promise<boolean> {
  const row = await db
    .selectFrom('candidature')
    .select('id')
    .where('individu_id', '=', individuId)
    .where('poste_vacant_id', '=', posteVacantId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertCandidature(db: Db, values: Insertable<CandidatureTable>): Promise<number> {
  const row = await db.insertInto('candidature').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDocuments(db: Db, rows: Insertable<DocumentCandidatureTable>[]): Promise<void> {
  await db.insertInto('document_candidature').values(rows).execute();
}

export async function insertReponses(db: Db, rows: Insertable<ReponseCandidatureTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('reponse_candidature').values(rows).execute();
}
