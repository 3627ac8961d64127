import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/config/index.js';
import { createDatabase, type Db } from '../../src/db/index.js';
import { makeOpenVacancy } from '../../src/seed/factories.js';
import type { FileStorage } from '../../src/storage/index.js';
import { createS3Storage } from '../../src/storage/s3.js';
import { applyForm, fixture, multipart } from '../fixtures/apply-form.js';
import { freshPostgres } from '../helpers.js';
import { startRedis, startS3, startSideBySide, type TestRedis, type TestS3 } from '../servers.js';
import { startRelay, type TestRelay } from '../smtp.js';
import { type Instance, startInstance } from './instance.js';

/**
 * Contract §13, several instances: two real server processes over one PostgreSQL database, one
 * bucket (s3rver), one Redis and one SMTP relay (smtp-server), started together on a new database. Runs only with
 * TEST_DATABASE_URL (vitest.config.ts leaves `*.postgres.test.ts` out otherwise), as CI's second
 * run of the server suite does.
 */
const PORTS = { a: 3801, b: 3802, s3: 4571, redis: 6381 };
const ADMIN = { email: 'admin@cluster.test', password: 'Cluster-Passw0rd' };
const LOGIN_LIMIT = 10;
const SLOW = 180_000;

let s3: TestS3;
let redis: TestRedis;
let relay: TestRelay;
let a: Instance;
let b: Instance;
let db: Db;
let bucket: FileStorage;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL (a PostgreSQL server) is required by this file.');
  const postgres = await freshPostgres(adminUrl);
  dropDatabase = postgres.drop;
  [s3, redis, relay] = await startSideBySide<[TestS3, TestRedis, TestRelay]>([
    startS3(PORTS.s3),
    startRedis(PORTS.redis),
    startRelay(),
  ]);
  bucket = createS3Storage(s3.options);
  const env = {
    ...s3.env,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    // Both instances run their mail outbox worker against the one relay.
    SMTP_URL: relay.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_LOGIN: String(LOGIN_LIMIT),
    RATE_LIMIT_APPLY: '1000',
    // Behind a load balancer the client's address comes in X-Forwarded-For.
    TRUST_PROXY: 'true',
  };
  // Together, on a database neither has prepared: one migrates and seeds while the other waits.
  [a, b] = await startSideBySide<[Instance, Instance]>([startInstance(PORTS.a, env), startInstance(PORTS.b, env)]);
  db = createDatabase(parseDatabaseUrl(postgres.url)).db;
}, SLOW);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await db?.destroy();
  await Promise.allSettled([s3?.dispose(), redis?.stop(), relay?.stop()]);
  await dropDatabase?.();
}, SLOW);

const from = (ip: string) => ({ 'x-forwarded-for': ip });

