import { runCli } from './cli.js';
import { releaseLease, takeLease } from './lib/jobs.js';
import { type PurgeReport, purgeExpired, RETENTION_JOB, retentionCutoff } from './modules/privacy/privacy.service.js';

/**
 * `npm run purge [-- --dry-run]`: the retention purge of §10 on demand, with the configuration
 * `npm start` reads (the same environment), through the same app, so the audit trail and every
 * other subscriber see the erasures exactly as when the daily job runs them. Holds the job's
 * lease, so it never runs alongside the daily job of a running server.
 */
const LEASE_MS = 60 * 60_000;

function print(report: PurgeReport, dryRun: boolean, months: number, since: string, pending: number) {
  const verb = dryRun ? 'seraient effacés' : 'effacés';
  const lines = [
    `${dryRun ? 'Purge à blanc' : 'Purge'} — conservation ${months} mois : personnes sans activité depuis le ${since.slice(0, 10)}.`,
    `  individus ${verb} : ${report.individus}`,
    `  candidatures : ${report.applications}`,
    `  fichiers : ${report.files}`,
  ];
  if (!dryRun) lines.push(`  alertes emploi expirées supprimées : ${report.alertes}`);
  if (dryRun && report.ids.length > 0) lines.push(`  identifiants : ${report.ids.join(', ')}`);
  if (pending > 0) lines.push(`  ${pending} fichier(s) restent à supprimer : nouvelle tentative automatique.`);
  console.info(lines.join('\n'));
}

runCli('Purge impossible', async ({ ctx }, config) => {
  const dryRun = process.argv.includes('--dry-run');
  if (!dryRun && !(await takeLease(ctx, RETENTION_JOB, LEASE_MS))) {
    console.error('Une purge est déjà en cours (tâche quotidienne du serveur) : réessayez plus tard.');
    return 2;
  }
  try {
    const report = await purgeExpired(ctx, { dryRun });
    const pending = await ctx.db
      .selectFrom('file_deletion')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const { since } = retentionCutoff(ctx.clock.now(), config.retentionMonths);
    print(report, dryRun, config.retentionMonths, since, Number(pending.n));
  } finally {
    if (!dryRun) await releaseLease(ctx, RETENTION_JOB);
  }
  return 0;
});
