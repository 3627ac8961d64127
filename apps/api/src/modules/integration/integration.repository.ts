import type { Selectable } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { ApiCleTable, WebhookLivraisonTable, WebhookTable } from './integration.tables.js';

export type CleRow = Selectable<ApiCleTable>;
export type WebhookRow = Selectable<WebhookTable>;
export type LivraisonRow = Selectable<WebhookLivraisonTable>;

export async function insertCle(
  db: Db,
  v: { nom: string; debut: string; hash: string; droits: string; userId: number; now: string; expireLe: string | null },
): Promise<number> {
  const row = await db
    .insertInto('api_cle')
    .values({
      nom: v.nom,
      debut: v.debut,
      hash: v.hash,
      droits: v.droits,
      cree_par_user_id: v.userId,
      cree_le: v.now,
      expire_le: v.expireLe,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findCles = (db: Db): Promise<CleRow[]> =>
  db.selectFrom('api_cle').selectAll().orderBy('id', 'desc').execute();

export const findCle = (db: Db, id: number) =>
  db.selectFrom('api_cle').selectAll().where('id', '=', id).executeTakeFirst();

export const findCleByHash = (db: Db, hash: string) =>
  db.selectFrom('api_cle').selectAll().where('hash', '=', hash).executeTakeFirst();

export async function revokeCle(db: Db, id: number, now: string): Promise<void> {
  await db
    .updateTable('api_cle')
    .set({ revoquee_le: now })
    .where('id', '=', id)
    .where('revoquee_le', 'is', null)
    .execute();
}

/** Records a use unless one was recorded since `since`: true when this call wrote it (several instances: one does). */
export async function touchCle(db: Db, id: number, now: string, since: string): Promise<boolean> {
  const result = await db
    .updateTable('api_cle')
    .set({ derniere_utilisation: now })
    .where('id', '=', id)
    .where((w) => w.or([w('derniere_utilisation', 'is', null), w('derniere_utilisation', '<', since)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertWebhook(
  db: Db,
  v: { url: string; evenements: string; secret: string; userId: number; now: string },
): Promise<number> {
  const row = await db
    .insertInto('webhook')
    .values({ url: v.url, evenements: v.evenements, secret: v.secret, cree_par_user_id: v.userId, cree_le: v.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const findWebhooks = (db: Db): Promise<WebhookRow[]> =>
  db.selectFrom('webhook').selectAll().orderBy('id', 'desc').execute();

export const findWebhook = (db: Db, id: number) =>
  db.selectFrom('webhook').selectAll().where('id', '=', id).executeTakeFirst();

/** Deletes a webhook with its deliveries and their attempts; true when it existed. */
export async function deleteWebhook(db: Db, id: number): Promise<boolean> {
  const livraisons = db.selectFrom('webhook_livraison').select('id').where('webhook_id', '=', id);
  await db.deleteFrom('webhook_tentative').where('livraison_id', 'in', livraisons).execute();
  await db.deleteFrom('webhook_livraison').where('webhook_id', '=', id).execute();
  const result = await db.deleteFrom('webhook').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function insertLivraison(
  db: Db,
  v: { webhookId: number; messageId: string; type: string; corps: string; now: string },
): Promise<void> {
  await db
    .insertInto('webhook_livraison')
    .values({
      webhook_id: v.webhookId,
      message_id: v.messageId,
      type: v.type,
      corps: v.corps,
      cree_le: v.now,
      etat: 'pending',
      prochain_essai: v.now,
    })
    .execute();
}

/** The deliveries of one webhook, newest first (at most `limit`), and their attempts. */
export async function findLivraisons(db: Db, webhookId: number, limit: number) {
  const rows = await db
    .selectFrom('webhook_livraison')
    .select(['id', 'message_id', 'type', 'cree_le', 'etat', 'prochain_essai'])
    .where('webhook_id', '=', webhookId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const ids = rows.map((r) => r.id);
  const tentatives =
    ids.length === 0
      ? []
      : await db.selectFrom('webhook_tentative').selectAll().where('livraison_id', 'in', ids).orderBy('id').execute();
  return { rows, tentatives };
}

/**
 * Claims due deliveries for `owner` until `until`: two instances never take the same row (one
 * conditional UPDATE; `FOR UPDATE SKIP LOCKED` on PostgreSQL, as the mail outbox does).
 */
export function claimDue(
  db: Db,
  dialect: Dialect,
  c: { now: string; until: string; owner: string; limit: number },
): Promise<LivraisonRow[]> {
  return db
    .with(
      (cte) => cte('due').materialized(),
      (q) => {
        const due = q
          .selectFrom('webhook_livraison')
          .select('id')
          .where('etat', '=', 'pending')
          .where('prochain_essai', '<=', c.now)
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', c.now)]))
          .orderBy('id')
          .limit(c.limit);
        return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      },
    )
    .updateTable('webhook_livraison')
    .set({ locked_by: c.owner, locked_until: c.until })
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('etat', '=', 'pending')
    .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', c.now)]))
    .returningAll()
    .execute();
}

/** One attempt's outcome: the row moves on (sent, retried at `next`, or failed when `next` is null). */
export async function recordAttempt(
  db: Db,
  row: LivraisonRow,
  a: {
    date: string;
    codeHttp: number | null;
    dureeMs: number;
    erreur: string | null;
    ok: boolean;
    next: string | null;
  },
): Promise<void> {
  await db
    .insertInto('webhook_tentative')
    .values({ livraison_id: row.id, date: a.date, code_http: a.codeHttp, duree_ms: a.dureeMs, erreur: a.erreur })
    .execute();
  await db
    .updateTable('webhook_livraison')
    .set({
      etat: a.ok ? 'sent' : a.next ? 'pending' : 'failed',
      tentatives: row.tentatives + 1,
      prochain_essai: a.ok ? null : a.next,
      locked_until: null,
    })
    .where('id', '=', row.id)
    .execute();
}
