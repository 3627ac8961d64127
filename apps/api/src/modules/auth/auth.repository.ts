import type { Lang, Role } from '@recrutement/contract';
import type { Db } from '../../db/index.js';

/** What a sign-in needs to check a password and open a session. */
export const findCredentials = (db: Db, emailKey: string) =>
  db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select([
      'users.id',
      'users.password_hash',
      'users.individu_id',
      'users.actif',
      'users.invitation_en_attente',
      'role.name as role',
    ])
    .where('users.email_key', '=', emailKey)
    .executeTakeFirst();

export async function userExistsWithEmailKey(db: Db, emailKey: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email_key', '=', emailKey).executeTakeFirst();
  return row !== undefined;
}

/** An individu with its e-mail and the id of the account already pointing at it, if any. */
const individuForAccount = (db: Db) =>
  db
    .selectFrom('individu')
    .leftJoin('users', 'users.individu_id', 'individu.id')
    .select(['individu.id', 'individu.email', 'users.id as userId']);

export const findIndividuForAccount = (db: Db, id: number) =>
  individuForAccount(db).where('individu.id', '=', id).executeTakeFirst();

export const findIndividuForAccountByEmailKey = (db: Db, emailKey: string) =>
  individuForAccount(db).where('individu.email_key', '=', emailKey).executeTakeFirst();

export async function insertUser(
  db: Db,
  values: {
    email: string;
    emailKey: string;
    passwordHash: string;
    role: Role;
    individuId: number;
    createdAt: string;
    emailVerifie: boolean;
    langue?: Lang | undefined;
    /** A staff invitation not accepted yet (§14): no usable password until then. */
    invitationEnAttente?: boolean | undefined;
  },
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      email_key: values.emailKey,
      password_hash: values.passwordHash,
      role_id: await roleId(db, values.role),
      individu_id: values.individuId,
      date_creation: values.createdAt,
      email_verifie: values.emailVerifie ? 1 : 0,
      langue: values.langue ?? 'fr',
      invitation_en_attente: values.invitationEnAttente ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function roleId(db: Db, role: Role): Promise<number> {
  return (await db.selectFrom('role').select('id').where('name', '=', role).executeTakeFirstOrThrow()).id;
}

/** A staff account's new role and/or activity (§14); what is not given stays. */
export async function updateRoleAndActivity(
  db: Db,
  id: number,
  values: { role?: Role | undefined; actif?: boolean | undefined },
): Promise<void> {
  const set: { role_id?: number; actif?: number } = {};
  if (values.role !== undefined) set.role_id = await roleId(db, values.role);
  if (values.actif !== undefined) set.actif = values.actif ? 1 : 0;
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('id', '=', id).execute();
}

/** What a session token is checked against on every request: the user's cut-off, and its revocation. */
export const findSessionState = (db: Db, userId: number, jti: string) =>
  db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .leftJoin('revoked_token', (join) => join.on('revoked_token.jti', '=', jti))
    .select([
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

export async function markEmailVerified(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_verifie: 1 }).where('id', '=', userId).execute();
}

/** A new password; every session issued before `notBefore` ends; the mailbox was proven by the link. */
export async function setPassword(db: Db, userId: number, passwordHash: string, notBefore: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, sessions_not_before: notBefore, email_verifie: 1 })
    .where('id', '=', userId)
    .execute();
}

export const findAccountByEmailKey = (db: Db, emailKey: string) =>
  db.selectFrom('users').select(['id', 'email', 'email_verifie']).where('email_key', '=', emailKey).executeTakeFirst();

export const findAccountById = (db: Db, id: number) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'email_verifie', 'individu_id'])
    .where('id', '=', id)
    .executeTakeFirst();
export async function recordSignIn(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

/** An invited staff member accepts (§14): password, language, the address proven by the link. */
export async function completeInvitation(
  db: Db,
  userId: number,
  values: { passwordHash: string; langue: string },
): Promise<{ role: string; individu_id: number; email: string } | undefined> {
  await db
    .updateTable('users')
    .set({ password_hash: values.passwordHash, langue: values.langue, invitation_en_attente: 0, email_verifie: 1 })
    .where('id', '=', userId)
    .execute();
  return db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select(['role.name as role', 'users.individu_id', 'users.email'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export const findRoleName = (db: Db, userId: number) =>
  db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select('role.name as role')
    .where('users.id', '=', userId)
    .executeTakeFirst();

/** Deletes an account and its tokens (an erased individu's, §10). */
export async function deleteAccount(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('account_token').where('user_id', '=', userId).execute();
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** The account of individu `from` now belongs to `into` (a merge, §19); its sessions end at `now`. */
export async function moveAccount(db: Db, from: number, into: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ individu_id: into, sessions_not_before: now })
    .where('individu_id', '=', from)
    .execute();
}
