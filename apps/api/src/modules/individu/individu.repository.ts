import type { Db, Dialect } from '../../db/index.js';
import { individuSearchKey, nomPrenomKey, telephoneKey, toKey } from '../../lib/keys.js';
import type { Slice } from '../../lib/pagination.js';
import type { Scope } from '../../lib/scope.js';
import { individuInScopeSql } from '../staff/staff.scope.js';

export async function findIndividuRows(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('individu').selectAll().where('id', 'in', ids).execute();
}

/** Ids of individus in id order, optionally one page of them. */
export async function listIndividuIds(db: Db, slice: Slice | null, scope: Scope): Promise<number[]> {
  let query = db.selectFrom('individu').select('id').where(individuInScopeSql(scope, 'individu.id')).orderBy('id');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  const rows = await query.execute();
  return rows.map((r) => r.id);
}

export async function countIndividus(db: Db, scope: Scope): Promise<number> {
  const row = await db
    .selectFrom('individu')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(individuInScopeSql(scope, 'individu.id'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export async function findIndividuIdByEmailKey(db: Db, emailKey: string): Promise<number | undefined> {
  const row = await db.selectFrom('individu').select('id').where('email_key', '=', emailKey).executeTakeFirst();
  return row?.id;
}

export interface NewIndividuValues {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  paysId?: number | null;
  civiliteId?: number | null;
  dateDeNaissance?: string | null;
  adresse?: string | null;
  cp?: string | null;
  ville?: string | null;
  createdAt: string;
  /** Talent-pool consent (§10), with the instant it was given. */
  consentementVivier?: boolean;
}

/**
 * Copies individu `id` under a new id, the one a new individu would get now (the row's data as they
 * are), and returns it; the caller moves what refers to the old row, then deletes it. The e-mail key
 * is unique, so the old row lets go of it before the copy is written.
 */
export async function copyIndividu(db: Db, id: number): Promise<number> {
  const { id: _old, ...row } = await db
    .selectFrom('individu')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('individu')
    .set({ email_key: `#renumbered-${id}` })
    .where('id', '=', id)
    .execute();
  const { id: newId } = await db.insertInto('individu').values(row).returning('id').executeTakeFirstOrThrow();
  return newId;
}

/** The one place an individu row is written: its keys (e-mail, search) are derived here, never by callers. */
export async function insertIndividu(db: Db, values: NewIndividuValues): Promise<number> {
  const row = await db
    .insertInto('individu')
    .values({
      nom: values.nom,
      prenom: values.prenom,
      email: values.email,
      email_key: toKey(values.email),
      search_key: individuSearchKey(values),
      telephone: values.telephone,
      telephone_key: telephoneKey(values.telephone),
      nom_prenom_key: nomPrenomKey(values),
      pays_id: values.paysId ?? null,
      civilite_id: values.civiliteId ?? null,
      date_de_naissance: values.dateDeNaissance ?? null,
      adresse: values.adresse ?? null,
      cp: values.cp ?? null,
      ville: values.ville ?? null,
      created_at: values.createdAt,
      consentement_vivier: values.consentementVivier ? 1 : 0,
      consentement_vivier_date: values.consentementVivier ? values.createdAt : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Records the talent-pool consent (§10) given at `date`; a consent given again refreshes the date. */
export async function updateConsent(db: Db, individuId: number, date: string): Promise<void> {
  await db
    .updateTable('individu')
    .set({ consentement_vivier: 1, consentement_vivier_date: date })
    .where('id', '=', individuId)
    .execute();
}

/** A new name (an invited staff member accepting, §14); the search key follows it. */
export async function updateIndividuName(db: Db, id: number, values: { nom: string; prenom: string }) {
  const row = await db.selectFrom('individu').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  await db
    .updateTable('individu')
    .set({ nom: values.nom, prenom: values.prenom, search_key: individuSearchKey({ ...values, email: row.email }) })
    .where('id', '=', id)
    .execute();
}

/**
 * Takes the individu's row lock first (a no-op UPDATE), so that two erasures of the same person
 * run one after the other, and answers whether the row still exists.
 */
export async function lockIndividu(db: Db, individuId: number): Promise<boolean> {
  const result = await db
    .updateTable('individu')
    .set((eb) => ({ nom: eb.ref('nom') }))
    .where('id', '=', individuId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteIndividu(db: Db, individuId: number): Promise<void> {
  await db.deleteFrom('individu').where('id', '=', individuId).execute();
}

/**
 * Other individus with the same phone key or the same name key, in id order (duplicates, §19);
 * undefined when `id` is unknown.
 */
export async function findDuplicateIds(db: Db, id: number, limit: number): Promise<number[] | undefined> {
  const individu = await db
    .selectFrom('individu')
    .select(['id', 'telephone_key', 'nom_prenom_key'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!individu) return undefined;
  const phone = individu.telephone_key && individu.telephone_key.length >= 6 ? individu.telephone_key : null;
  const name = individu.nom_prenom_key && individu.nom_prenom_key !== '|' ? individu.nom_prenom_key : null;
  if (!phone && !name) return [];
  const rows = await db
    .selectFrom('individu')
    .select('id')
    .where('id', '<>', individu.id)
    .where((eb) =>
      eb.or([...(phone ? [eb('telephone_key', '=', phone)] : []), ...(name ? [eb('nom_prenom_key', '=', name)] : [])]),
    )
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Locks these rows (PostgreSQL), lower id first; answers the ids that exist (a merge, §19). */
export async function lockIndividus(db: Db, dialect: Dialect, ids: number[]): Promise<number[]> {
  let query = db.selectFrom('individu').select('id').where('id', 'in', ids).orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  return (await query.execute()).map((r) => r.id);
}
