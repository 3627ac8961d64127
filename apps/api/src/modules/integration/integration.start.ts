import type { AppContext } from '../../lib/context.js';
import { createSender, DELIVERY_JOB, enqueueDeliveries } from './integration.delivery.js';

/**
 * Webhooks (§23): a delivery row per matching webhook is written in the transaction of each of
 * these events, and the sender job (woken after the commit, and every 10 seconds for retries)
 * claims and POSTs them.
 */
export function startIntegration(ctx: AppContext): void {
  ctx.events.subscribe('candidature.created', (tx, event) => enqueueDeliveries(ctx, tx, event));
  ctx.events.subscribe('candidature.status-changed', (tx, event) => enqueueDeliveries(ctx, tx, event));
  ctx.events.subscribe('entretien.changed', (tx, event) => enqueueDeliveries(ctx, tx, event));
  ctx.events.subscribe('individu.erased', (tx, event) => enqueueDeliveries(ctx, tx, event));
  const deliver = createSender(ctx);
  ctx.jobs.register({ name: DELIVERY_JOB, everyMs: 10_000, run: () => deliver().then(() => undefined) });
}
