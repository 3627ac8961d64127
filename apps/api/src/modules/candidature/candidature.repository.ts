import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { CandidatureTable, ReponseCandidatureTable } from '../../db/schema.js';

/*
 * The application rows, with their status history and answers: read by id, written by the apply
 * flow and by a status change, and an individu's for the export, the erasure and a merge (§10,
 * §19). The lists are read in candidature-list.repository.ts, the figures in
 * candidature-stats.repository.ts.
 */

/** Application rows with their status. */
const rowsWithEtat = (db: Db) =>
  db
    .selectFrom('candidature')
    .innerJoin('etat_candidature', 'etat_candidature.id', 'candidature.etat_candidature_id')
    .select([
      'candidature.id',
      'candidature.individu_id',
      'candidature.poste_vacant_id',
      'candidature.date_candidature',
      'candidature.langue',
      'candidature.criteres_non_remplis',
      'candidature.canal',
      'candidature.source_detail',
      'etat_candidature.id as etat_id',
      'etat_candidature.etat',
    ]);

/** Application rows with their status, by id. */
export function findCandidatureRows(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return rowsWithEtat(db).where('candidature.id', 'in', ids).execute();
}

/** An application's individu, status and vacancy ids, by id. */
export function findCandidatureOwner(db: Db, id: number) {
  return db
    .selectFrom('candidature')
    .select(['id', 'individu_id', 'etat_candidature_id', 'poste_vacant_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateEtat(db: Db, id: number, etatId: number): Promise<void> {
  await db.updateTable('candidature').set({ etat_candidature_id: etatId }).where('id', '=', id).execute();
}

export async function insertHistorique(
  db: Db,
  values: { candidatureId: number; etatId: number; userId: number | null; date: string },
): Promise<void> {
  await db
    .insertInto('historique_etat')
    .values({
      candidature_id: values.candidatureId,
      etat_candidature_id: values.etatId,
      user_id: values.userId,
      date_changement: values.date,
    })
    .execute();
}

/** The status history of one application, oldest first, with who set each status (null: the system, or gone). */
export function findHistorique(db: Db, candidatureId: number) {
  return db
    .selectFrom('historique_etat')
    .select(['id', 'date_changement', 'user_id', 'etat_candidature_id'])
    .where('candidature_id', '=', candidatureId)
    .orderBy('date_changement', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/** The answers given with applications (§16), in the order they were asked. */
export function findReponses(db: Db, candidatureIds: number[]) {
  if (candidatureIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reponse_candidature')
    .select(['candidature_id', 'question_id', 'libelle', 'type', 'valeur'])
    .where('candidature_id', 'in', candidatureIds)
    .orderBy('candidature_id')
    .orderBy('ordre')
    .orderBy('id')
    .execute();
}

/** Whether this individu already applied to this vacancy (one application per vacancy, §5). */
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

/** The answers to the vacancy's screening questions given with an application (§16). */
export async function insertReponses(db: Db, rows: Insertable<ReponseCandidatureTable>[]): Promise<void> {
  if (rows.length > 0) await db.insertInto('reponse_candidature').values(rows).execute();
}

/** The ids of an individu's applications, as a subquery (personal data, §10). */
export const candidatureIdsOf = (db: Db, individuId: number) =>
  db.selectFrom('candidature').select('candidature.id').where('candidature.individu_id', '=', individuId);

export async function countOfIndividu(db: Db, individuId: number): Promise<number> {
  const row = await db
    .selectFrom('candidature')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('individu_id', '=', individuId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** An individu's applications with their status names, in id order (the export of §10). */
export function findOfIndividuForExport(db: Db, individuId: number) {
  return rowsWithEtat(db).where('candidature.individu_id', '=', individuId).orderBy('candidature.id').execute();
}

/** The status history of an individu's applications, oldest first, without who set each status. */
export function findHistoriesOfIndividu(db: Db, individuId: number) {
  return db
    .selectFrom('historique_etat')
    .innerJoin('etat_candidature', 'etat_candidature.id', 'historique_etat.etat_candidature_id')
    .select(['historique_etat.candidature_id', 'historique_etat.date_changement', 'etat_candidature.etat'])
    .where('historique_etat.candidature_id', 'in', candidatureIdsOf(db, individuId))
    .orderBy('historique_etat.date_changement')
    .orderBy('historique_etat.id')
    .execute();
}

/**
 * Deletes an individu's applications with their history and answers (the erasure of §10, once the
 * other modules removed their rows about them: documents, notes, evaluations, interviews).
 */
export async function deleteOfIndividu(db: Db, individuId: number): Promise<void> {
  const candidatures = candidatureIdsOf(db, individuId);
  await db.deleteFrom('historique_etat').where('candidature_id', 'in', candidatures).execute();
  await db.deleteFrom('reponse_candidature').where('candidature_id', 'in', candidatures).execute();
  await db.deleteFrom('candidature').where('individu_id', '=', individuId).execute();
}

/** A status set by this account keeps its row, without naming who set it (an erased account). */
export async function forgetStatusAuthor(db: Db, userId: number): Promise<void> {
  await db.updateTable('historique_etat').set({ user_id: null }).where('user_id', '=', userId).execute();
}

/** A vacancy both individus applied to, by name, if any (a merge would make two applications, §19). */
export async function findSharedVacancy(db: Db, a: number, b: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('candidature as ca')
    .innerJoin('candidature as cb', 'cb.poste_vacant_id', 'ca.poste_vacant_id')
    .innerJoin('poste_vacant', 'poste_vacant.id', 'ca.poste_vacant_id')
    .select('poste_vacant.nom')
    .where('ca.individu_id', '=', a)
    .where('cb.individu_id', '=', b)
    .executeTakeFirst();
  return row?.nom;
}

/**
 * Individu `from`'s applications become `into`'s (a merge, §19): their documents, history, notes
 * and texts go with them. Answers how many moved.
 */
export async function moveToIndividu(db: Db, from: number, into: number): Promise<number> {
  const moved = await db
    .updateTable('candidature')
    .set({ individu_id: into })
    .where('individu_id', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

/** The language of an individu's latest application, if any (§17: their messages' language when they have no account). */
export async function latestApplicationLangue(db: Db, individuId: number): Promise<string | undefined> {
  const latest = await db
    .selectFrom('candidature')
    .select('langue')
    .where('individu_id', '=', individuId)
    .orderBy('date_candidature', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.langue;
}
