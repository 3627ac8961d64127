import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../lib/scope.js';
import { inScope } from '../staff/staff.scope.js';

export const findCriteres = (db: Db, posteVacantId: number) =>
  db
    .selectFrom('critere_evaluation')
    .select(['id', 'libelle'])
    .where('poste_vacant_id', '=', posteVacantId)
    .orderBy('position')
    .orderBy('id')
    .execute();

export async function deleteCriteres(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('evaluation_note').where('critere_id', 'in', ids).execute();
  await db.deleteFrom('critere_evaluation').where('id', 'in', ids).execute();
}

export async function setCriterePosition(db: Db, id: number, position: number): Promise<void> {
  await db.updateTable('critere_evaluation').set({ position }).where('id', '=', id).execute();
}

export async function insertCritere(db: Db, posteVacantId: number, libelle: string, position: number) {
  await db.insertInto('critere_evaluation').values({ poste_vacant_id: posteVacantId, libelle, position }).execute();
}

/** The evaluations of one application, oldest first. */
export const findEvaluations = (db: Db, candidatureId: number) =>
  db
    .selectFrom('evaluation')
    .select(['id', 'auteur_user_id', 'avis', 'commentaire', 'date_evaluation'])
    .where('candidature_id', '=', candidatureId)
    .orderBy('date_evaluation')
    .orderBy('id')
    .execute();

export async function findNotes(db: Db, evaluationIds: number[]) {
  if (evaluationIds.length === 0) return [];
  return db
    .selectFrom('evaluation_note')
    .innerJoin('critere_evaluation', 'critere_evaluation.id', 'evaluation_note.critere_id')
    .select([
      'evaluation_note.evaluation_id',
      'evaluation_note.note',
      'critere_evaluation.id as critere_id',
      'critere_evaluation.libelle',
    ])
    .where('evaluation_note.evaluation_id', 'in', evaluationIds)
    .orderBy('critere_evaluation.position')
    .orderBy('critere_evaluation.id')
    .execute();
}

export async function deleteOwnEvaluation(db: Db, candidatureId: number, userId: number): Promise<void> {
  const own = await db
    .selectFrom('evaluation')
    .select('id')
    .where('candidature_id', '=', candidatureId)
    .where('auteur_user_id', '=', userId)
    .executeTakeFirst();
  if (!own) return;
  await db.deleteFrom('evaluation_note').where('evaluation_id', '=', own.id).execute();
  await db.deleteFrom('evaluation').where('id', '=', own.id).execute();
}

export async function insertEvaluation(
  db: Db,
  values: {
    candidatureId: number;
    userId: number;
    avis: string;
    commentaire: string | null;
    date: string;
    notes: { critereId: number; note: number }[];
  },
): Promise<number> {
  const { id } = await db
    .insertInto('evaluation')
    .values({
      candidature_id: values.candidatureId,
      auteur_user_id: values.userId,
      avis: values.avis,
      commentaire: values.commentaire,
      date_evaluation: values.date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (values.notes.length > 0) {
    await db
      .insertInto('evaluation_note')
      .values(values.notes.map((n) => ({ evaluation_id: id, critere_id: n.critereId, note: n.note })))
      .execute();
  }
  return id;
}

/** How many evaluations each of these applications has, in scope only (the board's cards). */
export async function countByCandidature(db: Db, scope: Scope, ids: number[]) {
  if (ids.length === 0) return [];
  return inScope(
    db
      .selectFrom('candidature')
      .innerJoin('evaluation', 'evaluation.candidature_id', 'candidature.id')
      .select(['candidature.id', (eb) => eb.fn.countAll<number>().as('n')]),
    scope,
  )
    .where('candidature.id', 'in', ids)
    .groupBy('candidature.id')
    .execute();
}

/** Applications named by a subquery of their ids (an individu's: candidature.service's `candidatureIdsOf`). */
type CandidatureIds = SelectQueryBuilder<Database, 'candidature', { id: number }>;

/** The evaluations about these applications, without their authors (export, §14). */
export function findEvaluationsOf(db: Db, candidatures: CandidatureIds) {
  return db
    .selectFrom('evaluation')
    .select(['id', 'candidature_id', 'avis', 'commentaire', 'date_evaluation'])
    .where('candidature_id', 'in', candidatures)
    .orderBy('id')
    .execute();
}

/** Removes the evaluations about these applications (erasure and purge, §14). */
export async function deleteEvaluationsOf(db: Db, candidatures: CandidatureIds): Promise<number> {
  const ids = (
    await db.selectFrom('evaluation').select('id').where('candidature_id', 'in', candidatures).execute()
  ).map((r) => r.id);
  if (ids.length === 0) return 0;
  await db.deleteFrom('evaluation_note').where('evaluation_id', 'in', ids).execute();
  await db.deleteFrom('evaluation').where('id', 'in', ids).execute();
  return ids.length;
}