async function login(instance: Instance, credentials: { email: string; password: string }, ip: string) {
  return fetch(`${instance.url}/api/login1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(ip) },
    body: JSON.stringify(credentials),
  });
}

async function adminHeaders(instance: Instance): Promise<Record<string, string>> {
  const res = await login(instance, ADMIN, '192.0.2.1');
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

async function apply(instance: Instance, vacancyId: number, email: string): Promise<Response> {
  const { payload, headers } = await multipart(applyForm(vacancyId, { email }));
  return fetch(`${instance.url}/candidature/upload-user`, {
    method: 'POST',
    headers: { ...headers, ...from('192.0.2.2') },
    body: payload,
  });
}

const documentsOf = (candidatureIds: number[]) =>
  candidatureIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('document_candidature')
        .select(['candidature_id', 'nom_fichier'])
        .where('candidature_id', 'in', candidatureIds)
        .execute();

describe('two instances over one database, one bucket and one Redis', () => {
  it('both started together on a new database, which was prepared once', async () => {
    const roles = await db.selectFrom('role').select('name').execute();
    expect(roles.map((r) => r.name).sort()).toEqual(['ADMIN', 'CANDIDAT', 'MEMBRE', 'RECRUTEUR']);
    const admins = await db.selectFrom('users').select('id').where('email', '=', ADMIN.email).execute();
    expect(admins).toHaveLength(1);
  });

  it('a token signed by one instance is accepted by the other', async () => {
    const fromA = await adminHeaders(a);
    const fromB = await adminHeaders(b);
    for (const [instance, headers] of [
      [b, fromA],
      [a, fromB],
    ] as const) {
      expect((await fetch(`${instance.url}/candidature/list?page=1&size=1`, { headers })).status).toBe(200);
    }
    expect((await fetch(`${b.url}/candidature/list?page=1&size=1`)).status).toBe(401);
  });

  it('a file uploaded through one instance downloads through the other', async () => {
    const vacancy = await makeOpenVacancy(db, { nom: 'Fichiers partagés' });
    const res = await apply(a, vacancy.id, 'fichier.partage@example.com');
    expect(res.status).toBe(201);
    const { idCandidature } = (await res.json()) as { idCandidature: number };
    const documents = await documentsOf([idCandidature]);
    expect(documents).toHaveLength(2);
    const headers = await adminHeaders(b);
    const cv = await fetch(`${b.url}/document-candidature/download/${documents[0]!.nom_fichier}`, { headers });
    expect(cv.status).toBe(200);
    expect(Buffer.from(await cv.arrayBuffer()).equals(fixture('cv.pdf'))).toBe(true);
  });

  it('failed logins from one address spread over both instances hit one limit', async () => {
    const wrong = { email: 'inconnu@example.com', password: 'Mauvais-1' };
    const statuses: number[] = [];
    for (let i = 0; i < LOGIN_LIMIT; i++) statuses.push((await login(i % 2 ? b : a, wrong, '203.0.113.50')).status);
    expect(statuses).toEqual(Array(LOGIN_LIMIT).fill(401));
    for (const instance of [a, b]) {
      const refused = await login(instance, wrong, '203.0.113.50');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // Another address still may try.
    expect((await login(b, wrong, '203.0.113.51')).status).toBe(401);
  });

  it(
    '20 applications spread over both instances give exactly 20 applications, 40 documents and files, 20 receipts',
    async () => {
      const vacancy = await makeOpenVacancy(db, { nom: 'Vingt candidatures' });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => apply(i % 2 ? b : a, vacancy.id, `vingt.${i}@example.com`)),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
      const ids = await Promise.all(
        answers.map(async (r) => ((await r.json()) as { idCandidature: number }).idCandidature),
      );
      expect(new Set(ids).size).toBe(20);

      const rows = await db.selectFrom('candidature').select('id').where('poste_vacant_id', '=', vacancy.id).execute();
      expect(rows.map((r) => r.id).sort()).toEqual([...ids].sort());
      // Each application's first history line (envoyée)…
      const history = await db
        .selectFrom('historique_etat')
        .select('candidature_id')
        .where('candidature_id', 'in', ids)
        .execute();
      expect(history).toHaveLength(20);
      // …and its receipt: the outbox workers of both instances share the rows, and each applicant
      // gets exactly one message at the real relay.
      const addresses = Array.from({ length: 20 }, (_, i) => `vingt.${i}@example.com`);
      const receipts = () => relay.received.filter((r) => r.to.some((to) => addresses.includes(to)));
      const deadline = Date.now() + 60_000;
      while (receipts().length < 20 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      // Time for a second delivery of any message to show up, were one sent twice.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(receipts()).toHaveLength(20);
      for (const address of addresses) {
        const mine = relay.to(address);
        expect(mine, address).toHaveLength(1);
        expect(mine[0]?.mail.subject).toBe('Accusé de réception : votre candidature « Vingt candidatures »');
      }
      const outbox = await db
        .selectFrom('mail_outbox')
        .select(['to_address', 'state'])
        .where('to_address', 'in', addresses)
        .execute();
      expect(outbox).toHaveLength(20);
      expect(outbox.every((row) => row.state === 'sent')).toBe(true);
      const documents = await documentsOf(ids);
      expect(documents).toHaveLength(40);
      const stored = new Set(await bucket.list());
      for (const d of documents) expect(stored.has(d.nom_fichier)).toBe(true);
    },
    SLOW,
  );

  it(
    'killing one instance under load loses no acknowledged application',
    async () => {
      const vacancy = await makeOpenVacancy(db, { nom: 'Sous charge' });
      const TOTAL = 60;
      const acknowledged: number[] = [];
      const lost: string[] = [];
      let next = 0;
      let killed: Promise<void> | null = null;
      const worker = async () => {
        for (let i = next++; i < TOTAL; i = next++) {
          // Half the load goes to A until it dies; the rest, and everything after, to B.
          const target = i % 2 === 0 && !killed ? a : b;
          try {
            const res = await apply(target, vacancy.id, `charge.${i}@example.com`);
            if (res.status === 201) acknowledged.push(((await res.json()) as { idCandidature: number }).idCandidature);
            else lost.push(`${i}: ${res.status}`);
          } catch (error) {
            lost.push(`${i}: ${(error as Error).message}`); // the connection died with A
          }
          if (!killed && acknowledged.length >= 12) killed = a.kill();
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      await killed;

      expect(killed).not.toBeNull();
      expect(acknowledged.length).toBeGreaterThan(TOTAL / 2);
      // Every acknowledged application is there, whole: its row, its two documents, their files.
      const rows = await db.selectFrom('candidature').select('id').where('poste_vacant_id', '=', vacancy.id).execute();
      const recorded = new Set(rows.map((r) => r.id));
      for (const id of acknowledged) expect(recorded.has(id), `application ${id}`).toBe(true);
      // Nothing half-written either, acknowledged or not (one cut mid-request may have committed).
      const documents = await documentsOf([...recorded]);
      expect(documents).toHaveLength(2 * recorded.size);
      const stored = new Set(await bucket.list());
      for (const d of documents) expect(stored.has(d.nom_fichier), d.nom_fichier).toBe(true);
      // The survivor serves on.
      expect((await fetch(`${b.url}/healthz`)).status).toBe(200);
      // Each request that got no 201 failed on the instance that died, none on the survivor.
      for (const line of lost) expect(line).not.toMatch(/: [45]\d\d$/);
    },
    SLOW,
  );
});
