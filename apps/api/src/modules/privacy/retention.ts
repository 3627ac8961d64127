import type { AppContext } from '../../lib/context.js';
import type { Job } from '../../lib/jobs.js';
import { purgeStaleAlertes } from '../alerte/alerte.service.js';
import { countOfIndividu } from '../candidature/candidature.service.js';
import { eraseIndividu, fileNamesOfIndividu } from './erasure.js';
import * as repo from './privacy.repository.js';

export const RETENTION_JOB = 'retention';
const BATCH = 100;

/** The first instant still inside the retention period: now minus RETENTION_MONTHS calendar months. */
export function retentionCutoff(now: Date, months: number): repo.RetentionCutoff {
  const since = new Date(now);
  since.setUTCMonth(since.getUTCMonth() - months);
  return { since: since.toISOString() };
}

export interface PurgeReport {
  individus: number;
  applications: number;
  files: number;
  /** Job alerts past their 24 months, or left unconfirmed for 7 days (§18); not counted in a dry run. */
  alertes: number;
  /** Dry run: the ids that would go (a real run erases them one by one instead). */
  ids: number[];
}

/**
 * Erases every individu past retention (§10), one person per transaction, so that the server keeps
 * answering in between (SQLite serialises writes: one long transaction would stall every request).
 * Each person is re-checked under their row lock, so someone who applies or signs in meanwhile
 * stays. `dryRun` only counts.
 */
export async function purgeExpired(ctx: AppContext, options: { dryRun?: boolean } = {}): Promise<PurgeReport> {
  const cutoff = retentionCutoff(ctx.clock.now(), ctx.config.retentionMonths);
  const report: PurgeReport = { individus: 0, applications: 0, files: 0, alertes: 0, ids: [] };
  if (!options.dryRun) report.alertes = await purgeStaleAlertes(ctx);
  let afterId = 0;
  for (;;) {
    const ids = await repo.findExpired(ctx.db, cutoff, { limit: BATCH, afterId });
    if (ids.length === 0) return report;
    afterId = ids[ids.length - 1] as number;
    for (const id of ids) {
      if (options.dryRun) {
        report.individus += 1;
        report.applications += await countOfIndividu(ctx.db, id);
        report.files += (await fileNamesOfIndividu(ctx.db, id)).length;
        report.ids.push(id);
        continue;
      }
      const erased = await eraseIndividu(ctx, id, { by: 'retention', actorUserId: null, cutoff });
      if (!erased) continue;
      report.individus += 1;
      report.applications += erased.applications;
      report.files += erased.files;
    }
  }
}

/** The daily job: one instance at a time across servers (lease), an hour at most per run. */
export const retentionJob: Job = {
  name: RETENTION_JOB,
  everyMs: 24 * 60 * 60_000,
  exclusive: true,
  leaseMs: 60 * 60_000,
  run: async (jobCtx) => {
    const report = await purgeExpired(jobCtx);
    if (report.individus > 0) {
      jobCtx.log.info(
        { individus: report.individus, applications: report.applications, files: report.files },
        'retention: individus erased',
      );
    }
  },
};
