import type { Db } from '../../db/index.js';

/*
 * The sessions signed in (§23), table `session_ouverte`: recorded at sign-in, listed on « Mes
 * sessions », ended one by one or all at once. Ending goes through `revoked_token` and the users'
 * cut-off, as a logout or a reset does; the row is only what the list shows.
 */

export async function insertSession(
  db: Db,
  values: { jti: string; userId: number; at: string; expiresAt: string; ip: string | null; appareil: string },
): Promise<void> {
  await db
    .insertInto('session_ouverte')
    .values({
      jti: values.jti,
      user_id: values.userId,
      cree_le: values.at,
      vue_le: values.at,
      expire_le: values.expiresAt,
      ip: values.ip,
      appareil: values.appareil,
    })
    .execute();
}

/** The session was seen (at most once a minute per session: see the session gate). */
export async function touchSession(db: Db, jti: string, at: string): Promise<void> {
  await db.updateTable('session_ouverte').set({ vue_le: at }).where('jti', '=', jti).execute();
}

/** The sessions of a user still in force: unexpired, not revoked, not older than the cut-off. */
export const findLiveSessions = (db: Db, userId: number, now: string) =>
  db
    .selectFrom('session_ouverte')
    .innerJoin('users', 'users.id', 'session_ouverte.user_id')
    .leftJoin('revoked_token', 'revoked_token.jti', 'session_ouverte.jti')
    .select([
      'session_ouverte.id',
      'session_ouverte.jti',
      'session_ouverte.cree_le',
      'session_ouverte.vue_le',
      'session_ouverte.expire_le',
      'session_ouverte.ip',
      'session_ouverte.appareil',
      'users.sessions_not_before',
    ])
    .where('session_ouverte.user_id', '=', userId)
    .where('session_ouverte.expire_le', '>', now)
    .where('revoked_token.jti', 'is', null)
    .orderBy('session_ouverte.vue_le', 'desc')
    .orderBy('session_ouverte.id', 'desc')
    .execute();

export const findSessionOf = (db: Db, userId: number, id: number) =>
  db
    .selectFrom('session_ouverte')
    .select(['jti', 'expire_le'])
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();

export async function deleteSession(db: Db, id: number): Promise<void> {
  await db.deleteFrom('session_ouverte').where('id', '=', id).execute();
}

/** Every recorded session of a user goes (all ended, or the account erased). */
export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('session_ouverte').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: string): Promise<void> {
  await db.deleteFrom('session_ouverte').where('expire_le', '<', now).execute();
}
