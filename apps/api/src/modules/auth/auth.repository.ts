import type { Role } from '@recrutement/contract';
import type { Db } from '../../db/index.js';

/** What a sign-in needs to check a password and open a session. */
export const findCredentials = (db: Db, emailKey: string) =>
  db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select(['users.id', 'users.password_hash', 'users.individu_id', 'role.name as role'])
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
  values: { email: string; emailKey: string; passwordHash: string; role: Role; individuId: number; createdAt: string },
): Promise<number> {
  const role = await db.selectFrom('role').select('id').where('name', '=', values.role).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('users')
    .values({
      email: values.email,
      email_key: values.emailKey,
      password_hash: values.passwordHash,
      role_id: role.id,
      individu_id: values.individuId,
      date_creation: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function recordSignIn(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}
