import { type Lang, type Role, STAFF_ROLES } from '@recrutement/contract';
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

/* ---- Staff accounts (§14) ---- */

/** Staff accounts with their names; pending invitations included. */
const staffRows = (db: Db) =>
  selectUser(db)
    .innerJoin('individu', 'individu.id', 'users.individu_id')
    .select(['users.invitation_en_attente', 'individu.nom', 'individu.prenom'])
    .where('role.name', 'in', [...STAFF_ROLES]);

export type StaffRow = Awaited<ReturnType<ReturnType<typeof staffRows>['executeTakeFirstOrThrow']>>;

export const findStaff = (db: Db) => staffRows(db).orderBy('users.id').execute();

export const findStaffById = (db: Db, id: number) => staffRows(db).where('users.id', '=', id).executeTakeFirst();

/** These staff accounts, by id (a hiring team). */
export async function findStaffByIds(db: Db, ids: number[]): Promise<StaffRow[]> {
  if (ids.length === 0) return [];
  return staffRows(db).where('users.id', 'in', ids).orderBy('users.id').execute();
}

/** The active staff accounts that accepted their invitation, by name: who may be picked for a team or an interview. */
export const findStaffChoices = (db: Db) =>
  staffRows(db)
    .where('users.actif', '=', 1)
    .where('users.invitation_en_attente', '=', 0)
    .orderBy('individu.nom')
    .orderBy('individu.prenom')
    .orderBy('users.id')
    .execute();

/** Of these ids, those of active staff accounts. */
export async function activeStaffIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await staffRows(db).where('users.id', 'in', ids).where('users.actif', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}

/** Any account under that address (candidate or staff), with whether it is a pending invitation. */
export const findAccountByEmailKey = (db: Db, emailKey: string) =>
  selectUser(db).select('users.invitation_en_attente').where('users.email_key', '=', emailKey).executeTakeFirst();

/** Active ADMIN accounts other than `exceptId` (the last one is protected, §14). */
export async function countOtherActiveAdmins(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role.name', '=', 'ADMIN')
    .where('users.actif', '=', 1)
    .where('users.invitation_en_attente', '=', 0)
    .where('users.id', '<>', exceptId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Serialises the "last admin" check: the ADMIN rows are locked on PostgreSQL (SQLite writes one at a time). */
export async function lockAdmins(db: Db, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect !== 'postgres') return;
  await db
    .selectFrom('users')
    .select('users.id')
    .where('users.role_id', 'in', (eb) => eb.selectFrom('role').select('role.id').where('role.name', '=', 'ADMIN'))
    .forUpdate()
    .execute();
}

/* ---- Account writes: sign-up and sign-in, the mailed links, staff changes, erasure, merge ---- */

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

export async function insertAccount(
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

export async function recordSignIn(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ last_login_at: at }).where('id', '=', userId).execute();
}

/** Every session of the account issued before `at` ends (§23: ended by an admin, or a deactivation). */
export async function endSessionsOf(db: Db, userId: number, at: string): Promise<void> {
  await db.updateTable('users').set({ sessions_not_before: at }).where('id', '=', userId).execute();
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

/** Deletes an account, once its tokens are gone (an erased individu's, §10). */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** The account of individu `from` now belongs to `into` (a merge, §19); its sessions end at `now`. */
export async function moveAccountOf(db: Db, from: number, into: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ individu_id: into, sessions_not_before: now })
    .where('individu_id', '=', from)
    .execute();
}
