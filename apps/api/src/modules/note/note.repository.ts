import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';

const COLUMNS = ['id', 'candidature_id', 'auteur_user_id', 'auteur_email', 'texte', 'date_creation'] as const;

/** The notes of one application, newest first. */
export function findNotes(db: Db, candidatureId: number) {
  return db
    .selectFrom('note_candidature')
    .select(COLUMNS)
    .where('candidature_id', '=', candidatureId)
    .orderBy('date_creation', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export type NoteRow = Awaited<ReturnType<typeof findNotes>>[number];

export function findNote(db: Db, id: number) {
  return db.selectFrom('note_candidature').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export async function insertNote(
  db: Db,
  values: { candidatureId: number; userId: number; email: string; texte: string; date: string },
): Promise<number> {
  const row = await db
    .insertInto('note_candidature')
    .values({
      candidature_id: values.candidatureId,
      auteur_user_id: values.userId,
      auteur_email: values.email,
      texte: values.texte,
      date_creation: values.date,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes the note only if that user wrote it; answers whether a row went. */
export async function deleteOwnNote(db: Db, id: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom('note_candidature')
    .where('id', '=', id)
    .where('auteur_user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Deletes the notes of these applications (a subquery: an erased individu's, §10). */
export async function deleteNotesOf(
  db: Db,
  candidatures: SelectQueryBuilder<Database, 'candidature', { id: number }>,
): Promise<void> {
  await db.deleteFrom('note_candidature').where('candidature_id', 'in', candidatures).execute();
}
