import { randomBytes } from 'node:crypto';
import {
  type EquipeInput,
  type EquipeMembre,
  roleSchema,
  type StaffChoix,
  type StaffInviteInput,
  type StaffMember,
  type StaffUpdateInput,
  serverFr,
  teamMessages,
  translator,
} from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { guardWrite } from '../../lib/db-errors.js';
import { conflict, notFound, validation } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { hashPassword } from '../../lib/password.js';
import { inTransaction } from '../../lib/transaction.js';
import { findIndividuIdByEmail, insertIndividu, renumberIndividuForAccount } from '../individu/individu.service.js';
import { findPosteVacantName } from '../poste-vacant/poste-vacant.service.js';
import {
  activeStaffIds,
  countOtherActiveAdmins,
  endSessionsOf,
  findAccountByEmailKey,
  findStaff,
  findStaffById,
  findStaffByIds,
  findStaffChoices,
  insertAccount,
  lockAdmins,
  type StaffRow,
  updateRoleAndActivity,
} from '../user/user.service.js';
import * as repo from './staff.repository.js';

/**
 * Staff accounts and hiring teams (contract §14). Accounts exist only by invitation: the invited
 * user is written at once (`invitationEnAttente`, no usable password) and message 5 carries a
 * single-use 7-day link; a role change or a deactivation ends the account's live sessions at once
 * on every instance (the session gate reads role and `actif` from the database, and forgets the
 * user on every instance through the broadcast).
 */

const toMember = (row: StaffRow): StaffMember => ({
  id: row.id,
  email: row.email,
  role: roleSchema.parse(row.role),
  actif: Number(row.actif) === 1,
  nom: row.nom || null,
  prenom: row.prenom || null,
  dateCreation: row.date_creation,
  invitationEnAttente: Number(row.invitation_en_attente) === 1,
});

const staffNotFound = () => notFound(teamMessages.staffUnknown);

/** The words of the audit lines these changes make (§10), in French: the audit module reads them in the reader's language. */
const auditText = translator(serverFr, 'fr');

export async function listStaff({ db }: AppContext): Promise<StaffMember[]> {
  return (await findStaff(db)).map(toMember);
}

/**
 * `GET /staff/choix`: the people a recruiter may put on a hiring team (§14: admin and recruiter
 * manage teams; only an admin lists the staff with their addresses). Names, ids and roles only.
 */
export async function listStaffChoices({ db }: AppContext): Promise<StaffChoix[]> {
  return (await findStaffChoices(db)).map((row) => ({
    id: row.id,
    nom: row.nom || null,
    prenom: row.prenom || null,
    role: roleSchema.parse(row.role),
  }));
}

export async function getStaff({ db }: AppContext, id: number): Promise<StaffMember> {
  const row = await findStaffById(db, id);
  if (!row) throw staffNotFound();
  return toMember(row);
}

/**
 * Invites a staff member (message 5). An address with an account answers 409, unless it is a
 * pending invitation: then the role is updated and a new link goes out (the old one dies).
 */
export async function inviteStaff(
  ctx: AppContext,
  input: StaffInviteInput,
  actorUserId: number,
): Promise<{ id: number; email: string; role: StaffInviteInput['role']; invitationEnAttente: true }> {
  const emailKey = toKey(input.email);
  // An unusable password until the invitation is accepted (and sign-in refuses a pending one anyway).
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const write = () =>
    inTransaction(ctx, async (tx) => {
      const createdAt = ctx.clock.nowIso();
      const existing = await findAccountByEmailKey(tx.db, emailKey);
      let id: number;
      let email = input.email;
      if (existing) {
        if (Number(existing.invitation_en_attente) !== 1) throw conflict(teamMessages.emailHasAccount);
        await updateRoleAndActivity(tx.db, existing.id, { role: input.role });
        id = existing.id;
        email = (await findStaffById(tx.db, id))?.email ?? input.email;
      } else {
        // An address that applied before keeps its individu (renumbered, as for a new account, §9).
        const applicant = await findIndividuIdByEmail(tx, input.email);
        const individuId = applicant
          ? await renumberIndividuForAccount(tx, applicant)
          : await insertIndividu(tx.db, { nom: '', prenom: '', email: input.email, telephone: '', createdAt });
        id = await insertAccount(tx.db, {
          email,
          emailKey,
          passwordHash,
          role: input.role,
          individuId,
          createdAt,
          emailVerifie: false,
          invitationEnAttente: true,
        });
      }
      await tx.publish({ type: 'staff.invited', userId: id, email });
      await tx.publish({
        type: 'staff.changed',
        actorUserId,
        action: 'staff.invite',
        targetType: 'user',
        targetId: id,
        label: auditText('audit.staff', { id: String(id), email }),
        details: auditText(existing ? 'audit.staff.reinvited' : 'audit.staff.invited', { role: input.role }),
      });
      return { id, email, role: input.role, invitationEnAttente: true as const };
    });
  // Two invitations of one address racing: the unique e-mail decides, the loser gets the 409.
  return guardWrite(write, { unique: () => conflict(teamMessages.emailHasAccount) });
}

