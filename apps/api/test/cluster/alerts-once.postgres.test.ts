import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../src/config/index.js';
import { createDatabase, type Db } from '../../src/db/index.js';
import { makePosteDeTravail, makeSession } from '../../src/seed/factories.js';
import { freshPostgres } from '../helpers.js';
import { startSideBySide } from '../servers.js';
import { startRelay, type TestRelay } from '../smtp.js';
import { type Instance, startInstance } from './instance.js';

/**
 * Contract §18 with several instances: two real server processes over one PostgreSQL database,
 * both running the alert job every second and their outbox workers against one SMTP relay. Each
 * alert receives each matching offer once, and a due digest goes once.
 */
const PORTS = { a: 3811, b: 3812 };
const ADMIN = { email: 'admin@alertes.test', password: 'Cluster-Passw0rd' };
const SLOW = 180_000;

let relay: TestRelay;
let a: Instance;
let b: Instance;
let db: Db;
let dropDatabase: () => Promise<void>;

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL (a PostgreSQL server) is required by this file.');
  const postgres = await freshPostgres(adminUrl);
  dropDatabase = postgres.drop;
  relay = await startRelay();
  const env = {
    DATABASE_URL: postgres.url,
    SMTP_URL: relay.url,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ALERT_INTERVAL_S: '1',
  };
  [a, b] = await startSideBySide<[Instance, Instance]>([startInstance(PORTS.a, env), startInstance(PORTS.b, env)]);
  db = createDatabase(parseDatabaseUrl(postgres.url)).db;
}, SLOW);

afterAll(async () => {
  await Promise.allSettled([a?.stop(), b?.stop()]);
  await db?.destroy();
  await relay?.stop();
  await dropDatabase?.();
}, SLOW);

async function alerte(email: string, frequence: 'IMMEDIATE' | 'QUOTIDIENNE', confirmedAt: string) {
  await db
    .insertInto('alerte')
    .values({
      email,
      email_key: email,
      criteres: JSON.stringify({ q: 'cordiste' }),
      frequence,
      langue: 'fr',
      date_creation: confirmedAt,
      confirme_le: confirmedAt,
      cle_sel: randomUUID(),
      expire_le: '2999-01-01T00:00:00.000Z',
    })
    .execute();
}

describe('two instances running the alert job', () => {
  it(
    'mail each alert each matching offer once, and a due digest once',
    async () => {
      const now = new Date().toISOString();
      const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
      const immediate = Array.from({ length: 12 }, (_, i) => `immediate.${i}@example.com`);
      const daily = Array.from({ length: 4 }, (_, i) => `daily.${i}@example.com`);
      for (const email of immediate) await alerte(email, 'IMMEDIATE', now);
      for (const email of daily) await alerte(email, 'QUOTIDIENNE', twoDaysAgo);
      const login = await fetch(`${a.url}/api/login1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      const { token } = (await login.json()) as { token: string };
      const posteId = await makePosteDeTravail(db);
      const sessionId = await makeSession(db);
      for (const [instance, nom] of [
        [a, 'Cordiste'],
        [b, 'Cordiste confirmé'],
      ] as const) {
        const res = await fetch(`${instance.url}/poste-vacant/add`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({
            nom,
            descriptif: '<p>Travaux en hauteur.</p>',
            poste: { id: posteId },
            session: { id: sessionId },
            typeContrat: { id: 1 },
            salaireMin: 30_000,
            salaireMax: 40_000,
            salairePeriode: 'AN',
          }),
        });
        expect(res.status).toBe(201);
      }
      const expected = immediate.length * 2 + daily.length;
      const alertMails = () => relay.received.filter((r) => r.to.some((to) => /^(immediate|daily)\./.test(to)));
      const deadline = Date.now() + 60_000;
      while (alertMails().length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
      // Time for a second delivery to show up, were one sent twice.
      await new Promise((r) => setTimeout(r, 4_000));
      expect(alertMails()).toHaveLength(expected);
      for (const email of immediate) {
        expect(
          relay
            .to(email)
            .map((m) => m.mail.subject)
            .sort(),
          email,
        ).toEqual(['Nouvelle offre : Cordiste', 'Nouvelle offre : Cordiste confirmé']);
      }
      for (const email of daily) {
        const mails = relay.to(email);
        expect(mails, email).toHaveLength(1);
        // Both offers in one digest, unless the first run came between the two creations.
        expect(['2 nouvelles offres pour votre alerte emploi', 'Nouvelle offre : Cordiste']).toContain(
          mails[0]?.mail.subject,
        );
      }
      // One outbox row per mail received: nothing was written twice either.
      const sent = await db.selectFrom('mail_outbox').select(['locked_by']).where('kind', '=', 'alerte').execute();
      expect(sent).toHaveLength(expected);
    },
    SLOW,
  );
});
