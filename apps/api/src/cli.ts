import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config/index.js';
import { createDatabase, migrateToLatest } from './db/index.js';

/**
 * What a command-line task (`npm run purge`, `npm run alertes`) runs in: the configuration
 * `npm start` reads, with jobs off (the task does its one run and leaves), and the same app, so
 * every subscriber sees what it does as when the server's job does it. A wrong DATA_DIR or
 * DATABASE_URL must not create an empty database and report "nothing to do": both refuse with 1.
 * Runs `task`, answers its exit code, and closes the app and the database whatever happens.
 */
async function runWithApp(task: (app: FastifyInstance, config: Config) => Promise<number>): Promise<number> {
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
    // The configured store (STORAGE=fs or s3), as the server's: an erasure removes the files where they are.
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    try {
      return await task(app, config);
    } finally {
      await app.close();
    }
  } finally {
    await database.db.destroy();
  }
}

/** Runs a command-line task and exits with its code; a failure prints `failed: <reason>` (French). */
export function runCli(failed: string, task: (app: FastifyInstance, config: Config) => Promise<number>): void {
  runWithApp(task).then(
    (code) => process.exit(code),
    (error: Error) => {
      console.error(error instanceof ConfigError ? error.message : `${failed} : ${error.message}`);
      process.exit(1);
    },
  );
}
