import { randomBytes } from 'node:crypto';
import { passwordProblems } from '@recrutement/contract';
import type { Db } from '../db/index.js';
import { toKey } from '../lib/keys.js';
import { findIndividuIdByEmail } from '../modules/individu/individu.service.js';
import { makeUser } from './factories.js';

export type AdminSeed =
  | { kind: 'none' }
  | { kind: 'created'; email: string; password?: string }
  | { kind: 'taken'; email: string };

/** A random password that satisfies the password rules (about 120 bits). */
export function generatePassword(): string {
  for (;;) {
    const candidate = randomBytes(15).toString('base64url');
    if (passwordProblems(candidate).length === 0) return candidate;
  }
}

const usersWithRole = (db: Db) =>
  db.selectFrom('users').innerJoin('role', 'role.id', 'users.role_id').select(['users.id', 'role.name as role']);

async function anyAdmin(db: Db): Promise<boolean> {
  return (await usersWithRole(db).where('role.name', '=', 'ADMIN').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * The first admin (contract §8). With a configured password, that account is created once under the
 * configured e-mail. Without one, and only while no admin exists, an account is created with a
 * generated password, answered so that the server can show it once.
 */
export async function ensureAdmin(db: Db, admin: { email: string; password: string | undefined }): Promise<AdminSeed> {
  if (admin.password === undefined && (await anyAdmin(db))) return { kind: 'none' };
  const existing = await usersWithRole(db).where('users.email_key', '=', toKey(admin.email)).executeTakeFirst();
  // A candidate who signed up under that address is never promoted silently.
  if (existing) return existing.role === 'ADMIN' ? { kind: 'none' } : { kind: 'taken', email: admin.email };
  const password = admin.password ?? generatePassword();
  // Someone may already have applied under that address: the account then joins that individu.
  const individuId = await findIndividuIdByEmail({ db }, admin.email);
  await makeUser(db, {
    email: admin.email,
    password,
    role: 'ADMIN',
    individuId,
    nom: 'Administrateur',
    prenom: 'Recrutement',
  });
  return { kind: 'created', email: admin.email, ...(admin.password === undefined ? { password } : {}) };
}
