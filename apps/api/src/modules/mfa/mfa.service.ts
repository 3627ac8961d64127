import {
  isStaffRole,
  type LoginMfaInput,
  type MfaChallenge,
  type MfaStatus,
  messages,
  mfaMessages,
  RECOVERY_CODE_COUNT,
  type RecoveryCodes,
  type Role,
  roleSchema,
  type Securite,
  serverFr,
  type TotpEnrolment,
  translator,
} from '@recrutement/contract';
import type { Db } from '../../db/index.js';
import type { AppContext } from '../../lib/context.js';
import { AppError, conflict, notFound, unauthorized, validation } from '../../lib/errors.js';
import type { Job } from '../../lib/jobs.js';
import { verifyPassword } from '../../lib/password.js';
import { inTransaction, type Tx } from '../../lib/transaction.js';
import type { AuthUser } from '../../plugins/auth.js';
import { findPasswordCheck, findUserById } from '../user/user.service.js';
import * as repo from './mfa.repository.js';
import {
  matchingStep,
  newRecoveryCode,
  newTicket,
  newTotpSecret,
  normaliseRecoveryCode,
  openSecret,
  otpauthUrl,
  sealSecret,
  sha256,
} from './mfa.totp.js';

/*
 * The second factor of staff accounts (§23): a TOTP authenticator enrolled then confirmed, its ten
 * recovery codes, the second step of a sign-in (a ticket: 5 minutes, 5 tries, single use), and the
 * admin setting that makes it compulsory.
 */

const TICKET_MS = 5 * 60_000;
const TICKET_TRIES = 5;
const COMPULSORY = 'mfaObligatoire';
const auditText = translator(serverFr, 'fr');

const secretOf = (ctx: Pick<AppContext, 'config'>, sealed: string) => openSecret(ctx.config.jwtSecret, sealed);

async function audit(
  tx: Tx,
  actorUserId: number,
  action: 'mfa.enabled' | 'mfa.disabled' | 'mfa.recovery-used',
  email: string,
  details: string,
) {
  await tx.publish({
    type: 'security.changed',
    actorUserId,
    action,
    targetId: actorUserId,
    label: auditText('audit.staff', { id: String(actorUserId), email }),
    details,
  });
}

/** `POST /api/me/mfa/totp`: a new pending authenticator (409 when one is confirmed already). */
export async function enrolTotp(ctx: AppContext, userId: number): Promise<TotpEnrolment> {
  const account = await findUserById(ctx.db, userId);
  if (!account) throw unauthorized();
  const existing = await repo.findTotp(ctx.db, userId);
  if (existing?.confirme_le) throw conflict(mfaMessages.alreadyEnrolled);
  const secret = newTotpSecret();
  await repo.savePendingTotp(ctx.db, userId, sealSecret(ctx.config.jwtSecret, secret), ctx.clock.nowIso());
  return { secret, otpauthUrl: otpauthUrl(secret, ctx.config.org.name, account.email) };
}

/** `POST /api/me/mfa/totp/confirmer`: a code of the pending secret confirms it; the recovery codes, once. */
export async function confirmTotp(ctx: AppContext, userId: number, code: string): Promise<RecoveryCodes> {
  const pending = await repo.findTotp(ctx.db, userId);
  if (!pending || pending.confirme_le) throw conflict(mfaMessages.notPending);
  const step = matchingStep(secretOf(ctx, pending.secret_chiffre), code, ctx.clock.now().getTime());
  if (step === null) throw validation({ code: mfaMessages.codeInvalid }, mfaMessages.codeInvalid);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return inTransaction(ctx, async (tx) => {
    if (!(await repo.useStep(tx.db, userId, step, ctx.clock.nowIso())))
      throw validation({ code: mfaMessages.codeInvalid }, mfaMessages.codeInvalid);
    await repo.replaceRecoveryCodes(
      tx.db,
      userId,
      codes.map((c) => sha256(normaliseRecoveryCode(c))),
    );
    const account = await findUserById(tx.db, userId);
    await audit(tx, userId, 'mfa.enabled', account?.email ?? '', auditText('audit.mfa.enabled'));
    return { codesSecours: codes };
  });
}

/** `DELETE /api/me/mfa/totp`: with the password again, the authenticator and its codes go. */
export async function disableTotp(ctx: AppContext, userId: number, password: string): Promise<void> {
  const account = await findPasswordCheck(ctx.db, userId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.password_hash, password)))
    throw validation({ password: messages.passwordWrong }, messages.passwordWrong);
  const totp = await repo.findTotp(ctx.db, userId);
  if (!totp?.confirme_le) throw notFound(mfaMessages.notEnrolled);
  await inTransaction(ctx, async (tx) => {
    await repo.deleteTotpOf(tx.db, userId);
    await audit(tx, userId, 'mfa.disabled', account.email, auditText('audit.mfa.disabled'));
  });
}

/** `GET /api/me/mfa`: what the caller has, and whether it is compulsory for them. */
export async function mfaStatus(ctx: AppContext, user: { id: number; role: Role }): Promise<MfaStatus> {
  const totp = await repo.findTotp(ctx.db, user.id);
  const confirmed = Boolean(totp?.confirme_le);
  return {
    totp: confirmed,
    codesSecoursRestants: confirmed ? await repo.countUnusedRecoveryCodes(ctx.db, user.id) : 0,
    obligatoire: isStaffRole(user.role) && (await isMfaCompulsory(ctx)),
  };
}

