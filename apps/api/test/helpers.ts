import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Role } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config/index.js';
import { createDatabase, type DatabaseHandle, type Db, migrateToLatest } from '../src/db/index.js';
import type { Clock } from '../src/lib/clock.js';
import { makeUser } from '../src/seed/factories.js';
import { seedReference } from '../src/seed/reference.js';
import { createStorage, type FileStorage } from '../src/storage/index.js';

export const TEST_PASSWORD = 'Secret-Passw0rd';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  config: Config;
  /** A signed-in user of that role (a fresh individu each time), with a session token. */
  signIn(role: Role, values?: { email?: string; nom?: string; prenom?: string }): Promise<TestUser>;
  close(): Promise<void>;
}

export interface TestUser {
  id: number;
  individuId: number;
  email: string;
  token: string;
  headers: { authorization: string };
}

/**
 * A fresh PostgreSQL database for one test file, when TEST_DATABASE_URL points at a server: empty,
 * or a copy of `template` (a database nobody is connected to).
 */
export async function freshPostgres(
  adminUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        // FORCE ends the test's own leftover sessions; a server process it may not end (autovacuum
        // busy on the new database) makes it fail for a moment, so it is tried again.
        for (let attempt = 1; ; attempt++) {
          try {
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            return;
          } catch (error) {
            if (attempt >= 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Builds the whole app on a fresh, migrated database with its reference data: SQLite in a
 * temporary folder by default, PostgreSQL when TEST_DATABASE_URL is set. No port is opened.
 */
export interface TestAppOptions {
  /** Wraps the folder storage (to inject faults: a store that refuses to remove, say). */
  storage?: (base: FileStorage) => FileStorage;
  /** Time as the services see it (the outbox worker's retries, token expiry). */
  clock?: Clock;
  /** Log lines at LOG_LEVEL instead of silence (tests that read what the server logs). */
  logStream?: { write(line: string): void };
  /** Share another test app's database (two server instances on one database). */
  database?: DatabaseHandle;
}

/** The run's migrated and seeded database (test/global-setup.ts), when the run made one. */
function testTemplate() {
  try {
    return inject('testTemplate') ?? null;
  } catch {
    return null;
  }
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'rp-test-'));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const template = options.database || env.DATABASE_URL ? null : testTemplate();
  const postgres =
    pgUrl && !options.database
      ? await freshPostgres(pgUrl, { template: template?.kind === 'postgres' ? template.name : undefined })
      : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    DATABASE_URL: postgres?.url ?? join(dir, 'test.db'),
    UPLOAD_DIR: join(dir, 'uploads'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_LOGIN: '1000',
    RATE_LIMIT_APPLY: '1000',
    WEB_DIST: join(dir, 'no-web-client'),
    ...env,
  });
  // A copy of the run's template when there is one (migrating costs far more than copying).
  const sqliteCopy = template?.kind === 'sqlite' && config.database.kind === 'sqlite' ? config.database.file : null;
  if (sqliteCopy && template?.kind === 'sqlite') copyFileSync(template.file, sqliteCopy);
  const fromTemplate = Boolean(sqliteCopy) || (template?.kind === 'postgres' && postgres !== null);
  const database = options.database ?? createDatabase(config.database);
  if (!options.database && !fromTemplate) {
    await migrateToLatest(database);
    await seedReference(database.db);
  }
  // The configured backend (a folder, or S3 when the test sets STORAGE=s3), optionally wrapped.
  const storage = options.storage ? options.storage(await createStorage(config.storage)) : undefined;
  const app = await buildApp({
    config,
    database,
    storage,
    clock: options.clock,
    logStream: options.logStream,
    logger: Boolean(options.logStream),
  });
  await app.ready();

  return {
    app,
    db: database.db,
    config,
    async signIn(role, values = {}) {
      const user = await makeUser(database.db, { role, password: TEST_PASSWORD, ...values });
      const token = app.sessions.sign({ id: user.id, role, individuId: user.individuId });
      return { ...user, token, headers: { authorization: `Bearer ${token}` } };
    },
    database,
    async close() {
      await app.close();
      // A borrowed database belongs to the app that created it.
      if (options.database) return rmSync(dir, { recursive: true, force: true });
      await database.db.destroy();
      await postgres?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Caller = TestUser | null;

/**
 * GET, POST and DELETE on a test file's app, as `defaultCaller` unless another caller (`null`:
 * anonymous) is given. Both are read at call time, after the file's `beforeAll` set them.
 */
export function requestsAs(testApp: () => TestApp, defaultCaller: () => Caller) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, caller: Caller, payload?: object) =>
    testApp().app.inject({ method, url, payload, headers: caller?.headers });
  return {
    get: (url: string, caller: Caller = defaultCaller()) => inject('GET', url, caller),
    post: (url: string, payload: unknown, caller: Caller = defaultCaller()) =>
      inject('POST', url, caller, payload as object),
    del: (url: string, caller: Caller = defaultCaller()) => inject('DELETE', url, caller),
  };
}
