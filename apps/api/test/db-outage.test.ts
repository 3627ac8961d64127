import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { messages } from '@recrutement/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config/index.js';
import { createDatabase, type DatabaseHandle, migrateToLatest } from '../src/db/index.js';
import { makeOpenVacancy, makeUser } from '../src/seed/factories.js';
import { seedReference } from '../src/seed/reference.js';
import { FILE_DELETION_JOB } from '../src/storage/deletion-queue.js';
import { applyForm, fixture, multipart } from './fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers.js';
import { canRunCluster, createCluster, freePort, type PgCluster } from './pg-cluster.js';
import { systemSoftware } from './servers.js';

/** What a client gets while the database is away (contract §13). */
function expectUnavailable(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  message: unknown = messages.unavailable,
) {
  expect(res.statusCode).toBe(503);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toMatchObject({ status: 503, code: 'UNAVAILABLE', message });
}

/** An app on its own database URL, not migrated (the database may not answer). */
async function appOn(url: string, dir: string): Promise<{ app: FastifyInstance; database: DatabaseHandle }> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    DATABASE_URL: url,
    UPLOAD_DIR: join(dir, 'uploads'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_LOGIN: '100000',
    RATE_LIMIT_APPLY: '100000',
    WEB_DIST: join(dir, 'no-web-client'),
  });
  const database = createDatabase(config.database);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, database };
}

describe('a PostgreSQL server that accepts connections and never answers', () => {
  let blackhole: Server;
  const sockets: Socket[] = [];
  let dir: string;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  beforeAll(async () => {
    blackhole = createServer((socket) => sockets.push(socket));
    const port = await freePort(3390, 3399);
    await new Promise<void>((resolve) => blackhole.listen(port, '127.0.0.1', resolve));
    dir = mkdtempSync(join(tmpdir(), 'rp-blackhole-'));
    ({ app, database } = await appOn(`postgres://rp:rp@127.0.0.1:${port}/rp`, dir));
  });
  afterAll(async () => {
    await app.close();
    for (const socket of sockets) socket.destroy();
    await database.db.destroy().catch(() => undefined);
    blackhole.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 UNAVAILABLE with Retry-After within a few seconds, not a hang', async () => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/poste-vacant/list' });
    expectUnavailable(res);
    expect(Date.now() - started).toBeLessThan(8_000);
  });

  it('keeps /healthz at 200 (the process lives) and /readyz at 503', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expectUnavailable(ready, 'Service indisponible : la base de données ne répond pas.');
    expect(Date.now() - started).toBeLessThan(8_000);
  });
});

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 when the database and the storage answer, 503 when the storage does not', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok', database: 'ok', storage: 'ok' });
    const check = t.app.storage.check;
    t.app.storage.check = async () => {
      throw Object.assign(new Error('EROFS'), { code: 'EROFS' });
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expectUnavailable(res, 'Service indisponible : le stockage des fichiers ne répond pas.');
      // The part named is said in the caller's language too (contract §17).
      const en = await t.app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'en' } });
      expectUnavailable(en, 'Service unavailable: the file store is not answering.');
    } finally {
      t.app.storage.check = check;
    }
  });
});

describe('SQLite file that cannot be written', () => {
  // Always SQLite, whatever TEST_DATABASE_URL says: these are faults of a database file.
  let dir: string;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let headers: { authorization: string };
  let db: DatabaseHandle['db'];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'rp-sqlite-fault-'));
    ({ app, database } = await appOn(join(dir, 'tesdb'), dir));
    db = database.db;
    await migrateToLatest(database);
    await seedReference(db);
    const user = await makeUser(db, { role: 'ADMIN', password: TEST_PASSWORD });
    headers = {
      authorization: `Bearer ${app.sessions.sign({ id: user.id, role: 'ADMIN', individuId: user.individuId })}`,
    };
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });
  const add = (nom: string) => app.inject({ method: 'POST', url: '/nom-document/add', headers, payload: { nom } });

  it('answers 503 while the file is read-only, then writes again', async () => {
    // The one connection of the app turns read-only (SQLITE_READONLY on every write).
    await sql`pragma query_only = 1`.execute(db);
    try {
      expectUnavailable(await add('Attestation'));
      expect((await app.inject({ method: 'GET', url: '/nom-document/list' })).statusCode).toBe(200);
    } finally {
      await sql`pragma query_only = 0`.execute(db);
    }
    expect((await add('Attestation')).statusCode).toBe(201);
  });

  it('answers 503 while the disk is full (SQLITE_FULL), then writes again', async () => {
    // The file may not grow past its current size: the next write needing a page fails.
    const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
    await sql.raw(`pragma max_page_count = ${Number(rows[0]?.page_count)}`).execute(db);
    try {
      let res = await add(`Pièce 0 ${'y'.repeat(90)}`);
      for (let i = 1; i < 500 && res.statusCode === 201; i += 1) res = await add(`Pièce ${i} ${'y'.repeat(90)}`);
      expectUnavailable(res);
    } finally {
      await sql`pragma max_page_count = 1073741823`.execute(db);
    }
    expect((await add('Après le disque plein')).statusCode).toBe(201);
  });

  it('answers 503 when another process holds the write lock past the busy timeout', async () => {
    const { default: Database } = await import('better-sqlite3');
    const file = join(dir, 'tesdb');
    const other = new Database(file);
    await sql`pragma busy_timeout = 300`.execute(db);
    other.exec('begin immediate');
    try {
      expectUnavailable(await add('Verrouillé'));
    } finally {
      other.exec('rollback');
      other.close();
      await sql`pragma busy_timeout = 5000`.execute(db);
    }
    expect((await add('Déverrouillé')).statusCode).toBe(201);
  });
});

