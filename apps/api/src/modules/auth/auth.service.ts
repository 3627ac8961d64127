import { type AccountInput, type LoginInput, messages, type RegisterInput, roleSchema } from '@recrutement/contract';
import { nowIso } from '../../lib/clock.js';
import type { AppContext } from '../../lib/context.js';
import { guardWrite } from '../../lib/db-errors.js';
import { AppError, conflict, notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import { decoyHash, hashPassword, verifyPassword } from '../../lib/password.js';
import type { AuthUser } from '../../plugins/auth.js';
import { createIndividu } from '../individu/individu.service.js';
import {
  findCredentials,
  findIndividuForAccount,
  findIndividuForAccountByEmailKey,
  insertUser,
  recordSignIn,
  userExistsWithEmailKey,
} from './auth.repository.js';

/**
 * Checks an e-mail and password. An unknown e-mail still costs one argon2 verification (against a
 * decoy hash) so that the answer time does not reveal which addresses have an account.
 */
export async function login({ db, clock }: AppContext, input: LoginInput): Promise<AuthUser> {
  const row = await findCredentials(db, toKey(input.email));
  const valid = await verifyPassword(row?.password_hash ?? (await decoyHash()), input.password);
  if (!row || !valid) throw new AppError('UNAUTHORIZED', messages.loginFailed);
  // A sign-in is activity: the retention clock of §10 starts again from it.
  await recordSignIn(db, row.id, clock.nowIso());
  return { id: row.id, role: roleSchema.parse(row.role), individuId: row.individu_id };
}

/**
 * Creates a candidate account and its individu. Someone who applied without an account already has
 * an individu under that e-mail: the account is attached to it (its data kept as it is) only for the
 * browser holding the claim on it — e-mails are not verified, and attaching for anyone would let a
 * stranger read that person's applications.
 */
export async function register(
  { db }: AppContext,
  input: RegisterInput,
  claimedIndividuId: number | null,
): Promise<AuthUser> {
  const emailKey = toKey(input.email);
  // Hashing is slow: do it before the transaction so the write lock is held briefly.
  const passwordHash = await hashPassword(input.password);
  const write = () =>
    db.transaction().execute(async (trx) => {
      const createdAt = nowIso();
      const existing = await findIndividuForAccountByEmailKey(trx, emailKey);
      if ((await userExistsWithEmailKey(trx, emailKey)) || existing?.userId) throw conflict(messages.emailTaken);
      if (existing && existing.id !== claimedIndividuId) throw conflict(messages.applicantWithoutClaim);
      const individuId =
        existing?.id ?? (await createIndividu(trx, { ...input.individu, email: input.email, createdAt }));
      const user = { email: input.email, emailKey, passwordHash, individuId, createdAt };
      const id = await insertUser(trx, { ...user, role: 'CANDIDAT' });
      return { id, role: 'CANDIDAT' as const, individuId };
    });
  // Two requests racing for the same e-mail: the unique index decides, the loser gets the same 409.
  return guardWrite(write, { unique: () => conflict(messages.emailTaken) });
}

/** Creates the candidate account of an existing individu, under the individu's own e-mail. */
export async function createAccountForIndividu(
  { db }: AppContext,
  individuId: number,
  input: AccountInput,
): Promise<AuthUser> {
  const individu = await findIndividuForAccount(db, individuId);
  if (!individu) throw notFound("Cette personne n'existe pas.");
  if (individu.userId) throw conflict(messages.accountExists);
  const emailKey = toKey(individu.email);
  // An account registered under this e-mail would make the two ambiguous at sign-in.
  if (await userExistsWithEmailKey(db, emailKey)) throw conflict(messages.emailTaken);
  const passwordHash = await hashPassword(input.password);
  const write = () =>
    insertUser(db, {
      email: individu.email,
      emailKey,
      passwordHash,
      role: 'CANDIDAT',
      individuId,
      createdAt: nowIso(),
    });
  const id = await guardWrite(write, { unique: () => conflict(messages.accountExists) });
  return { id, role: 'CANDIDAT', individuId };
}
