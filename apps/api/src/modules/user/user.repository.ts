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

/** The account as its owner's export shows it (§10): with the last sign-in. */
export const findUserForExport = (db: Db, id: number) =>
  selectUser(db).select('users.last_login_at').where('users.id', '=', id).executeTakeFirst();

/** What deleting one's own account checks (§10): the password hash, the role, the verified address. */
export const findPasswordCheck = (db: Db, id: number) =>
  selectUser(db).select('users.password_hash').where('users.id', '=', id).executeTakeFirst();

/** The accounts of these individus (a merge, §19). */
export const findUsersByIndividuIds = (db: Db, individuIds: number[]) =>
  selectUser(db).where('users.individu_id', 'in', individuIds).execute();

/** The address and the name of each of these accounts (every account has an individu). */
export async function findNames(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const named = db.selectFrom('users').innerJoin('individu', 'individu.id', 'users.individu_id');
  return named
    .select(['users.id', 'users.email', 'individu.nom', 'individu.prenom'])
    .where('users.id', 'in', ids)
    .execute();
}

/** The language each of these users reads (`users.langue`, §17), by id. */
export async function findLangues(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'langue']).where('id', 'in', userIds).execute();
  return new Map(rows.map((r) => [r.id, r.langue]));
}
