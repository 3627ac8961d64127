import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseDatabaseUrl } from '../src/config/index.js';
import { createDatabase, type DatabaseHandle } from '../src/db/index.js';
import { freshPostgres } from './helpers.js';

/**
 * Real server processes (tsx on the sources) for the tests that kill or multiply them, on one
 * database: PostgreSQL when TEST_DATABASE_URL is set, else a SQLite file. Ports come from the
 * caller (this repository's tests use 3500-3599).
 */
const api = resolve(import.meta.dirname, '..');

export interface ServerWorld {
  dir: string;
  databaseUrl: string;
  /** A connection of the test's own to the servers' database. */
  database: DatabaseHandle;
  start(port: number, env?: Record<string, string>): Promise<ChildProcess>;
  close(): Promise<void>;
}

export async function serverWorld(baseEnv: Record<string, string>): Promise<ServerWorld> {
  const dir = mkdtempSync(join(tmpdir(), 'rp-process-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const postgres = pgUrl ? await freshPostgres(pgUrl) : null;
  const databaseUrl = postgres?.url ?? join(dir, 'server.db');
  const secret = randomBytes(32).toString('hex');
  const children = new Set<ChildProcess>();
  let database: DatabaseHandle | undefined;

  const world: ServerWorld = {
    dir,
    databaseUrl,
    get database() {
      database ??= createDatabase(parseDatabaseUrl(databaseUrl));
      return database;
    },
    async start(port, env = {}) {
      const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/server.ts'], {
        cwd: api,
        env: {
          ...process.env,
          NODE_ENV: 'development',
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'warn',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dir,
          DATABASE_URL: databaseUrl,
          JWT_SECRET: secret,
          ADMIN_EMAIL: 'admin@process.test',
          ADMIN_PASSWORD: 'Process-Passw0rd',
          DEMO_DATA: 'false',
          JOBS: 'true',
          WEB_DIST: join(dir, 'no-web-client'),
          ...baseEnv,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      children.add(child);
      child.once('exit', () => children.delete(child));
      await waitFor(
        `the server on port ${port}`,
        async () => ((await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null))?.ok ? true : undefined),
        40_000,
      ).catch((error) => {
        child.kill('SIGKILL');
        throw error;
      });
      return child;
    },
    async close() {
      for (const child of children) child.kill('SIGKILL');
      await database?.db.destroy();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return world;
}

export async function waitFor<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
