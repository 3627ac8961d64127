import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyForm, multipart } from '../../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { createDatabase } from '../../db/index.js';
import type { Clock } from '../../lib/clock.js';
import { makeOpenVacancy } from '../../seed/factories.js';
import { isPrivateAddress } from './integration.address.js';
import { DELIVERY_JOB } from './integration.delivery.js';

/**
 * Contract §23, webhooks: signed deliveries checked by a real receiver on loopback with the
 * standardwebhooks package's verification, retries with back-off, one delivery with two
 * instances, and the refusal of private targets.
 */
let at = Date.now();
const clock: Clock = {
  now: () => new Date(at),
  nowIso: () => new Date(at).toISOString(),
  today: () => new Date(at).toISOString().slice(0, 10),
};

interface Received {
  id: string;
  body: { type: string; date: string; donnees: Record<string, unknown> };
  verified: boolean;
}
let server: Server;
let receiverUrl: string;
let secret = '';
const received: Received[] = [];
/** The statuses the receiver answers, in turn (200 once empty). */
const plan: number[] = [];

let t: TestApp;
let admin: TestUser;
let vacancyId: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const payload = Buffer.concat(chunks).toString('utf8');
      let verified = false;
      try {
        new Webhook(secret).verify(payload, req.headers as Record<string, string>);
        verified = true;
      } catch {
        verified = false;
      }
      received.push({ id: String(req.headers['webhook-id']), body: JSON.parse(payload), verified });
      res.statusCode = plan.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  t = await createTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true' }, { clock });
  admin = await t.signIn('ADMIN');
  vacancyId = (await makeOpenVacancy(t.db, { nom: 'Webhook' })).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(async () => {
  received.length = 0;
  plan.length = 0;
  for (const hook of (await t.app.inject({ url: '/webhooks', headers: admin.headers })).json())
    await t.app.inject({ method: 'DELETE', url: `/webhooks/${hook.id}`, headers: admin.headers });
});

async function subscribe(app: TestApp, evenements: string[]): Promise<number> {
  const res = await app.app.inject({
    method: 'POST',
    url: '/webhooks',
    headers: admin.headers,
    payload: { url: receiverUrl, evenements },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json();
  expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
  secret = body.secret;
  return body.id;
}

/** Applies to the vacancy; answers the id of the application recorded. */
async function apply(app: TestApp): Promise<number> {
  const { payload, headers } = await multipart(applyForm(vacancyId, { email: `p-${Math.random()}@example.com` }));
  const res = await app.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
  expect(res.statusCode).toBe(201);
  const row = await app.db.selectFrom('candidature').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

const livraisons = async (id: number) =>
  (await t.app.inject({ url: `/webhooks/${id}/livraisons`, headers: admin.headers })).json();

describe('webhooks (§23)', () => {
  it('POSTs the event signed the Standard Webhooks way, with ids only', async () => {
    const id = await subscribe(t, ['candidature.creee']);
    const candidatureId = await apply(t);
    expect(await t.app.ctx.jobs.runNow(DELIVERY_JOB)).toBe(true);
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.verified).toBe(true);
    expect(got?.body.type).toBe('candidature.creee');
    expect(got?.body.donnees).toEqual({
      candidatureId,
      individuId: expect.any(Number),
      posteVacantId: vacancyId,
    });
    const [livraison] = await livraisons(id);
    expect(livraison).toMatchObject({ etat: 'livree', messageId: got?.id, type: 'candidature.creee' });
    expect(livraison.tentatives).toEqual([
      { date: expect.any(String), codeHttp: 200, dureeMs: expect.any(Number), erreur: null },
    ]);
    // Another event than those asked for writes nothing.
    const other = await subscribe(t, ['candidat.efface']);
    await apply(t);
    expect(await livraisons(other)).toEqual([]);
  });

  it('retries a 500 after a growing wait, then succeeds; gives up after 24 hours', async () => {
    const id = await subscribe(t, ['candidature.creee']);
    plan.push(500, 503);
    await apply(t);
    await t.app.ctx.jobs.runNow(DELIVERY_JOB);
    expect(received).toHaveLength(1);
    // Not due yet: nothing is sent.
    await t.app.ctx.jobs.runNow(DELIVERY_JOB);
    expect(received).toHaveLength(1);
    at += 31_000;
    await t.app.ctx.jobs.runNow(DELIVERY_JOB);
    expect(received).toHaveLength(2);
    at += 31_000; // the second wait is a minute
    await t.app.ctx.jobs.runNow(DELIVERY_JOB);
    expect(received).toHaveLength(2);
    at += 30_000;
    await t.app.ctx.jobs.runNow(DELIVERY_JOB);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.id)).size).toBe(1);
    expect(received.every((r) => r.verified)).toBe(true);
    const [livraison] = await livraisons(id);
    expect(livraison.etat).toBe('livree');
    expect(livraison.tentatives.map((a: { codeHttp: number }) => a.codeHttp)).toEqual([500, 503, 200]);
    expect(livraison.tentatives[0].erreur).toBe('HTTP 500');

    received.length = 0;
    plan.push(...Array(100).fill(500));
    await apply(t);
    for (let i = 0; i < 30 && received.length < 100; i++) {
      await t.app.ctx.jobs.runNow(DELIVERY_JOB);
      at += 2 * 3_600_000;
    }
    const [failed] = await livraisons(id);
    expect(failed.etat).toBe('echouee');
    expect(failed.prochainEssai).toBeNull();
    expect(failed.tentatives.length).toBeGreaterThan(5);
    expect(failed.tentatives.length).toBeLessThan(30);
  });

  it('delivers once with two instances sending at the same time', async () => {
    const b = await createTestApp(
      { WEBHOOK_ALLOW_PRIVATE: 'true' },
      { clock, database: createDatabase(t.config.database) },
    );
    try {
      await subscribe(t, ['candidature.creee']);
      for (let i = 0; i < 6; i++) await apply(i % 2 === 0 ? t : b);
      await Promise.all([
        t.app.ctx.jobs.runNow(DELIVERY_JOB),
        b.app.ctx.jobs.runNow(DELIVERY_JOB),
        t.app.ctx.jobs.runNow(DELIVERY_JOB),
        b.app.ctx.jobs.runNow(DELIVERY_JOB),
      ]);
      expect(received).toHaveLength(6);
      expect(new Set(received.map((r) => r.id)).size).toBe(6);
    } finally {
      await b.close();
      await b.database.db.destroy();
    }
  });

  it('audits creation and deletion; 404 for an unknown webhook; admin only', async () => {
    const id = await subscribe(t, ['candidature.etat']);
    const del = await t.app.inject({ method: 'DELETE', url: `/webhooks/${id}`, headers: admin.headers });
    expect(del.statusCode).toBe(204);
    const actions = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'webhook')
      .where('target_id', '=', id)
      .execute();
    expect(actions.map((a) => a.action).sort()).toEqual(['webhook.create', 'webhook.delete']);
    expect((await t.app.inject({ url: `/webhooks/${id}/livraisons`, headers: admin.headers })).statusCode).toBe(404);
    const membre = await t.signIn('RECRUTEUR');
    expect((await t.app.inject({ url: '/webhooks', headers: membre.headers })).statusCode).toBe(403);
  });
});