const clusterAvailable = systemSoftware(
  'Le serveur PostgreSQL (initdb, pg_ctl)',
  await canRunCluster(),
  'apt-get install postgresql',
);

describe.skipIf(!clusterAvailable)('PostgreSQL restarted under load', () => {
  let cluster: PgCluster;
  let dir: string;
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let base: string;
  let vacancyId: number;
  beforeAll(async () => {
    cluster = await createCluster(await freePort(5433, 5439));
    dir = mkdtempSync(join(tmpdir(), 'rp-outage-'));
    ({ app, database } = await appOn(cluster.url, dir));
    await migrateToLatest(database);
    await seedReference(database.db);
    vacancyId = (await makeOpenVacancy(database.db)).id;
    base = await app.listen({ port: await freePort(3300, 3389), host: '127.0.0.1' });
  }, 90_000);
  afterAll(async () => {
    await app?.close();
    await database?.db.destroy().catch(() => undefined);
    await cluster?.destroy();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  interface Answer {
    at: number;
    ms: number;
    status: number;
    json: boolean;
    code?: string;
    retryAfter: string | null;
    idCandidature?: number;
  }

  it('answers 503 UNAVAILABLE while it is down, never exits, and serves again by itself', async () => {
    const answers: Answer[] = [];
    let running = true;
    const applyBody = async () => {
      const { payload, headers } = await multipart(
        applyForm(vacancyId, { email: `charge-${randomUUID()}@example.com` }),
      );
      return { body: new Uint8Array(payload), headers };
    };
    const call = async (url: string, init?: RequestInit) => {
      const started = Date.now();
      const res = await fetch(`${base}${url}`, init);
      const text = await res.text();
      let body: { code?: string; idCandidature?: number } = {};
      let json = true;
      try {
        body = JSON.parse(text);
      } catch {
        json = false;
      }
      answers.push({
        at: started,
        ms: Date.now() - started,
        status: res.status,
        json,
        code: body.code,
        retryAfter: res.headers.get('retry-after'),
        idCandidature: res.status === 201 ? body.idCandidature : undefined,
      });
    };
    const worker = async (i: number) => {
      while (running) {
        if (i % 2 === 0) await call('/poste-vacant/list');
        else {
          const { body, headers } = await applyBody();
          await call('/candidature/upload-user', { method: 'POST', body, headers });
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

    await pause(1_500);
    const stoppedAt = Date.now();
    await cluster.stop('fast');
    // The public list may come from the cache of public reads for as long as an instance trusts the
    // version it last read (500 ms): what follows that is measured from here.
    const downAt = Date.now();
    await pause(3_000);
    const healthz = await fetch(`${base}/healthz`);
    expect(healthz.status).toBe(200);
    const readyDown = await fetch(`${base}/readyz`);
    expect(readyDown.status).toBe(503);
    const restartedAt = Date.now();
    await cluster.start();
    // Back by itself: a success within a few seconds of the restart.
    const deadline = Date.now() + 15_000;
    while (!answers.some((a) => a.at > restartedAt && a.status < 300) && Date.now() < deadline) await pause(200);
    await pause(1_500);
    running = false;
    await load;

    const during = answers.filter((a) => a.at > downAt + 1_000 && a.at + a.ms < restartedAt);
    const after = answers.filter((a) => a.at > restartedAt + 8_000);
    expect(answers.filter((a) => a.at + a.ms < stoppedAt).every((a) => a.status === 200 || a.status === 201)).toBe(
      true,
    );
    expect(during.length).toBeGreaterThan(0);
    for (const a of during) {
      expect(a).toMatchObject({ status: 503, json: true, code: 'UNAVAILABLE' });
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
    }
    // Never a 500, never a non-JSON error, never a hang past the connection timeout.
    for (const a of answers) {
      expect([200, 201, 503]).toContain(a.status);
      expect(a.json).toBe(true);
      // The connection timeout (5 s) plus the queue of a busy machine: bounded, never a hang.
      expect(a.ms).toBeLessThan(10_000);
    }
    expect(answers.some((a) => a.at > restartedAt && a.status < 300)).toBe(true);
    expect(after.every((a) => a.status < 300)).toBe(true);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    // Every acknowledged application is complete, its files on disk; no other file remains.
    const acknowledged = answers.flatMap((a) => (a.idCandidature ? [a.idCandidature] : []));
    expect(acknowledged.length).toBeGreaterThan(0);
    const docs = await database.db
      .selectFrom('document_candidature')
      .select(['candidature_id', 'nom_fichier'])
      .where('candidature_id', 'in', acknowledged)
      .execute();
    expect(docs).toHaveLength(acknowledged.length * 2);
    // A run of the job already under way (started while the database was away) is waited for first.
    expect(await app.ctx.jobs.runNow(FILE_DELETION_JOB)).toBe(true);
    const uploads = readdirSync(join(dir, 'uploads')).sort();
    const named = (await database.db.selectFrom('document_candidature').select('nom_fichier').execute()).map(
      (d) => d.nom_fichier,
    );
    expect(uploads).toEqual([...named].sort());
    const cv = fixture('cv.pdf');
    const lettre = fixture('lettre.docx');
    for (const doc of docs) {
      const bytes = readFileSync(join(dir, 'uploads', doc.nom_fichier));
      expect(bytes.equals(cv) || bytes.equals(lettre)).toBe(true);
    }
  }, 90_000);
});
