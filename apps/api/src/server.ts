import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config/index.js';
import { createDatabase, type DatabaseHandle } from './db/index.js';
import { withStartLock } from './db/start-lock.js';
import { sweepOrphanFiles } from './modules/document-candidature/orphans.js';
import { mailDestination } from './modules/mail/mail.service.js';
import { ensureAdmin } from './seed/admin.js';
import { type PreparedDatabase, prepareDatabase } from './seed/index.js';
import { createStorage, type FileStorage } from './storage/index.js';

/**
 * Entry point: configuration, database (schema, reference data, first admin, demo data), the app,
 * then listen. What a person starting the server must read goes to the console as plain text; the
 * JSON logger carries requests only, so a generated password never lands in a log pipeline.
 */
function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function publicUrl(config: Config, app: FastifyInstance): string {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = ['0.0.0.0', '::', '::0'].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function printBanner(config: Config, url: string, prepared: PreparedDatabase, orphans: number): void {
  const mail = mailDestination(config);
  const sent =
    'dir' in mail
      ? `écrits en fichiers .eml dans ${mail.dir}`
      : mail.relay
        ? `envoyés par le relais ${mail.relay}`
        : 'envoyés par le relais SMTP configuré';
  const lines = [`Plateforme de recrutement prête : ${url}`, `Courriels ${sent}`];
  if (orphans > 0) lines.push(`Fichiers orphelins supprimés : ${orphans}.`);
  const { demo } = prepared;
  if (demo.vacancies > 0) {
    lines.push(`Données de démonstration : ${demo.vacancies} offres et ${demo.applications} candidatures créées.`);
  }
  const { admin } = prepared;
  if (admin.kind === 'created' && admin.password) {
    lines.push(
      'Compte administrateur créé (ce mot de passe ne sera plus affiché) :',
      `  e-mail       : ${admin.email}`,
      `  mot de passe : ${admin.password}`,
    );
  } else if (admin.kind === 'created') {
    lines.push(`Compte administrateur créé : ${admin.email}`);
  } else if (admin.kind === 'taken') {
    lines.push(`Attention : ${admin.email} appartient à un compte candidat ; aucun administrateur n'a été créé.`);
  }
  console.info(lines.join('\n'));
}

/** First signal: close the server (in-flight requests finish), then the database. Second: exit now. */
function handleSignals(app: FastifyInstance, database: DatabaseHandle): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.info(`${signal} reçu : arrêt en cours…`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
      await app.close();
      await database.db.destroy();
      process.exit(0);
    } catch (error) {
      console.error('Arrêt incomplet :', error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/**
 * Files a crash left without their rows. Only old ones: another instance on the same store may be
 * uploading right now. A store that does not answer yet does not stop the start (the next start
 * sweeps), and uploads answer 503 until it is back.
 */
async function sweepOrphans(database: DatabaseHandle, storage: FileStorage): Promise<string[]> {
  try {
    return await sweepOrphanFiles(database.db, storage);
  } catch (error) {
    console.warn(`Fichiers orphelins non recherchés (stockage injoignable) : ${(error as Error).message}`);
    return [];
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = createDatabase(config.database);
  const storage = await createStorage(config.storage);
  // Several instances may start together: one prepares the database while the others wait.
  const prepared = await withStartLock(database, () =>
    prepareDatabase(database, config, storage, { withAdmin: false }),
  );
  const orphans = await sweepOrphans(database, storage);
  const app = await buildApp({ config, database, storage });
  handleSignals(app, database);
  await app.listen({ host: config.host, port: config.port });
  // The first admin only once the server listens: a start that dies before (port taken) leaves no
  // account behind whose generated password was never shown; the next start creates and shows it.
  const admin = await withStartLock(database, () => ensureAdmin(database.db, config.admin));
  printBanner(config, publicUrl(config, app), { ...prepared, admin }, orphans.length);
}

main().catch((error: NodeJS.ErrnoException) => {
  // Known start-up failures get one readable line; anything else keeps its stack for the operator.
  if (error.code === 'EADDRINUSE') console.error(`Le port est déjà utilisé : ${error.message}`);
  else if (error.code === 'ECONNREFUSED') console.error(`Base de données injoignable : ${error.message}`);
  else console.error('Démarrage impossible :', error);
  process.exit(1);
});
