import type { Db } from '../../db/index.js';
import { findEquipeIds } from '../staff/staff.scope.js';
import { findStaffById, findStaffChoices } from '../user/user.service.js';

/**
 * Who may take part in an interview about an application to this vacancy (§15): its hiring team's
 * active staff first, then the active admins and recruiters, by name. The accounts are user's, the
 * team staff's.
 */
export async function participantChoicesOf(
  db: Db,
  posteVacantId: number,
): Promise<{ id: number; nom: string; prenom: string; role: string; equipe: boolean }[]> {
  const equipe = new Set(await findEquipeIds(db, posteVacantId));
  const choices = (await findStaffChoices(db))
    .map((row) => ({ id: row.id, nom: row.nom, prenom: row.prenom, role: row.role, equipe: equipe.has(row.id) }))
    .filter((c) => c.equipe || c.role === 'ADMIN' || c.role === 'RECRUTEUR');
  return [...choices.filter((c) => c.equipe), ...choices.filter((c) => !c.equipe)];
}

/** Whether this account is a staff account (ADMIN, RECRUTEUR, MEMBRE), active or not. */
export async function isStaffAccount(db: Db, userId: number): Promise<boolean> {
  return (await findStaffById(db, userId)) !== undefined;
}
