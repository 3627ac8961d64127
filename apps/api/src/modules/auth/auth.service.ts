import {
  type AccountInput,
  apiFr,
  type LoginInput,
  messages,
  type RegisterInput,
  roleSchema,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { guardWrite } from '../../lib/db-errors.js';
import { AppError, conflict, notFound, validation } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { phoneWithoutCountry } from '../../lib/phone.js';
import { inTransaction } from '../../lib/transaction.js';
import type { AuthUser } from '../../plugins/auth.js';
import {
  findIndividuIdByEmail,
  insertIndividu,
  loadIndividus,
  renumberIndividuForAccount,
} from '../individu/individu.service.js';
import { deleteMfaOf } from '../mfa/mfa.service.js';
import {
  deleteUser,
  findCredentials,
  findUserByEmailKey,
  findUserById,
  findUserByIndividuId,
  insertAccount,
  recordSignIn,
} from '../user/user.service.js';
import { deleteTokensOf } from './auth.repository.js';
import { deleteSessionsOf } from './sessions.repository.js';

export {
  acceptInvitation,
  accountCleanupJob,
  forgotPassword,
  issueAccountToken,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './account-tokens.js';
export { createSessionGate, type SessionGate } from './session-gate.js';
export { endAllSessions, endSession, listSessions, sessionsForExport } from './sessions.js';

/**
 * Checks an e-mail and password. An unknown e-mail still costs one argon2 verification (against a
 * decoy hash) so that the answer time does not reveal which addresses have an account.
 */
export async function login({ db, clock }: AppContext, input: LoginInput): Promise<AuthUser> {
  const row = await findCredentials(db, toKey(input.email));
  const valid = await verifyPassword(row?.password_hash ?? (await decoyHash()), input.password);
  // A deactivated account, or an invitation not accepted yet (§14), answers as wrong credentials.
  const usable = row !== undefined && Number(row.actif) === 1 && Number(row.invitation_en_attente) === 0;
  if (!row || !valid || !usable) throw new AppError('UNAUTHORIZED', messages.loginFailed);
  // A sign-in is activity: the retention clock of §10 starts again from it.
  await recordSignIn(db, row.id, clock.nowIso());
  return { id: row.id, role: roleSchema.parse(row.role), individuId: row.individu_id };
}

/**
 * Creates a candidate account, unverified (§9). Someone who applied without an account already
 * has an individu under that e-mail: the account joins it (its data kept as it is, under a new id
 * like a new individu's), and the answer is the same as for a new address, so that nobody learns
 * who applied. Until the link mailed to that address is followed, the account sees none of that
 * person's data.
 */
export async function register(ctx: AppContext, input: RegisterInput): Promise<AuthUser> {
  const telephone = phoneWithoutCountry(input.individu.telephone, ctx.config.org.address.country);
  if (!telephone) throw validation({ 'individu.telephone': messages.telephoneInvalid });
  const emailKey = toKey(input.email);
  // Hashing is slow: do it before the transaction so the write lock is held briefly.
  const passwordHash = await hashPassword(input.password);
  const write = () =>
    inTransaction(ctx, async (tx) => {
      const createdAt = ctx.clock.nowIso();
      const existing = await findIndividuIdByEmail(tx, input.email);
      const taken =
        (await findUserByEmailKey(tx.db, emailKey)) !== undefined ||
        (existing !== undefined && (await findUserByIndividuId(tx.db, existing)) !== undefined);
      if (taken) throw conflict(messages.emailTaken);
      const individuId =
        existing !== undefined
          ? await renumberIndividuForAccount(tx, existing)
          : await insertIndividu(tx.db, { ...input.individu, telephone, email: input.email, createdAt });
      const user = {
        email: input.email,
        emailKey,
        passwordHash,
        individuId,
        createdAt,
        emailVerifie: false,
        langue: input.langue,
      };
      const id = await insertAccount(tx.db, { ...user, role: 'CANDIDAT' });
      await tx.publish({ type: 'account.created', userId: id, individuId, email: input.email });
      return { id, role: 'CANDIDAT' as const, individuId };
    });
  // Two requests racing for the same e-mail: the unique index decides, the loser gets the same 409.
  return guardWrite(write, { unique: () => conflict(messages.emailTaken) });
}

/** Creates the candidate account of an existing individu, under the individu's own e-mail; unverified. */
export async function createAccountForIndividu(
  ctx: AppContext,
  individuId: number,
  input: AccountInput,
): Promise<AuthUser> {
  const individu = (await loadIndividus(ctx, [individuId])).get(individuId);
  if (!individu) throw notFound(apiFr.individuNotFound);
  if (await findUserByIndividuId(ctx.db, individuId)) throw conflict(messages.accountExists);
  const emailKey = toKey(individu.email);
  // An account registered under this e-mail would make the two ambiguous at sign-in.
  if (await findUserByEmailKey(ctx.db, emailKey)) throw conflict(messages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const write = () =>
    inTransaction(ctx, async (tx) => {
      const user = {
        email: individu.email,
        emailKey,
        passwordHash,
        individuId,
        emailVerifie: false,
        langue: input.langue,
      };
      const id = await insertAccount(tx.db, { ...user, role: 'CANDIDAT', createdAt: ctx.clock.nowIso() });
      await tx.publish({ type: 'account.created', userId: id, individuId, email: individu.email });
      return id;
    });
  const id = await guardWrite(write, { unique: () => conflict(messages.accountExists) });
  return { id, role: 'CANDIDAT', individuId };
}

/**
 * The address and the individu of an account (mail subscribers, the audit trail, a note's
 * signature), or undefined once it is gone; read in the caller's transaction when given one.
 */
export async function accountOf(
  ctx: Pick<AppContext, 'db'>,
  userId: number,
): Promise<{ email: string; individuId: number } | undefined> {
  const row = await findUserById(ctx.db, userId);
  return row ? { email: row.email, individuId: row.individu_id } : undefined;
}

/** The role name of an account (mail subscribers), or undefined once it is gone. */
export async function roleOf(ctx: Pick<AppContext, 'db'>, userId: number): Promise<string | undefined> {
  return (await findUserById(ctx.db, userId))?.role;
}

/**
 * Deletes an account (an erased individu's, §10, inside the erasure's transaction): its tokens,
 * its recorded sessions and second factor (§23), then the account itself through its owner.
 */
export async function deleteAccount(ctx: Pick<AppContext, 'db'>, userId: number): Promise<void> {
  await deleteTokensOf(ctx.db, userId);
  await deleteSessionsOf(ctx.db, userId);
  await deleteMfaOf(ctx, userId);
  await deleteUser(ctx.db, userId);
}
