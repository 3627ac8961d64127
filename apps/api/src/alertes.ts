import { runCli } from './cli.js';
import { releaseLease, takeLease } from './lib/jobs.js';
import { ALERTE_JOB, runAlertes } from './modules/alerte/alerte.service.js';

/**
 * `npm run alertes`: the job alerts of §18 now, with the configuration `npm start` reads, through
 * the same app (the mail subscribers write the messages to the outbox, which the server's worker
 * sends). Every alert and digest with something new goes, whatever its frequency's clock says.
 * Holds the job's lease, so it never runs alongside the job of a running server.
 */
const LEASE_MS = 10 * 60_000;

runCli('Alertes impossibles', async ({ ctx }) => {
  if (!(await takeLease(ctx, ALERTE_JOB, LEASE_MS))) {
    console.error('Les alertes sont en cours d’envoi par le serveur : réessayez dans un instant.');
    return 2;
  }
  let ran = false;
  try {
    const report = await runAlertes(ctx, { force: true });
    ran = true;
    console.info(
      [
        `Alertes emploi : ${report.mails} message(s) mis en file d’envoi.`,
        `  offres nouvelles ou modifiées : ${report.vacancies}`,
        `  offres trouvées pour des alertes : ${report.found} (en ${report.findMs} ms)`,
        `  messages écrits en ${report.sendMs} ms`,
      ].join('\n'),
    );
  } finally {
    await releaseLease(ctx, ALERTE_JOB, undefined, ran);
  }
  return 0;
});
