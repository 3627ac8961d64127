import type { Db } from '../../db/index.js';

/** A user with its role name; never the password hash. */
function selectUser(db: Db) {
  return db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select([
      'users.id',
      'users.email',
      'users.individu_id',
      'users.date_creation',
      'users.email_verifie',
      'users.actif',
      'users.langue',
      'role.name as role',
    ]);
}

export type UserRow = Awaited<ReturnType<ReturnType<typeof selectUser>['executeTakeFirstOrThrow']>>;

export const findUserByEmailKey = (db: Db, emailKey: string) =>
  selectUser(db).where('users.email_key', '=', emailKey).executeTakeFirst();

export const findUserById = (db: Db, id: number) => selectUser(db).where('users.id', '=', id).executeTakeFirst();

export const findUserByIndividuId = (db: Db, individuId: number) =>
  selectUser(db).where('users.individu_id', '=', individuId).executeTakeFirst();

/** Answers whether the user still exists. */
export async function updateLangue(db: Db, id: number, langue: string): Promise<boolean> {
  const result = await db.updateTable('users').set({ langue }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
