import { randomUUID } from 'node:crypto';
import { annualSalary, type Role, type SalairePeriode, type Teletravail } from '@recrutement/contract';
import type { Insertable } from 'kysely';
import type { Db } from '../db/index.js';
import type { CandidatureTable, DocumentCandidatureTable } from '../db/schema.js';
import { nowIso } from '../lib/clock.js';
import { toKey } from '../lib/keys.js';
import { hashPassword } from '../lib/password.js';
import { vacancySearchText } from '../lib/search-text.js';
import { insertIndividu } from '../modules/individu/individu.service.js';

/**
 * Builders of rows for the demo seed and the tests (one place that knows how to make valid data).
 * Each takes the fields it needs, with sensible defaults, and answers the new id.
 */
const unique = () => randomUUID().slice(0, 8);

export async function makeIndividu(
  db: Db,
  values: Partial<{
    nom: string;
    prenom: string;
    email: string;
    telephone: string;
    paysId: number | null;
    civiliteId: number | null;
  }> = {},
): Promise<number> {
  const email = values.email ?? `personne-${unique()}@example.com`;
  const nom = values.nom ?? 'Martin';
  const prenom = values.prenom ?? 'Camille';
  return insertIndividu(db, {
    nom,
    prenom,
    email,
    telephone: values.telephone ?? '0612345678',
    paysId: values.paysId ?? null,
    civiliteId: values.civiliteId ?? null,
    createdAt: nowIso(),
  });
}

export async function makeUser(
  db: Db,
  values: {
    email?: string;
    password: string;
    role: Role;
    individuId?: number;
    nom?: string;
    prenom?: string;
    /** Accounts made here (configured admin, tests) have a verified e-mail unless told otherwise. */
    emailVerifie?: boolean;
  },
): Promise<{ id: number; individuId: number; email: string }> {
  const email = values.email ?? `user-${unique()}@example.com`;
  const individuId = values.individuId ?? (await makeIndividu(db, { email, nom: values.nom, prenom: values.prenom }));
  const role = await db.selectFrom('role').select('id').where('name', '=', values.role).executeTakeFirstOrThrow();
  const row = await db
    .insertInto('users')
    .values({
      email,
      email_key: toKey(email),
      password_hash: await hashPassword(values.password),
      role_id: role.id,
      individu_id: individuId,
      date_creation: nowIso(),
      email_verifie: values.emailVerifie === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, individuId, email };
}

export async function makePosteDeTravail(db: Db, values: Partial<{ reference: string; nom: string }> = {}) {
  const reference = values.reference ?? `REF-${unique()}`;
  const nom = values.nom ?? 'Développeur';
  const row = await db
    .insertInto('poste_de_travail')
    .values({ reference, reference_key: toKey(reference), nom, nom_key: toKey(nom) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makeSession(
  db: Db,
  values: Partial<{ reference: string; dateOuverture: string; dateCloture: string; status: boolean }> = {},
) {
  const reference = values.reference ?? `S-${unique()}`;
  const row = await db
    .insertInto('session_candidature')
    .values({
      reference,
      reference_key: toKey(reference),
      date_ouverture: values.dateOuverture ?? '2000-01-01',
      date_cloture: values.dateCloture ?? '2999-12-31',
      status: values.status === false ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function makePosteVacant(
  db: Db,
  values: {
    posteId: number;
    sessionId: number;
    typeContratId?: number;
    nom?: string;
    descriptif?: string;
    lieu?: string | null;
    datePublication?: string;
    /** Pay range (§16); absent: none, as a vacancy from before the rule. */
    salaire?: { min: number; max: number; periode: SalairePeriode } | null;
    teletravail?: Teletravail;
  },
) {
  const nom = values.nom ?? 'Développeur web';
  const salaire = values.salaire ?? null;
  const descriptif = values.descriptif ?? '<p>Une belle mission.</p>';
  const lieu = values.lieu ?? null;
  const row = await db
    .insertInto('poste_vacant')
    .values({
      nom,
      nom_key: toKey(nom),
      descriptif,
      search_text: vacancySearchText(nom, descriptif),
      lieu,
      lieu_key: lieu === null ? null : toKey(lieu),
      date_publication: values.datePublication ?? new Date().toISOString(),
      poste_id: values.posteId,
      session_id: values.sessionId,
      type_contrat_id: values.typeContratId ?? 1,
      salaire_min: salaire?.min ?? null,
      salaire_max: salaire?.max ?? null,
      salaire_periode: salaire?.periode ?? null,
      salaire_max_annuel: salaire ? annualSalary(salaire.max, salaire.periode) : null,
      teletravail: values.teletravail ?? 'NON',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A work position, an open session and an open vacancy in one call. */
export async function makeOpenVacancy(db: Db, values: { nom?: string; typeContratId?: number } = {}) {
  const posteId = await makePosteDeTravail(db);
  const sessionId = await makeSession(db);
  const id = await makePosteVacant(db, { posteId, sessionId, ...values });
  return { id, posteId, sessionId };
}

export async function insertCandidature(db: Db, values: Insertable<CandidatureTable>): Promise<number> {
  const row = await db.insertInto('candidature').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDocuments(db: Db, rows: Insertable<DocumentCandidatureTable>[]): Promise<void> {
  await db.insertInto('document_candidature').values(rows).execute();
}
