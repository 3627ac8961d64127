import { createHash, randomBytes } from 'node:crypto';
import {
  CLE_DROITS,
  CLE_PREFIXE,
  type Cle,
  type CleCreee,
  type CleDroit,
  type CleInput,
  type Livraison,
  integrationMessages as m,
  WEBHOOK_EVENEMENTS,
  type Webhook,
  type WebhookCree,
  type WebhookEvenement,
  type WebhookInput,
} from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound, validation } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import type { ApiKeyGate } from '../../plugins/auth.js';
import { accountOf } from '../auth/auth.service.js';
import { addressProblem } from './integration.address.js';
import * as repo from './integration.repository.js';

/**
 * Keys and webhooks for the company's other tools (contract §23). A key is shown once and kept as
 * its SHA-256 only (it is 256 random bits: no slow hash needed); a webhook's secret is shown once
 * and kept to sign with. Each creation, revocation and deletion is audited, and a key's use at
 * most once a minute.
 */

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');
const isDroit = (v: string): v is CleDroit => (CLE_DROITS as readonly string[]).includes(v);
const isEvenement = (v: string): v is WebhookEvenement => (WEBHOOK_EVENEMENTS as readonly string[]).includes(v);
/** A key's use is recorded (and audited) at most this often. */
const USE_EVERY_MS = 60_000;

const toCle = (row: repo.CleRow): Cle => ({
  id: row.id,
  nom: row.nom,
  debut: row.debut,
  droits: row.droits.split(',').filter(isDroit),
  creeLe: row.cree_le,
  expireLe: row.expire_le,
  revoqueeLe: row.revoquee_le,
  derniereUtilisation: row.derniere_utilisation,
});

export async function createCle(ctx: AppContext, input: CleInput, actorUserId: number): Promise<CleCreee> {
  const now = ctx.clock.now();
  if (input.expireLe && Date.parse(input.expireLe) <= now.getTime()) throw validation({ expireLe: m.expireInvalid });
  const cle = `${CLE_PREFIXE}${randomBytes(32).toString('base64url')}`;
  return inTransaction(ctx, async (tx) => {
    const id = await repo.insertCle(tx.db, {
      nom: input.nom,
      debut: cle.slice(0, CLE_PREFIXE.length + 6),
      hash: hashOf(cle),
      droits: input.droits.join(','),
      userId: actorUserId,
      now: now.toISOString(),
      expireLe: input.expireLe ? new Date(input.expireLe).toISOString() : null,
    });
    await tx.publish({
      type: 'integration.changed',
      actorUserId,
      action: 'cle.create',
      targetType: 'cle',
      targetId: id,
      label: input.nom,
    });
    return { id, cle };
  });
}

export async function listCles(ctx: AppContext): Promise<Cle[]> {
  return (await repo.findCles(ctx.db)).map(toCle);
}

/** Revokes a key at once (401 from its next request); 404 unknown; revoking twice changes nothing. */
export async function revokeCle(ctx: AppContext, id: number, actorUserId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await repo.findCle(tx.db, id);
    if (!row) throw notFound(m.cleNotFound);
    if (row.revoquee_le) return;
    await repo.revokeCle(tx.db, id, ctx.clock.nowIso());
    await tx.publish({
      type: 'integration.changed',
      actorUserId,
      action: 'cle.revoke',
      targetType: 'cle',
      targetId: id,
      label: row.nom,
    });
  });
}

/**
 * What the auth plugin asks of a presented key (handed in by app.ts): the key's rights and the
 * admin it acts as, or null when it is unknown, revoked or expired (the call is then anonymous: 401).
 */
