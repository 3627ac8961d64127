import type { Db } from '../../db/index.js';

/** The members of a vacancy's hiring team, by user id. */
export async function findEquipeIds(db: Db, posteVacantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('equipe_poste_vacant')
    .select('user_id')
    .where('poste_vacant_id', '=', posteVacantId)
    .orderBy('user_id')
    .execute();
  return rows.map((r) => r.user_id);
}

export async function replaceEquipe(db: Db, posteVacantId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('equipe_poste_vacant').where('poste_vacant_id', '=', posteVacantId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('equipe_poste_vacant')
    .values(userIds.map((user_id) => ({ user_id, poste_vacant_id: posteVacantId })))
    .execute();
}