/**
 * After the password (`POST /api/login1`): the second step's ticket for an account with a
 * confirmed authenticator, else null (the session opens at once).
 */
export async function secondStepFor(ctx: AppContext, userId: number): Promise<MfaChallenge | null> {
  const totp = await repo.findTotp(ctx.db, userId);
  if (!totp?.confirme_le) return null;
  const ticket = newTicket();
  const expiresAt = new Date(ctx.clock.now().getTime() + TICKET_MS).toISOString();
  await repo.insertTicket(ctx.db, { hash: sha256(ticket), userId, expiresAt });
  return { mfaRequise: true, ticket, methodes: ['totp'] };
}

/**
 * `POST /api/login/mfa`: the ticket (one try counted, 5 at most) and a TOTP code not used before,
 * or an unused recovery code (then gone). Answers the account to open a session for.
 */
export async function completeSignIn(ctx: AppContext, input: LoginMfaInput): Promise<AuthUser> {
  const hash = sha256(input.ticket);
  const now = ctx.clock.nowIso();
  const userId = await repo.tryTicket(ctx.db, hash, now, TICKET_TRIES);
  if (userId === undefined) throw new AppError('UNAUTHORIZED', mfaMessages.ticketInvalid);
  const totp = await repo.findTotp(ctx.db, userId);
  const account = await findUserById(ctx.db, userId);
  if (!totp?.confirme_le || !account || Number(account.actif) !== 1)
    throw new AppError('UNAUTHORIZED', mfaMessages.ticketInvalid);
  const step = matchingStep(secretOf(ctx, totp.secret_chiffre), input.code, ctx.clock.now().getTime());
  await inTransaction(ctx, async (tx) => {
    const passed =
      step !== null
        ? await repo.useStep(tx.db, userId, step)
        : await repo.useRecoveryCode(tx.db, userId, sha256(normaliseRecoveryCode(input.code)), now);
    if (!passed) throw new AppError('UNAUTHORIZED', mfaMessages.codeInvalid);
    if (!(await repo.spendTicket(tx.db, hash, now))) throw new AppError('UNAUTHORIZED', mfaMessages.ticketInvalid);
    if (step === null) {
      const restants = String(await repo.countUnusedRecoveryCodes(tx.db, userId));
      await audit(tx, userId, 'mfa.recovery-used', account.email, auditText('audit.mfa.recoveryUsed', { restants }));
    }
  });
  return { id: userId, role: roleSchema.parse(account.role), individuId: account.individu_id };
}

const compulsoryMemo = new WeakMap<Db, { value: boolean; until: number }>();

/** The admin setting `mfaObligatoire`, remembered 2 seconds per instance (read by the session gate). */
export async function isMfaCompulsory(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  const memo = compulsoryMemo.get(ctx.db);
  if (memo && memo.until > Date.now()) return memo.value;
  const value = (await repo.findSetting(ctx.db, COMPULSORY)) === 'true';
  compulsoryMemo.set(ctx.db, { value, until: Date.now() + 2_000 });
  return value;
}

/**
 * For the session gate: a staff account without a confirmed authenticator while the second factor
 * is compulsory reaches nothing but enrolment (403 MFA_REQUIRED).
 */
export async function secondFactorMissing(ctx: Pick<AppContext, 'db'>, userId: number, role: Role): Promise<boolean> {
  if (!isStaffRole(role) || !(await isMfaCompulsory(ctx))) return false;
  return !(await repo.findTotp(ctx.db, userId))?.confirme_le;
}

export async function getSecurite(ctx: AppContext): Promise<Securite> {
  return { mfaObligatoire: (await repo.findSetting(ctx.db, COMPULSORY)) === 'true' };
}

/** `PUT /api/securite` (admin): audited; this instance reads the new value at once. */
export async function setSecurite(ctx: AppContext, input: Securite, actorUserId: number): Promise<Securite> {
  await inTransaction(ctx, async (tx) => {
    await repo.saveSetting(tx.db, COMPULSORY, String(input.mfaObligatoire));
    await tx.publish({
      type: 'security.changed',
      actorUserId,
      action: 'securite.update',
      targetId: null,
      label: auditText('audit.securite.target'),
      details: auditText('audit.securite', { valeur: String(input.mfaObligatoire) }),
    });
  });
  compulsoryMemo.delete(ctx.db);
  return getSecurite(ctx);
}

/** What the owner's export says of the second factor (§10): whether and since when, never the secret. */
export async function mfaForExport(ctx: Pick<AppContext, 'db'>, userId: number) {
  const totp = await repo.findTotp(ctx.db, userId);
  return {
    totp: Boolean(totp?.confirme_le),
    confirmeLe: totp?.confirme_le ?? null,
    codesSecoursRestants: totp?.confirme_le ? await repo.countUnusedRecoveryCodes(ctx.db, userId) : 0,
  };
}

/** An erased account's second factor goes with it (§10), inside the erasure's transaction. */
export async function deleteMfaOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<void> {
  await repo.deleteTotpOf(ctx.db, userId);
}

/** Spent and expired sign-in tickets go, hourly. */
export const mfaCleanupJob: Job = {
  name: 'mfa-cleanup',
  everyMs: 3_600_000,
  exclusive: true,
  async run(job) {
    await repo.deleteStaleTickets(job.db, job.clock.nowIso());
  },
};
