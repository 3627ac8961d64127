import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/index.js';
import { createDatabase, migrateToLatest } from './db/index.js';
import { releaseLease, takeLease } from './lib/jobs.js';
import { ALERTE_JOB, runAlertes } from './modules/alerte/alerte.service.js';
import { createLocalStorage } from './storage/local.js';

/**
 * `npm run alertes`: the job alerts of §18 now, with the configuration `npm start` reads, through
 * the same app (the mail subscribers write the messages to the outbox, which the server's worker
 * sends). Every alert and digest with something new goes, whatever its frequency's clock says.
 * Holds the job's lease, so it never runs alongside the job of a running server.
 */
const LEASE_MS = 10 * 60_000;

async function main(): Promise<number> {
  const config = { ...loadConfig(), jobs: false };
  if (config.database.kind === 'sqlite' && !existsSync(config.database.file)) {
    console.error(`Base de données introuvable : ${config.database.file}`);
    return 1;
  }
  const database = createDatabase(config.database);
  try {
    if ((await migrateToLatest(database)).fresh) {
      console.error('La base de données est vide : démarrez le serveur une première fois (npm start).');
      return 1;
    }
    const app = await buildApp({ config, database, storage: createLocalStorage(config.uploadDir), logger: false });
    await app.ready();
    const { ctx } = app;
    if (!(await takeLease(ctx, ALERTE_JOB, LEASE_MS))) {
      console.error('Les alertes sont en cours d’envoi par le serveur : réessayez dans un instant.');
      await app.close();
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
      await app.close();
    }
    return 0;
  } finally {
    await database.db.destroy();
  }
}

main().then(
  (code) => process.exit(code),
  (error: Error) => {
    console.error(error instanceof ConfigError ? error.message : `Alertes impossibles : ${error.message}`);
    process.exit(1);
  },
);