export function createApiKeyGate(ctx: AppContext): ApiKeyGate {
  const lastTouch = new Map<number, number>();
  async function touch(row: repo.CleRow, now: Date): Promise<void> {
    if (now.getTime() - (lastTouch.get(row.id) ?? 0) < USE_EVERY_MS) return;
    lastTouch.set(row.id, now.getTime());
    const since = new Date(now.getTime() - USE_EVERY_MS).toISOString();
    // The conditional write decides, across instances, who records (and audits) this minute's use.
    await inTransaction(ctx, async (tx) => {
      if (!(await repo.touchCle(tx.db, row.id, now.toISOString(), since))) return;
      await tx.publish({
        type: 'integration.changed',
        actorUserId: row.cree_par_user_id,
        action: 'cle.use',
        targetType: 'cle',
        targetId: row.id,
        label: row.nom,
      });
    });
  }
  return {
    isKey: (token) => token.startsWith(CLE_PREFIXE),
    async check(token) {
      const row = await repo.findCleByHash(ctx.db, hashOf(token));
      const now = ctx.clock.now();
      if (!row || row.revoquee_le || row.cree_par_user_id === null) return null;
      if (row.expire_le && Date.parse(row.expire_le) <= now.getTime()) return null;
      const account = await accountOf(ctx, row.cree_par_user_id);
      if (!account) return null;
      await touch(row, now);
      return {
        keyId: row.id,
        droits: row.droits.split(',').filter(isDroit),
        userId: row.cree_par_user_id,
        individuId: account.individuId,
      };
    },
  };
}

const toWebhook = (row: repo.WebhookRow): Webhook => ({
  id: row.id,
  url: row.url,
  evenements: row.evenements.split(',').filter(isEvenement),
  creeLe: row.cree_le,
});

const URL_PROBLEM = { invalid: m.urlInvalid, private: m.urlPrivate, unresolved: m.urlUnresolved } as const;

export async function createWebhook(ctx: AppContext, input: WebhookInput, actorUserId: number): Promise<WebhookCree> {
  const problem = await addressProblem(input.url, ctx.config.webhookAllowPrivate);
  if (problem) throw validation({ url: URL_PROBLEM[problem] });
  const secret = `whsec_${randomBytes(24).toString('base64')}`;
  return inTransaction(ctx, async (tx) => {
    const id = await repo.insertWebhook(tx.db, {
      url: input.url,
      evenements: input.evenements.join(','),
      secret,
      userId: actorUserId,
      now: ctx.clock.nowIso(),
    });
    await tx.publish({
      type: 'integration.changed',
      actorUserId,
      action: 'webhook.create',
      targetType: 'webhook',
      targetId: id,
      label: input.url,
    });
    return { id, secret };
  });
}

export async function listWebhooks(ctx: AppContext): Promise<Webhook[]> {
  return (await repo.findWebhooks(ctx.db)).map(toWebhook);
}

/** Deletes a webhook and its delivery log (what was not sent yet is not sent). */
export async function deleteWebhook(ctx: AppContext, id: number, actorUserId: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const row = await repo.findWebhook(tx.db, id);
    if (!row) throw notFound(m.webhookNotFound);
    await repo.deleteWebhook(tx.db, id);
    await tx.publish({
      type: 'integration.changed',
      actorUserId,
      action: 'webhook.delete',
      targetType: 'webhook',
      targetId: id,
      label: row.url,
    });
  });
}

const STATE = { pending: 'en-attente', sent: 'livree', failed: 'echouee' } as const;

/** The last 100 deliveries of a webhook, newest first, each with its attempts. */
export async function listLivraisons(ctx: AppContext, webhookId: number): Promise<Livraison[]> {
  if (!(await repo.findWebhook(ctx.db, webhookId))) throw notFound(m.webhookNotFound);
  const { rows, tentatives } = await repo.findLivraisons(ctx.db, webhookId, 100);
  return rows.map((row) => ({
    id: row.id,
    messageId: row.message_id,
    type: isEvenement(row.type) ? row.type : 'candidature.creee',
    creeLe: row.cree_le,
    etat: STATE[row.etat as keyof typeof STATE] ?? 'en-attente',
    prochainEssai: row.prochain_essai,
    tentatives: tentatives
      .filter((a) => a.livraison_id === row.id)
      .map((a) => ({ date: a.date, codeHttp: a.code_http, dureeMs: a.duree_ms, erreur: a.erreur })),
  }));
}
