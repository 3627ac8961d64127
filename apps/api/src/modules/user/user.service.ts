import { apiFr, isLang, type PreferencesInput, type Role, roleSchema, type User } from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import type { AuthUser } from '../../plugins/auth.js';
import { loadIndividus } from '../individu/individu.service.js';
import {
  findNames,
  findUserByEmailKey,
  findUserById,
  findUserByIndividuId,
  type UserRow,
  updateLangue,
} from './user.repository.js';

const unknownUser = () => notFound(apiFr.userNotFound);

/**
 * "Self" of contract §3 for a user record: the caller is that user, or an admin. A candidate gets
 * 403 whether or not the record exists, so that addresses cannot be probed.
 */
function visibleTo(caller: AuthUser | null, row: UserRow | undefined, ownsTarget: boolean): UserRow {
  if (!caller) throw unauthorized();
  if (caller.role !== 'ADMIN' && !ownsTarget) throw forbidden();
  if (!row) throw unknownUser();
  return row;
}

/**
 * The wire User. A candidate whose address is not verified sees `individu: null` for themselves:
 * the account may have been created for someone else's address, and must not show that person (§9).
 */
async function toUser(ctx: Pick<AppContext, 'db'>, row: UserRow, caller: AuthUser | null): Promise<User> {
  const emailVerifie = Number(row.email_verifie) === 1;
  const showIndividu = emailVerifie || caller?.role === 'ADMIN';
  const individus = showIndividu ? await loadIndividus(ctx, [row.individu_id]) : new Map();
  return {
    id: row.id,
    email: row.email,
    role: roleSchema.parse(row.role),
    individu: individus.get(row.individu_id) ?? null,
    dateCreation: row.date_creation,
    emailVerifie,
    actif: Number(row.actif) === 1,
    langue: isLang(row.langue) ? row.langue : 'fr',
  };
}

async function byEmail(db: Db, caller: AuthUser | null, email: string): Promise<UserRow> {
  const row = await findUserByEmailKey(db, toKey(email));
  return visibleTo(caller, row, row !== undefined && row.id === caller?.id);
}

export async function getUserByEmail(ctx: AppContext, caller: AuthUser | null, email: string): Promise<User> {
  return toUser(ctx, await byEmail(ctx.db, caller, email), caller);
}

export async function getRoleByEmail(
  { db }: AppContext,
  caller: AuthUser | null,
  email: string,
): Promise<{ role: Role }> {
  const row = await byEmail(db, caller, email);
  return { role: roleSchema.parse(row.role) };
}

export async function getUserOfIndividu(ctx: AppContext, caller: AuthUser | null, individuId: number): Promise<User> {
  const row = await findUserByIndividuId(ctx.db, individuId);
  return toUser(ctx, visibleTo(caller, row, caller?.individuId === individuId), caller);
}

export async function getIndividuIdOfUser(
  { db }: AppContext,
  caller: AuthUser | null,
  userId: number,
): Promise<{ individu: number }> {
  const row = await findUserById(db, userId);
  return { individu: visibleTo(caller, row, caller?.id === userId).individu_id };
}

/** `POST /api/me/preferences` (contract §17): the language of the caller's pages and messages. */
export async function setPreferences(ctx: AppContext, caller: AuthUser | null, input: PreferencesInput): Promise<void> {
  if (!caller || !(await updateLangue(ctx.db, caller.id, input.langue))) throw unauthorized();
}

/**
 * The address and the name of each of these accounts, by id; an account gone is absent. Who wrote
 * an evaluation, who takes part in an interview: the other modules show people through this.
 */
export async function accountNames(
  ctx: Pick<AppContext, 'db'>,
  ids: number[],
): Promise<Map<number, { email: string; nom: string; prenom: string }>> {
  const rows = await findNames(ctx.db, [...new Set(ids)]);
  return new Map(rows.map((r) => [r.id, { email: r.email, nom: r.nom, prenom: r.prenom }]));
}

/**
 * The language each of these accounts reads (`users.langue`, §17), by id, as stored (findLangues);
 * an account's rows for personal data (§10): its owner's export, the check before deleting it, an
 * individu's account; the staff accounts (§14) with their names, as rows: the staff module manages
 * them (invitations, roles, hiring teams) through these, the accounts staying the user module's.
 */
/**
 * The accounts' writes, for the modules whose flows make them, inside their transaction: sign-up,
 * sign-in and the mailed links (auth), invitations and role changes (staff), a merge (cv), the
 * erasure (through auth, which removes the account's tokens first).
 */
export {
  activeStaffIds,
  completeInvitation,
  countOtherActiveAdmins,
  deleteUser,
  endSessionsOf,
  findAccountByEmailKey,
  findCredentials,
  findLangues,
  findPasswordCheck,
  findStaff,
  findStaffById,
  findStaffByIds,
  findStaffChoices,
  findUserByEmailKey,
  findUserById,
  findUserByIndividuId,
  findUserForExport,
  findUsersByIndividuIds,
  insertAccount,
  lockAdmins,
  markEmailVerified,
  moveAccountOf,
  recordSignIn,
  type StaffRow,
  setPassword,
  updateRoleAndActivity,
} from './user.repository.js';
