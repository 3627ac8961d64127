import type { AppContext } from '../../lib/context.js';
import { alerteCleanupJob, alerteJob } from './alerte.job.js';

/**
 * Job alerts' background work (§18): the alert job every ALERT_INTERVAL_S seconds (one instance at
 * a time, through its lease), and the hourly cleanup of unconfirmed and expired alerts. Their
 * messages are written by mail's subscribers (`alerte.confirmation-requested`, `alerte.offres-found`).
 */
export function startAlerte(ctx: AppContext): void {
  ctx.jobs.register(alerteJob(ctx.config.alertIntervalS * 1_000));
  ctx.jobs.register(alerteCleanupJob);
}
