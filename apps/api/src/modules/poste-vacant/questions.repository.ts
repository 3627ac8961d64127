import type { Insertable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { QuestionPosteVacantTable } from '../../db/schema.js';

/** The questions of a vacancy, in order. */
export function findQuestions(db: Db, posteVacantId: number) {
  return db
    .selectFrom('question_poste_vacant')
    .selectAll()
    .where('poste_vacant_id', '=', posteVacantId)
    .orderBy('ordre')
    .orderBy('id')
    .execute();
}

export type QuestionRow = Awaited<ReturnType<typeof findQuestions>>[number];

export async function deleteQuestionsExcept(db: Db, posteVacantId: number, keep: number[]): Promise<void> {
  let query = db.deleteFrom('question_poste_vacant').where('poste_vacant_id', '=', posteVacantId);
  if (keep.length > 0) query = query.where('id', 'not in', keep);
  await query.execute();
}

export async function updateQuestion(
  db: Db,
  id: number,
  values: Omit<Insertable<QuestionPosteVacantTable>, 'id' | 'poste_vacant_id'>,
): Promise<void> {
  await db.updateTable('question_poste_vacant').set(values).where('id', '=', id).execute();
}

export async function insertQuestion(db: Db, values: Insertable<QuestionPosteVacantTable>): Promise<void> {
  await db.insertInto('question_poste_vacant').values(values).execute();
}
