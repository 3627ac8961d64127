import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../src/config/index.js';
import { createDatabase, type DatabaseHandle } from '../src/db/index.js';
import { makeOpenVacancy } from '../src/db/seed/factories.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { freshPostgres } from './helpers.js';
import { startRelay, type TestRelay } from './smtp.js';

/**
 * The real server process (tsx on the sources), killed with SIGKILL while a message waits for a
 * relay that is down, then started again: the message arrives once. On PostgreSQL when
 * TEST_DATABASE_URL is set, else on a SQLite file.
 */
const PORT = 3510;
const api = resolve(import.meta.dirname, '..');
let dir: string;
let relay: TestRelay;
let databaseUrl: string;
let dropPostgres: (() => Promise<void>) | undefined;
let server: ChildProcess | undefined;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rp-restart-'));
  relay = await startRelay();
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const postgres = await freshPostgres(pgUrl);
    databaseUrl = postgres.url;
    dropPostgres = postgres.drop;
  } else {
    databaseUrl = join(dir, 'server.db');
  }
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await relay.stop().catch(() => undefined);
  await dropPostgres?.();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  ...process.env,
  NODE_ENV: 'development',
  LOG_FORMAT: 'json',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  DATA_DIR: dir,
  DATABASE_URL: '',
  JWT_SECRET: randomBytes(32).toString('hex'),
  ADMIN_EMAIL: 'admin@restart.test',
  ADMIN_PASSWORD: 'Restart-Passw0rd',
  DEMO_DATA: 'false',
  JOBS: 'true',
  SMTP_URL: '',
  WEB_DIST: join(dir, 'no-web-client'),
});

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
    cwd: api,
    env: { ...env(), DATABASE_URL: databaseUrl, SMTP_URL: relay.url },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/healthz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

it('sends after a SIGKILL and a restart a message that was waiting for the relay, once', async () => {
  await relay.stop();
  server = await startServer();
  const database: DatabaseHandle = createDatabase(parseDatabaseUrl(databaseUrl));
  try {
    const vacancy = await makeOpenVacancy(database.db, { nom: 'Soudeur' });
    const email = `restart-${Date.now()}@example.com`;
    const form = await multipart(applyForm(vacancy.id, { email }));
    const res = await fetch(`http://127.0.0.1:${PORT}/candidature/upload-user`, {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
    });
    expect(res.status).toBe(201);
    const row = () =>
      database.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).executeTakeFirst();
    // The worker, woken by the commit, found the relay down and planned a retry.
    await waitFor('a failed attempt', async () => ((await row())?.attempts === 1 ? true : undefined), 10_000);
    server.kill('SIGKILL');
    await new Promise((r) => server?.once('exit', r));
    expect(await row()).toMatchObject({ state: 'pending' });

    await relay.start();
    server = await startServer();
    await waitFor('the message sent', async () => ((await row())?.state === 'sent' ? true : undefined), 60_000);
    // One more tick of the worker: nothing is sent again.
    await new Promise((r) => setTimeout(r, 11_000));
    expect(relay.to(email)).toHaveLength(1);
    expect(await row()).toMatchObject({ state: 'sent', attempts: 2 });
  } finally {
    server?.kill('SIGTERM');
    await database.db.destroy();
  }
}, 120_000);