describe('webhook targets (SSRF, §23)', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp();
  });
  afterAll(() => strict.close());

  it('refuses private, loopback, link-local and unique-local targets, names resolving to them, and http:', async () => {
    const strictAdmin = await strict.signIn('ADMIN');
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.1.2.3/hook',
      'https://192.168.1.10/hook',
      'https://172.16.0.1/hook',
      'https://169.254.169.254/latest',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://[fe80::1]/hook',
      'https://[::ffff:127.0.0.1]/hook',
      'https://localhost/hook',
      'http://example.com/hook',
      'ftp://example.com/hook',
    ]) {
      const res = await strict.app.inject({
        method: 'POST',
        url: '/webhooks',
        headers: strictAdmin.headers,
        payload: { url, evenements: ['candidature.creee'] },
      });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    }
  });

  it('knows the ranges, IPv4 and IPv6', () => {
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '192.168.0.1',
      '172.31.255.255',
      '169.254.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd12::1',
      'fc00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a00:1',
      '2002:c0a8:101::1',
      'ff02::1',
    ])
      expect({ a, private: isPrivateAddress(a) }).toEqual({ a, private: true });
    for (const a of ['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect({ a, private: isPrivateAddress(a) }).toEqual({ a, private: false });
  });

  it('refuses at send time too, after resolution, when the address became private', async () => {
    const strictAdmin = await strict.signIn('ADMIN');
    // Written as if it had passed at save time (a name that later resolves to loopback).
    const hook = await strict.db
      .insertInto('webhook')
      .values({
        url: 'https://localhost:9/hook',
        evenements: 'candidature.creee',
        secret: 'whsec_AAAA',
        cree_par_user_id: strictAdmin.id,
        cree_le: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const vacancy = (await makeOpenVacancy(strict.db, { nom: 'SSRF' })).id;
    const { payload, headers } = await multipart(applyForm(vacancy, { email: 'ssrf@example.com' }));
    expect(
      (await strict.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers })).statusCode,
    ).toBe(201);
    await strict.app.ctx.jobs.runNow(DELIVERY_JOB);
    const [livraison] = (
      await strict.app.inject({ url: `/webhooks/${hook.id}/livraisons`, headers: strictAdmin.headers })
    ).json();
    expect(livraison.tentatives[0]).toMatchObject({ codeHttp: null, erreur: expect.stringMatching(/^EPRIVATE/) });
  });
});
