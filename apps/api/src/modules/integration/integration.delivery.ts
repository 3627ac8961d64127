import { randomUUID } from 'node:crypto';
import type { WebhookEvenement } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import type { DomainEvent, TxScope } from '../../lib/events.js';
import { INSTANCE_ID } from '../../lib/jobs.js';
import * as repo from './integration.repository.js';
import { post } from './integration.sender.js';

export const DELIVERY_JOB = 'webhook-delivery';
/** A delivery is retried for a day, then given up (`failed`, shown in the delivery log). */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 10;
const ROUNDS = 10;

/** Wait after `attempts` failures: 30 s, 1 min, 2 min… at most 2 hours (about twenty tries in the day). */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 2 * 3_600_000);

/**
 * What a webhook receives of a domain event: its type and `donnees`, ids and the least that says
 * what happened — never a name, an address or a document (the receiver asks the API with a key
 * for more). Null: no webhook event for it.
 */
export function payloadOf(event: DomainEvent): { type: WebhookEvenement; donnees: Record<string, unknown> } | null {
  switch (event.type) {
    case 'candidature.created':
      return {
        type: 'candidature.creee',
        donnees: {
          candidatureId: event.candidatureId,
          individuId: event.individuId,
          posteVacantId: event.posteVacantId,
        },
      };
    case 'candidature.status-changed':
      return {
        type: 'candidature.etat',
        donnees: {
          candidatureId: event.candidatureId,
          individuId: event.individuId,
          ancienEtatId: event.fromEtatId,
          nouvelEtatId: event.toEtatId,
          automatique: event.automatic,
        },
      };
    case 'entretien.changed':
      return event.change === 'confirmed'
        ? { type: 'entretien.confirme', donnees: { entretienId: event.entretienId, individuId: event.individuId } }
        : null;
    case 'individu.erased':
      return { type: 'candidat.efface', donnees: { individuId: event.individuId } };
    default:
      return null;
  }
}

/**
 * Writes one delivery per webhook that asked for this event, in the event's transaction (they
 * commit or roll back with it), and wakes the sender once it has committed.
 */
export async function enqueueDeliveries(ctx: AppContext, tx: TxScope, event: DomainEvent): Promise<void> {
  const payload = payloadOf(event);
  if (!payload) return;
  const hooks = (await repo.findWebhooks(tx.db)).filter((w) => w.evenements.split(',').includes(payload.type));
  if (hooks.length === 0) return;
  const now = ctx.clock.nowIso();
  const corps = JSON.stringify({ type: payload.type, date: now, donnees: payload.donnees });
  for (const hook of hooks)
    await repo.insertLivraison(tx.db, {
      webhookId: hook.id,
      messageId: `msg_${randomUUID()}`,
      type: payload.type,
      corps,
      now,
    });
  tx.afterCommit(() => ctx.jobs.wake(DELIVERY_JOB));
}

/** The next attempt after a failure of `row`, or null to give up (24 hours after it was written). */
function nextAttempt(row: repo.LivraisonRow, now: Date): string | null {
  const deadline = Date.parse(row.cree_le) + RETRY_WINDOW_MS;
  if (now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + backoffMs(row.tentatives + 1), deadline)).toISOString();
}

/**
 * The sender of one server: claims due deliveries (two instances never take the same one), POSTs
 * each signed, and records the attempt. A crash between claim and outcome leaves a claim that runs
 * out after two minutes, then the delivery is sent again with the same `webhook-id` (at least once;
 * the receiver recognises a duplicate by it).
 */
export function createSender(ctx: AppContext) {
  const owner = `${INSTANCE_ID}-${randomUUID().slice(0, 8)}`;
  const userAgent = `recrutement-webhooks (+${ctx.config.publicUrl})`;
  return async function deliver(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const now = ctx.clock.now();
      const rows = await repo.claimDue(ctx.db, ctx.dialect, {
        now: now.toISOString(),
        until: new Date(now.getTime() + LEASE_MS).toISOString(),
        owner,
        limit: BATCH,
      });
      if (rows.length === 0) break;
      for (const row of rows) {
        const hook = await repo.findWebhook(ctx.db, row.webhook_id);
        if (!hook) continue;
        const outcome = await post(
          hook,
          { id: row.message_id, body: row.corps, timestamp: Math.floor(ctx.clock.now().getTime() / 1000) },
          { allowPrivate: ctx.config.webhookAllowPrivate, userAgent },
        );
        const ok = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
        const error = ok ? null : (outcome.error ?? `HTTP ${outcome.status}`);
        await repo.recordAttempt(ctx.db, row, {
          date: ctx.clock.nowIso(),
          codeHttp: outcome.status,
          dureeMs: outcome.ms,
          erreur: error,
          ok,
          next: ok ? null : nextAttempt(row, ctx.clock.now()),
        });
        if (ok) sent++;
        else ctx.log.warn({ livraison: row.id, webhook: hook.id, status: outcome.status }, 'webhook not delivered');
      }
    }
    return sent;
  };
}
