import type { Civilite, Individu, Pays } from '@recrutement/contract';
import { apiFr } from '@recrutement/contract';
import type { IndividuRow } from '../../db/schema.js';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { toKey } from '../../lib/keys.js';
import type { Slice } from '../../lib/pagination.js';
import type { Scope } from '../../lib/scope.js';
import type { Tx } from '../../lib/transaction.js';
import { findCivilitesByIds, findPaysByIds } from '../reference/reference.service.js';
import { isIndividuInScope } from '../staff/staff.scope.js';
import {
  copyIndividu,
  countIndividus,
  deleteIndividu,
  findIndividuIdByEmailKey,
  findIndividuRows,
  listIndividuIds,
} from './individu.repository.js';

const distinct = (values: (number | null)[]) => [...new Set(values.filter((v): v is number => v !== null))];

function toIndividu(row: IndividuRow, pays: Map<number, Pays>, civilites: Map<number, Civilite>): Individu {
  return {
    id: row.id,
    nom: row.nom,
    prenom: row.prenom,
    email: row.email,
    telephone: row.telephone,
    pays: row.pays_id === null ? null : (pays.get(row.pays_id) ?? null),
    civilite: row.civilite_id === null ? null : (civilites.get(row.civilite_id) ?? null),
    dateDeNaissance: row.date_de_naissance,
    adresse: row.adresse,
    cp: row.cp,
    ville: row.ville,
  };
}

/**
 * Individus by id, each with its nested pays and civilite, in three queries whatever the count.
 * Unknown ids are simply absent from the map.
 */
export async function loadIndividus(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<Map<number, Individu>> {
  const rows = await findIndividuRows(ctx.db, [...new Set(ids)]);
  const [paysRows, civiliteRows] = await Promise.all([
    findPaysByIds(ctx.db, distinct(rows.map((r) => r.pays_id))),
    findCivilitesByIds(ctx.db, distinct(rows.map((r) => r.civilite_id))),
  ]);
  const pays = new Map(paysRows.map((p) => [p.id, p]));
  const civilites = new Map(civiliteRows.map((c) => [c.id, c]));
  return new Map(rows.map((row) => [row.id, toIndividu(row, pays, civilites)]));
}

export async function getIndividu(ctx: AppContext, id: number): Promise<Individu> {
  const individu = (await loadIndividus(ctx, [id])).get(id);
  if (!individu) throw notFound(apiFr.individuNotFound);
  return individu;
}

/** Every individu in id order, or one page of them, with the total. */
export async function listIndividus(
  ctx: AppContext,
  slice: Slice | null,
  scope: Scope,
): Promise<{ items: Individu[]; total: number }> {
  const [ids, total] = await Promise.all([listIndividuIds(ctx.db, slice, scope), countIndividus(ctx.db, scope)]);
  const byId = await loadIndividus(ctx, ids);
  return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
}

/** The individu with that e-mail, ignoring case. */
export async function getIndividuByEmail(ctx: AppContext, email: string, scope: Scope): Promise<Individu> {
  const id = await findIndividuIdByEmailKey(ctx.db, toKey(email));
  // Out of a MEMBRE's scope: as unknown as an address nobody has (§14).
  if (id === undefined || !(await isIndividuInScope(ctx.db, scope, id))) {
    throw notFound(apiFr.individuEmailNotFound);
  }
  return getIndividu(ctx, id);
}

export type { NewIndividuValues } from './individu.repository.js';

/**
 * An applicant's address gets an account (§9): their individu takes a new id, as a new individu
 * would get, so that the answer's `id_individu` does not tell that this address had applied (an id
 * older than the one a new address got a moment before would).
 */
export async function renumberIndividuForAccount(tx: Tx, id: number): Promise<number> {
  const renumbered = await copyIndividu(tx.db, id);
  // Each module moves its own rows about the person (applications, queued mail, audit lines: their start files).
  await tx.publish({ type: 'individu.renumbered', from: id, to: renumbered });
  await deleteIndividu(tx.db, id);
  return renumbered;
}

/** The id of the individu with that e-mail (ignoring case), if any. */
export const findIndividuIdByEmail = (ctx: Pick<AppContext, 'db'>, email: string) =>
  findIndividuIdByEmailKey(ctx.db, toKey(email));

/** One individu's row as stored, with its country's and civility's names (the export of §10). */
export async function individuForExport(ctx: AppContext, id: number) {
  const { db } = ctx;
  const [row] = await findIndividuRows(db, [id]);
  if (!row) return undefined;
  const [pays] = row.pays_id === null ? [] : await findPaysByIds(db, [row.pays_id]);
  const [civilite] = row.civilite_id === null ? [] : await findCivilitesByIds(db, [row.civilite_id]);
  return { ...row, pays: pays?.designation ?? null, civilite: civilite?.designation ?? null };
}

/** One individu's row as stored, or undefined (the erasure's summary, and the erasure in its transaction). */
export const findIndividuRow = async (ctx: Pick<AppContext, 'db'>, id: number) =>
  (await findIndividuRows(ctx.db, [id]))[0];

/**
 * The one writer of new individus (apply, register, staff invitation, seed: `insertIndividu`); an
 * existing individu ticking the talent-pool box again (`updateConsent`: the consent and its date);
 * the erasure's steps on the individu row (§10): its lock first, its deletion last; setting an
 * individu's name (an invited staff member accepting, §14); duplicates and their merge (§19): who
 * looks like whom, and both rows locked before the merge.
 */
export {
  deleteIndividu,
  findDuplicateIds,
  insertIndividu,
  lockIndividu,
  lockIndividus,
  updateConsent,
  updateIndividuName,
} from './individu.repository.js';
