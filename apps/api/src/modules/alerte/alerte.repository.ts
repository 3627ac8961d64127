import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Db } from '../../db/index.js';
import type { AlerteTable, Database } from '../../db/schema.js';

/** All SQL of job alerts (§18). */

export type AlerteRow = Selectable<AlerteTable>;

export interface NewAlerte {
  email: string;
  emailKey: string;
  criteres: string;
  frequence: AlerteRow['frequence'];
  langue: AlerteRow['langue'];
  cleSel: string;
  now: string;
  expireLe: string;
}

export async function insertAlerte(db: Db, a: NewAlerte): Promise<number> {
  const row = await db
    .insertInto('alerte')
    .values({
      email: a.email,
      email_key: a.emailKey,
      criteres: a.criteres,
      frequence: a.frequence,
      langue: a.langue,
      actif: 1,
      date_creation: a.now,
      cle_sel: a.cleSel,
      expire_le: a.expireLe,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Alerts asked for this address since `since` (each sent a confirmation mail). */
export async function countAskedSince(db: Db, emailKey: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('alerte')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('email_key', '=', emailKey)
    .where('date_creation', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAlerte(db: Db, id: number): Promise<AlerteRow | undefined> {
  return db.selectFrom('alerte').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function setConfirmationToken(db: Db, id: number, hash: string, expires: string): Promise<void> {
  await db.updateTable('alerte').set({ jeton_hash: hash, jeton_expire: expires }).where('id', '=', id).execute();
}

/** Confirms the unconfirmed alert holding this token, if still valid; answers its id. */
export async function confirmByToken(
  db: Db,
  hash: string,
  values: { now: string; expireLe: string },
): Promise<number | undefined> {
  const row = await db
    .updateTable('alerte')
    .set({ confirme_le: values.now, jeton_hash: null, jeton_expire: null, expire_le: values.expireLe })
    .where('jeton_hash', '=', hash)
    .where('jeton_expire', '>', values.now)
    .where('confirme_le', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The confirmed alerts of an address, oldest first. */
export function findConfirmedOfAddress(db: Db, emailKey: string): Promise<AlerteRow[]> {
  return db
    .selectFrom('alerte')
    .selectAll()
    .where('email_key', '=', emailKey)
    .where('confirme_le', 'is not', null)
    .orderBy('id')
    .execute();
}

/** Every alert of an address, confirmed or not (export). */
export function findAllOfAddress(db: Db, emailKey: string): Promise<AlerteRow[]> {
  return db.selectFrom('alerte').selectAll().where('email_key', '=', emailKey).orderBy('id').execute();
}

export async function updateAlerteRow(
  db: Db,
  id: number,
  values: Partial<Pick<AlerteRow, 'criteres' | 'frequence' | 'actif' | 'expire_le'>>,
): Promise<void> {
  await db.updateTable('alerte').set(values).where('id', '=', id).execute();
}

export async function deleteAlerteRow(db: Db, id: number): Promise<void> {
  await db.deleteFrom('alerte_offre').where('alerte_id', '=', id).execute();
  await db.deleteFrom('alerte').where('id', '=', id).execute();
}

/** The address's alerts and what they were sent go. */
export async function deleteAllOfAddress(db: Db, emailKey: string): Promise<number> {
  const ids = db.selectFrom('alerte').select('id').where('email_key', '=', emailKey);
  await db.deleteFrom('alerte_offre').where('alerte_id', 'in', ids).execute();
  const result = await db.deleteFrom('alerte').where('email_key', '=', emailKey).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countActive(db: Db, now: string): Promise<number> {
  const row = await db
    .selectFrom('alerte')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('confirme_le', 'is not', null)
    .where('actif', '=', 1)
    .where('expire_le', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Unconfirmed alerts asked before `unconfirmedBefore`, and alerts past their end, go. */
export async function deleteStale(db: Db, values: { unconfirmedBefore: string; now: string }): Promise<number> {
  const stale = db
    .selectFrom('alerte')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('confirme_le', 'is', null), eb('date_creation', '<', values.unconfirmedBefore)]),
        eb('expire_le', '<=', values.now),
      ]),
    );
  await db.deleteFrom('alerte_offre').where('alerte_id', 'in', stale).execute();
  const result = await db
    .deleteFrom('alerte')
    .where((eb) =>
      eb.or([
        eb.and([eb('confirme_le', 'is', null), eb('date_creation', '<', values.unconfirmedBefore)]),
        eb('expire_le', '<=', values.now),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/* ---- The alert job ---- */

export function findVues(db: Db) {
  return db.selectFrom('alerte_vue').selectAll().execute();
}

/** The confirmed alerts that may receive something: switched on, not expired. */
export function findMatchable(db: Db, now: string) {
  return db
    .selectFrom('alerte')
    .select(['id', 'criteres', 'confirme_le'])
    .where('confirme_le', 'is not', null)
    .where('actif', '=', 1)
    .where('expire_le', '>', now)
    .execute();
}

const CHUNK = 500;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The job's view after this run, and what it found, written together. */
export async function saveViewAndMatches(
  db: Db,
  changes: {
    added: { poste_vacant_id: number; document: string; visible_depuis: string }[];
    changed: { poste_vacant_id: number; document: string }[];
    removed: number[];
    matches: { alerte_id: number; poste_vacant_id: number; trouve_le: string }[];
  },
): Promise<void> {
  for (const part of chunks(changes.removed)) {
    await db.deleteFrom('alerte_vue').where('poste_vacant_id', 'in', part).execute();
  }
  for (const part of chunks(changes.added, 200)) await db.insertInto('alerte_vue').values(part).execute();
  for (const c of changes.changed) {
    await db
      .updateTable('alerte_vue')
      .set({ document: c.document })
      .where('poste_vacant_id', '=', c.poste_vacant_id)
      .execute();
  }
  for (const part of chunks(changes.matches)) {
    await db
      .insertInto('alerte_offre')
      .values(part)
      .onConflict((oc) => oc.columns(['alerte_id', 'poste_vacant_id']).doNothing())
      .execute();
  }
}

/** Offers found and not sent yet, of the alerts that may receive them now, with the alert. */
export function findPending(
  db: Db,
  c: { now: string; frequences: AlerteRow['frequence'][]; dueBefore?: Record<string, string> },
) {
  let query = db
    .selectFrom('alerte_offre as ao')
    .innerJoin('alerte as a', 'a.id', 'ao.alerte_id')
    .select([
      'a.id as alerte_id',
      'a.email',
      'a.criteres',
      'a.langue',
      'a.cle_sel',
      'a.frequence',
      'ao.poste_vacant_id',
      'ao.trouve_le',
    ])
    .where('ao.envoye_le', 'is', null)
    .where('a.frequence', 'in', c.frequences)
    .where('a.actif', '=', 1)
    .where('a.confirme_le', 'is not', null)
    .where('a.expire_le', '>', c.now);
  const due = c.dueBefore;
  if (due) {
    query = query.where((eb) =>
      eb.or(
        Object.entries(due).map(([frequence, before]) =>
          eb.and([
            eb('a.frequence', '=', frequence as AlerteRow['frequence']),
            eb(eb.fn.coalesce('a.dernier_envoi', 'a.confirme_le'), '<=', before),
          ]),
        ),
      ),
    );
  }
  return query.orderBy('a.id').orderBy('ao.trouve_le').orderBy('ao.poste_vacant_id').execute();
}
export type PendingRow = Awaited<ReturnType<typeof findPending>>[number];

/** The pairs of these alerts and offers, as one condition (grouped by alert: the primary key's order). */
function pairsWhere(groups: { alerteId: number; ids: number[] }[]) {
  return (eb: ExpressionBuilder<Database, 'alerte_offre'>) =>
    eb.or(groups.map((g) => eb.and([eb('alerte_id', '=', g.alerteId), eb('poste_vacant_id', 'in', g.ids)])));
}

/**
 * Marks these offers sent, only those not already (by another run): one statement for a batch of
 * alerts; answers the pairs it marked, the only ones the caller may mail.
 */
export async function markSent(db: Db, groups: { alerteId: number; ids: number[] }[], now: string) {
  if (groups.length === 0) return [];
  return db
    .updateTable('alerte_offre')
    .set({ envoye_le: now })
    .where('envoye_le', 'is', null)
    .where(pairsWhere(groups))
    .returning(['alerte_id', 'poste_vacant_id'])
    .execute();
}

export async function setLastDigest(db: Db, alerteIds: number[], now: string): Promise<void> {
  if (alerteIds.length === 0) return;
  await db.updateTable('alerte').set({ dernier_envoi: now }).where('id', 'in', alerteIds).execute();
}

/** Offers found but no longer to send (closed, or the criteria changed): forgotten, unsent. */
export async function dropPending(db: Db, groups: { alerteId: number; ids: number[] }[]): Promise<void> {
  for (let i = 0; i < groups.length; i += 200) {
    await db
      .deleteFrom('alerte_offre')
      .where('envoye_le', 'is', null)
      .where(pairsWhere(groups.slice(i, i + 200)))
      .execute();
  }
}
