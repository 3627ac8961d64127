import type { Db } from '../../db/index.js';

/** What a session token is checked against on every request: the user's cut-off, and its revocation. */
export const findSessionState = (db: Db, userId: number, jti: string) =>
  db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .leftJoin('revoked_token', (join) => join.on('revoked_token.jti', '=', jti))
    .leftJoin('session_ouverte', (join) => join.on('session_ouverte.jti', '=', jti))
    .select([
      'session_ouverte.vue_le',
      'users.email_verifie',
      'users.sessions_not_before',
      'users.actif',
      'role.name as role',
      'revoked_token.jti as revoked',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();

/** Records a revoked token until it would have expired anyway (a second logout changes nothing). */
export async function insertRevokedToken(db: Db, jti: string, expiresAt: string): Promise<void> {
  await db
    .insertInto('revoked_token')
    .values({ jti, expires_at: expiresAt })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Revocations of tokens that have expired since: they would be refused anyway. */
export async function deleteExpiredRevocations(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom('revoked_token').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export type TokenPurpose = 'verify' | 'reset' | 'invite';

export async function insertAccountToken(
  db: Db,
  values: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('account_token')
    .values({
      user_id: values.userId,
      purpose: values.purpose,
      token_hash: values.tokenHash,
      expires_at: values.expiresAt,
      created_at: values.createdAt,
    })
    .execute();
}

/**
 * Uses a token once: one conditional UPDATE, so that two requests racing with the same link cannot
 * both succeed. Answers the user it belongs to, or undefined (unknown, used, expired, other purpose).
 */
export async function consumeAccountToken(
  db: Db,
  tokenHash: string,
  purpose: TokenPurpose,
  now: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('account_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** The account an unused, unexpired token of that purpose belongs to, with its password hash; nothing is used. */
export const findUsableAccountToken = (db: Db, tokenHash: string, purpose: TokenPurpose, now: string) =>
  db
    .selectFrom('account_token')
    .innerJoin('users', 'users.id', 'account_token.user_id')
    .select(['users.id as userId', 'users.password_hash'])
    .where('account_token.token_hash', '=', tokenHash)
    .where('account_token.purpose', '=', purpose)
    .where('account_token.used_at', 'is', null)
    .where('account_token.expires_at', '>', now)
    .executeTakeFirst();

/** Every other unused token of that purpose stops working (a newer link, or the job is done). */
export async function retireAccountTokens(db: Db, userId: number, purpose: TokenPurpose, now: string) {
  await db
    .updateTable('account_token')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

/** How many tokens of that purpose the user was sent since `since` (a cap on mails to one mailbox). */
export async function countTokensSince(db: Db, userId: number, purpose: TokenPurpose, since: string) {
  const row = await db
    .selectFrom('account_token')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Tokens that can no longer serve (used or expired) before `before`. */
export async function deleteStaleAccountTokens(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('account_token')
    .where((eb) => eb.or([eb('expires_at', '<', before), eb('used_at', '<', before)]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes an account's tokens (before the account itself goes: an erased individu's, §10). */
export async function deleteTokensOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('account_token').where('user_id', '=', userId).execute();
}