/**
 * Changes a staff account's role and/or activity. The last active ADMIN can be neither demoted nor
 * deactivated (409). The account's sessions see the change on their next request, on every instance.
 */
export async function updateStaff(
  ctx: AppContext,
  id: number,
  input: StaffUpdateInput,
  actorUserId: number,
  forgetSessions: (userId: number) => void,
): Promise<StaffMember> {
  await inTransaction(ctx, async (tx) => {
    await lockAdmins(tx.db, ctx.dialect);
    const row = await findStaffById(tx.db, id);
    if (!row) throw staffNotFound();
    const demoted = input.role !== undefined && input.role !== 'ADMIN';
    const deactivated = input.actif === false;
    const activeAdmin = row.role === 'ADMIN' && Number(row.actif) === 1 && Number(row.invitation_en_attente) === 0;
    if (activeAdmin && (demoted || deactivated) && (await countOtherActiveAdmins(tx.db, id)) === 0) {
      throw conflict(teamMessages.lastAdmin);
    }
    await updateRoleAndActivity(tx.db, id, { role: input.role, actif: input.actif });
    const roleChanged = input.role !== undefined && input.role !== row.role;
    const activity =
      input.actif !== undefined && input.actif !== (Number(row.actif) === 1) ? (input.actif ? 'on' : 'off') : null;
    if (!roleChanged && activity === null) return;
    // A deactivation ends the sessions (§23): reactivated, the account signs in again.
    if (activity === 'off') await endSessionsOf(tx.db, id, new Date(Date.now() + 1).toISOString());
    const roles = { avant: row.role, apres: input.role ?? row.role };
    const details = !roleChanged
      ? auditText(activity === 'on' ? 'audit.staff.reactivated' : 'audit.staff.deactivated')
      : activity === null
        ? auditText('audit.staff.role', roles)
        : auditText(activity === 'on' ? 'audit.staff.roleReactivated' : 'audit.staff.roleDeactivated', roles);
    await tx.publish({
      type: 'staff.changed',
      actorUserId,
      action: 'staff.update',
      targetType: 'user',
      targetId: id,
      label: auditText('audit.staff', { id: String(id), email: row.email }),
      details,
    });
    tx.afterCommit(() => forgetSessions(id));
  });
  return getStaff(ctx, id);
}

const toEquipeMembre = (row: StaffRow): EquipeMembre => ({
  id: row.id,
  email: row.email,
  nom: row.nom || null,
  prenom: row.prenom || null,
  role: roleSchema.parse(row.role),
});

const posteVacantNotFound = () => notFound(teamMessages.posteVacantNotFound);

/** The staff accounts on a vacancy's hiring team, by user id. */
const equipeOf = async (db: Db, posteVacantId: number) =>
  findStaffByIds(db, await repo.findEquipeIds(db, posteVacantId));

/** The hiring team of a vacancy (404 unknown vacancy). */
export async function getEquipe({ db }: AppContext, posteVacantId: number): Promise<EquipeMembre[]> {
  if (!(await findPosteVacantName(db, posteVacantId))) throw posteVacantNotFound();
  return (await equipeOf(db, posteVacantId)).map(toEquipeMembre);
}

/** Replaces the hiring team of a vacancy: active staff accounts only, else 400. */
export async function setEquipe(
  ctx: AppContext,
  posteVacantId: number,
  input: EquipeInput,
  actorUserId: number,
): Promise<EquipeMembre[]> {
  const ids = [...new Set(input.membres.map((m) => m.id))];
  await inTransaction(ctx, async (tx) => {
    const poste = await findPosteVacantName(tx.db, posteVacantId);
    if (!poste) throw posteVacantNotFound();
    const staff = await activeStaffIds(tx.db, ids);
    const invalid = ids.findIndex((id) => !staff.has(id));
    if (invalid >= 0) throw validation({ [`membres.${invalid}.id`]: teamMessages.membreInvalid });
    const before = (await equipeOf(tx.db, posteVacantId)).map((r) => r.id);
    await repo.replaceEquipe(tx.db, posteVacantId, ids);
    await tx.publish({
      type: 'staff.changed',
      actorUserId,
      action: 'equipe.update',
      targetType: 'poste-vacant',
      targetId: posteVacantId,
      label: auditText('audit.offre', { id: String(posteVacantId), nom: poste.nom }),
      details: auditText('audit.equipe', { avant: before.join(', '), apres: ids.join(', ') }),
    });
  });
  return getEquipe(ctx, posteVacantId);
}
