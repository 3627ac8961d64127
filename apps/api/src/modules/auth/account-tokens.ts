import { createHash, randomBytes } from 'node:crypto';
import {
  type ForgotPasswordInput,
  type InvitationAcceptInput,
  messages,
  type ResetPasswordInput,
  roleSchema,
  type VerifyEmailInput,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { tokenInvalid, validation } from '../../lib/errors.js';
import type { TxScope } from '../../lib/events.js';
import type { Job } from '../../lib/jobs.js';
import { toKey } from '../../lib/keys.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { inTransaction } from '../../lib/transaction.js';
import type { AuthUser } from '../../plugins/auth.js';
import { updateIndividuName } from '../individu/individu.service.js';
import {
  completeInvitation,
  findUserByEmailKey,
  findUserById,
  markEmailVerified,
  setPassword,
} from '../user/user.service.js';
import {
  consumeAccountToken,
  countTokensSince,
  deleteExpiredRevocations,
  deleteStaleAccountTokens,
  findUsableAccountToken,
  insertAccountToken,
  retireAccountTokens,
  type TokenPurpose,
} from './auth.repository.js';
import { deleteExpiredSessions } from './sessions.repository.js';

/**
 * How long a mailed link works: 48 hours to confirm an address, 1 hour to reset a password (§9),
 * 7 days to accept an invitation to the hiring team (§14).
 */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verify: 48 * 3_600_000,
  reset: 3_600_000,
  invite: 7 * 86_400_000,
};

/**
 * At most 3 links of one purpose per mailbox per quarter of an hour, whatever the addresses and
 * instances asking: past that, requests are answered as usual and send nothing.
 */
const MAILS_PER_WINDOW = 3;
const WINDOW_MS = 15 * 60_000;

async function mailboxIsFull(ctx: AppContext, userId: number, purpose: TokenPurpose): Promise<boolean> {
  const since = new Date(ctx.clock.now().getTime() - WINDOW_MS).toISOString();
  return (await countTokensSince(ctx.db, userId, purpose, since)) >= MAILS_PER_WINDOW;
}

/** Only the hash is stored: a copy of the database opens no account. */
const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/**
 * A new single-use token for a mailed link, stored hashed, in the caller's transaction (the mail
 * subscriber writes it with its outbox row). A new reset link retires the older ones.
 */
export async function issueAccountToken(
  tx: TxScope,
  values: { userId: number; purpose: TokenPurpose; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const createdAt = values.now.toISOString();
  // A new reset or invitation link retires the older ones (§14: re-inviting kills the old link).
  if (values.purpose !== 'verify') await retireAccountTokens(tx.db, values.userId, values.purpose, createdAt);
  await insertAccountToken(tx.db, {
    userId: values.userId,
    purpose: values.purpose,
    tokenHash: hashOf(token),
    createdAt,
    expiresAt: new Date(values.now.getTime() + TOKEN_LIFETIME_MS[values.purpose]).toISOString(),
  });
  return token;
}

/**
 * Follows the link of message 3 with the account's password (§9, no pre-hijacking): the e-mail is
 * verified. Someone may have registered the owner's address with a password of their own; the
 * owner clicking the link must not hand them the owner's applications, so the link alone proves
 * nothing. A wrong or missing password leaves the token usable (the owner who does not know it
 * resets it instead, which proves the mailbox too). Answers the user's id.
 */
export async function verifyEmail(ctx: AppContext, input: VerifyEmailInput): Promise<number> {
  const tokenHash = hashOf(input.token);
  const account = await findUsableAccountToken(ctx.db, tokenHash, 'verify', ctx.clock.nowIso());
  if (!account) throw tokenInvalid();
  if (!(await verifyPassword(account.password_hash, input.password))) {
    throw validation({ password: messages.passwordWrong }, messages.passwordWrong);
  }
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.nowIso();
    // Conditional: two requests racing with the same link cannot both succeed.
    const userId = await consumeAccountToken(tx.db, tokenHash, 'verify', now);
    if (userId === undefined || userId !== account.userId) throw tokenInvalid();
    await markEmailVerified(tx.db, userId);
    await retireAccountTokens(tx.db, userId, 'verify', now);
    return userId;
  });
}

/** Sends message 3 again, unless the address is already verified (then nothing happens). */
export async function resendVerification(ctx: AppContext, userId: number): Promise<void> {
  const account = await findUserById(ctx.db, userId);
  if (!account || Number(account.email_verifie) === 1 || (await mailboxIsFull(ctx, userId, 'verify'))) return;
  await inTransaction(ctx, (tx) =>
    tx.publish({ type: 'account.verification-requested', userId, email: account.email }),
  );
}

/** Sends message 4 when the address has an account; says nothing either way (the route answers 204). */
export async function forgotPassword(ctx: AppContext, input: ForgotPasswordInput): Promise<void> {
  const account = await findUserByEmailKey(ctx.db, toKey(input.email));
  if (!account || (await mailboxIsFull(ctx, account.id, 'reset'))) return;
  await inTransaction(ctx, (tx) =>
    tx.publish({ type: 'account.password-reset-requested', userId: account.id, email: account.email }),
  );
}

/**
 * Follows the link of message 4: a new password, and every session of that account ends (tokens
 * issued before now are refused). Following it proves the mailbox, so the address is verified too.
 * Answers the user's id.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.nowIso();
    const userId = await consumeAccountToken(tx.db, hashOf(input.token), 'reset', now);
    if (userId === undefined) throw tokenInvalid();
    // Compared with the tokens' own issue time, which is the system's (not the domain clock).
    await setPassword(tx.db, userId, passwordHash, new Date().toISOString());
    await retireAccountTokens(tx.db, userId, 'reset', now);
    // The address is verified by this link: the verification links have nothing left to do.
    await retireAccountTokens(tx.db, userId, 'verify', now);
    return userId;
  });
}

/**
 * Follows the link of message 5 (§14): the invited staff member sets a password and a name; the
 * link proved the address. Single use; answers the account to open a session for.
 */
export async function acceptInvitation(
  ctx: AppContext,
  input: InvitationAcceptInput,
): Promise<AuthUser & { email: string }> {
  const passwordHash = await hashPassword(input.password);
  return inTransaction(ctx, async (tx) => {
    const now = ctx.clock.nowIso();
    const userId = await consumeAccountToken(tx.db, hashOf(input.token), 'invite', now);
    if (userId === undefined) throw tokenInvalid();
    const account = await completeInvitation(tx.db, userId, { passwordHash, langue: input.langue ?? 'fr' });
    if (!account) throw tokenInvalid();
    await updateIndividuName(tx.db, account.individu_id, { nom: input.nom, prenom: input.prenom });
    await retireAccountTokens(tx.db, userId, 'invite', now);
    return { id: userId, role: roleSchema.parse(account.role), individuId: account.individu_id, email: account.email };
  });
}

/** Hourly: revocations of expired tokens, and account tokens used or expired a week ago, go. */
export const accountCleanupJob: Job = {
  name: 'account-cleanup',
  everyMs: 3_600_000,
  exclusive: true,
  async run(job) {
    await deleteExpiredRevocations(job.db, new Date().toISOString());
    const weekAgo = new Date(job.clock.now().getTime() - 7 * 86_400_000).toISOString();
    await deleteStaleAccountTokens(job.db, weekAgo);
    await deleteExpiredSessions(job.db, new Date().toISOString());
  },
};
