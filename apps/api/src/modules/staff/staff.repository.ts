import { STAFF_ROLES } from '@recrutement/contract';
import type { Db } from '../../db/index.js';

/** Staff accounts (§14) with their names; pending invitations included. */
const staffRows = (db: Db) =>
  db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .innerJoin('individu', 'individu.id', 'users.individu_id')
    .select([
      'users.id',
      'users.email',
      'users.actif',
      'users.invitation_en_attente',
      'users.date_creation',
      'users.individu_id',
      'role.name as role',
      'individu.nom',
      'individu.prenom',
    ])
    .where('role.name', 'in', [...STAFF_ROLES]);

export const findStaff = (db: Db) => staffRows(db).orderBy('users.id').execute();

export const findStaffById = (db: Db, id: number) => staffRows(db).where('users.id', '=', id).executeTakeFirst();

/** Active staff accounts that accepted their invitation: who may be picked for a team or an interview. */
const activeStaffRows = (db: Db) =>
  staffRows(db).where('users.actif', '=', 1).where('users.invitation_en_attente', '=', 0);

/** The active staff by name: what a team is picked from. */
export const findStaffChoices = (db: Db) =>
  activeStaffRows(db).orderBy('individu.nom').orderBy('individu.prenom').orderBy('users.id').execute();

/**
 * Who may take part in an interview about an application to this vacancy (§15): the active staff
 * of its hiring team, and every active ADMIN and RECRUTEUR. The team first (`equipe` set), then by name.
 */
export const findParticipantChoices = (db: Db, posteVacantId: number) =>
  activeStaffRows(db)
    .leftJoin('equipe_poste_vacant as e', (join) =>
      join.onRef('e.user_id', '=', 'users.id').on('e.poste_vacant_id', '=', posteVacantId),
    )
    .select('e.user_id as equipe')
    .where((eb) => eb.or([eb('e.user_id', 'is not', null), eb('role.name', 'in', ['ADMIN', 'RECRUTEUR'])]))
    .orderBy((eb) => eb.case().when('e.user_id', 'is', null).then(1).else(0).end())
    .orderBy('individu.nom')
    .orderBy('individu.prenom')
    .orderBy('users.id')
    .execute();

/** Any account under that address (candidate or staff). */
export const findAccountByEmailKey = (db: Db, emailKey: string) =>
  db
    .selectFrom('users')
    .innerJoin('role', 'role.id', 'users.role_id')
    .select(['users.id', 'users.invitation_en_attente', 'role.name as role'])
    .where('users.email_key', '=', emailKey)
    .executeTakeFirst();

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

/** The hiring team of a vacancy, by user id. */
export const findEquipe = (db: Db, posteVacantId: number) =>
  staffRows(db)
    .innerJoin('equipe_poste_vacant', 'equipe_poste_vacant.user_id', 'users.id')
    .where('equipe_poste_vacant.poste_vacant_id', '=', posteVacantId)
    .orderBy('users.id')
    .execute();

/** Of these ids, those of active staff accounts. */
export async function activeStaffIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await staffRows(db).where('users.id', 'in', ids).where('users.actif', '=', 1).execute();
  return new Set(rows.map((r) => r.id));
}

export async function replaceEquipe(db: Db, posteVacantId: number, userIds: number[]): Promise<void> {
  await db.deleteFrom('equipe_poste_vacant').where('poste_vacant_id', '=', posteVacantId).execute();
  if (userIds.length === 0) return;
  await db
    .insertInto('equipe_poste_vacant')
    .values(userIds.map((user_id) => ({ user_id, poste_vacant_id: posteVacantId })))
    .execute();
}
