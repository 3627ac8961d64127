import type { Db } from '../../db/index.js';

/** The TOTP authenticator of an account, pending or confirmed. */
export const findTotp = (db: Db, userId: number) =>
  db.selectFrom('mfa_totp').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** A new pending authenticator replaces any pending one (a confirmed one is refused before). */
export async function savePendingTotp(db: Db, userId: number, sealed: string, now: string): Promise<void> {
  await db.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
  await db.insertInto('mfa_totp').values({ user_id: userId, secret_chiffre: sealed, cree_le: now }).execute();
}

/**
 * Records that a code of `step` was accepted, only if no code of that step or a later one was:
 * one conditional UPDATE, so two requests with the same code cannot both pass. `confirm` also marks
 * a pending authenticator confirmed. Answers whether it was recorded.
 */
export async function useStep(db: Db, userId: number, step: number, confirmAt?: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_totp')
    .set(confirmAt ? { dernier_pas: step, confirme_le: confirmAt } : { dernier_pas: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('dernier_pas', 'is', null), eb('dernier_pas', '<', step)]))
    .where('confirme_le', confirmAt ? 'is' : 'is not', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteTotpOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('mfa_code_secours').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_ticket').where('user_id', '=', userId).execute();
  await db.deleteFrom('mfa_totp').where('user_id', '=', userId).execute();
}

/** The recovery codes of an account, replaced all at once. */
export async function replaceRecoveryCodes(db: Db, userId: number, hashes: string[]): Promise<void> {
  await db.deleteFrom('mfa_code_secours').where('user_id', '=', userId).execute();
  await db
    .insertInto('mfa_code_secours')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash })))
    .execute();
}

/** Uses a recovery code once (a conditional UPDATE); answers whether it was there, unused. */
export async function useRecoveryCode(db: Db, userId: number, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_code_secours')
    .set({ utilise_le: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('utilise_le', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('mfa_code_secours')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('utilise_le', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertTicket(db: Db, values: { hash: string; userId: number; expiresAt: string }) {
  await db
    .insertInto('mfa_ticket')
    .values({ ticket_hash: values.hash, user_id: values.userId, expire_le: values.expiresAt })
    .execute();
}

/**
 * Counts one try of a ticket still usable (unused, unexpired, under `maxTries`): one conditional
 * UPDATE, so concurrent tries cannot exceed the cap. Answers its account, or undefined.
 */
export async function tryTicket(db: Db, hash: string, now: string, maxTries: number) {
  const row = await db
    .updateTable('mfa_ticket')
    .set((eb) => ({ essais: eb('essais', '+', 1) }))
    .where('ticket_hash', '=', hash)
    .where('utilise_le', 'is', null)
    .where('expire_le', '>', now)
    .where('essais', '<', maxTries)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Spends a ticket (its second step succeeded); answers whether this call did. */
export async function spendTicket(db: Db, hash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('mfa_ticket')
    .set({ utilise_le: now })
    .where('ticket_hash', '=', hash)
    .where('utilise_le', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteStaleTickets(db: Db, before: string): Promise<void> {
  await db.deleteFrom('mfa_ticket').where('expire_le', '<', before).execute();
}

export const findSetting = async (db: Db, cle: string) =>
  (await db.selectFrom('reglage_securite').select('valeur').where('cle', '=', cle).executeTakeFirst())?.valeur;

export async function saveSetting(db: Db, cle: string, valeur: string): Promise<void> {
  await db
    .insertInto('reglage_securite')
    .values({ cle, valeur })
    .onConflict((oc) => oc.column('cle').doUpdateSet({ valeur }))
    .execute();
}
