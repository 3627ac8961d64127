import { mfaMessages, type SessionOuverte, serverFr, teamMessages, translator } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { endSessionsOf, findStaffById, findUserById } from '../user/user.service.js';
import { insertRevokedToken } from './auth.repository.js';
import { forgetSessionsOf } from './session-gate.js';
import { deleteSession, deleteSessionsOf, findLiveSessions, findSessionOf } from './sessions.repository.js';

/*
 * The sessions one can end (§23): « Mes sessions », one ended at once on every instance (its token
 * revoked, every gate told through the broadcast), all of a staff member's ended by an admin.
 */

const auditText = translator(serverFr, 'fr');

/** `GET /api/me/sessions`: the caller's sessions in force, the last seen first. */
export async function listSessions(
  ctx: AppContext,
  userId: number,
  currentJti: string | null,
): Promise<SessionOuverte[]> {
  const rows = await findLiveSessions(ctx.db, userId, ctx.clock.nowIso());
  return rows
    .filter((r) => !r.sessions_not_before || r.cree_le >= r.sessions_not_before)
    .map((r) => ({
      id: r.id,
      creeLe: r.cree_le,
      vueLe: r.vue_le,
      ip: r.ip,
      appareil: r.appareil,
      courante: r.jti === currentJti,
    }));
}

/** `DELETE /api/me/sessions/{id}`: one of the caller's sessions ends (404 for another's). */
export async function endSession(ctx: AppContext, userId: number, id: number): Promise<void> {
  const session = await findSessionOf(ctx.db, userId, id);
  if (!session) throw notFound(mfaMessages.sessionNotFound);
  const account = await findUserById(ctx.db, userId);
  await inTransaction(ctx, async (tx) => {
    await insertRevokedToken(tx.db, session.jti, session.expire_le);
    await deleteSession(tx.db, id);
    await tx.publish({
      type: 'security.changed',
      actorUserId: userId,
      action: 'sessions.ended',
      targetId: userId,
      label: auditText('audit.staff', { id: String(userId), email: account?.email ?? '' }),
      details: auditText('audit.sessions.ended', { id: String(id) }),
    });
    tx.afterCommit(() => void forgetSessionsOf(ctx.broadcast, userId));
  });
}

/** `POST /staff/{id}/sessions/revoquer` (admin): every session of that staff member ends. */
export async function endAllSessions(ctx: AppContext, staffId: number, actorUserId: number): Promise<void> {
  const staff = await findStaffById(ctx.db, staffId);
  if (!staff) throw notFound(teamMessages.staffUnknown);
  await inTransaction(ctx, async (tx) => {
    await endSessionsOf(tx.db, staffId, new Date(Date.now() + 1).toISOString());
    await deleteSessionsOf(tx.db, staffId);
    await tx.publish({
      type: 'security.changed',
      actorUserId,
      action: 'sessions.revoked',
      targetId: staffId,
      label: auditText('audit.staff', { id: String(staffId), email: staff.email }),
      details: auditText('audit.sessions.revoked'),
    });
    tx.afterCommit(() => void forgetSessionsOf(ctx.broadcast, staffId));
  });
}

/** The sessions of an account as its owner's export shows them (§10, §23). */
export async function sessionsForExport(ctx: AppContext, userId: number) {
  const rows = await findLiveSessions(ctx.db, userId, ctx.clock.nowIso());
  return rows.map((r) => ({ creeLe: r.cree_le, vueLe: r.vue_le, ip: r.ip, appareil: r.appareil }));
}
