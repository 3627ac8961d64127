import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../../../test/fixtures/unzip.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers.js';
import { hasRedis, startRedis, type TestRedis } from '../../../test/servers.js';
import { createDatabase } from '../../db/index.js';
import { deviceName } from './session-device.js';

/** Contract §23: « Mes sessions », ended one by one (on every instance), all by an admin, by deactivation. */
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const secret = randomBytes(32).toString('hex');

async function signInAs(t: TestApp, email: string, userAgent: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login1',
    payload: { email, password: TEST_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  expect(res.statusCode).toBe(200);
  return res.json().token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (t: TestApp, email: string, token: string) =>
  t.app.inject({ url: `/user/${email}`, headers: bearer(token) });

/** How long after `since` instance `t` first refuses the token (polling), or Infinity. */
async function refusedAfter(t: TestApp, email: string, token: string, since: number): Promise<number> {
  while (Date.now() - since < 5_000) {
    if ((await me(t, email, token)).statusCode === 401) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}

describe('deviceName', () => {
  it('names the browser and the system in short', () => {
    expect(deviceName(FIREFOX)).toBe('Firefox · Linux');
    expect(deviceName(SAFARI)).toBe('Safari · iOS');
    expect(deviceName('curl/8.5.0')).toBe('curl');
    expect(deviceName(undefined)).toBe('?');
  });
});

describe('on one instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the sessions signed in, marks the current one, and ends another at once', async () => {
    const user = await t.signIn('RECRUTEUR');
    const laptop = await signInAs(t, user.email, FIREFOX);
    const phone = await signInAs(t, user.email, SAFARI);
    const list = await t.app.inject({ url: '/api/me/sessions', headers: bearer(laptop) });
    expect(list.statusCode).toBe(200);
    const sessions = list.json() as { id: number; appareil: string; courante: boolean; ip: string | null }[];
    expect(sessions.map((s) => [s.appareil, s.courante]).sort()).toEqual([
      ['Firefox · Linux', true],
      ['Safari · iOS', false],
    ]);
    expect(sessions[0]).toMatchObject({ creeLe: expect.any(String), vueLe: expect.any(String) });
    const other = sessions.find((s) => !s.courante);
    const end = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${other?.id}`, headers: bearer(laptop) });
    expect(end.statusCode).toBe(204);
    expect((await me(t, user.email, phone)).statusCode).toBe(401);
    expect((await me(t, user.email, laptop)).statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/me/sessions', headers: bearer(laptop) })).json();
    expect(after).toHaveLength(1);
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', user.id).execute();
    expect(audit.map((a) => a.action)).toContain('sessions.ended');
  });

  it("answers 404 for someone else's session", async () => {
    const a = await t.signIn('MEMBRE');
    const b = await t.signIn('MEMBRE');
    await signInAs(t, b.email, FIREFOX);
    const row = await t.db
      .selectFrom('session_ouverte')
      .select('id')
      .where('user_id', '=', b.id)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'DELETE', url: `/api/me/sessions/${row.id}`, headers: a.headers });
    expect(res.statusCode).toBe(404);
  });

  it("lets an admin end all of a staff member's sessions, and only a staff member's", async () => {
    const admin = await t.signIn('ADMIN');
    const member = await t.signIn('MEMBRE');
    const candidate = await t.signIn('CANDIDAT');
    const one = await signInAs(t, member.email, FIREFOX);
    const two = await signInAs(t, member.email, SAFARI);
    const revoke = (id: number) =>
      t.app.inject({ method: 'POST', url: `/staff/${id}/sessions/revoquer`, headers: admin.headers });
    expect((await revoke(member.id)).statusCode).toBe(204);
    for (const token of [one, two, member.token]) expect((await me(t, member.email, token)).statusCode).toBe(401);
    // Signing in again works.
    const again = await signInAs(t, member.email, FIREFOX);
    expect((await me(t, member.email, again)).statusCode).toBe(200);
    expect((await revoke(candidate.id)).statusCode).toBe(404);
  });

  it('ends the sessions of a deactivated staff member for good, even once reactivated', async () => {
    const admin = await t.signIn('ADMIN');
    const member = await t.signIn('MEMBRE');
    const token = await signInAs(t, member.email, FIREFOX);
    const set = (actif: boolean) =>
      t.app.inject({ method: 'POST', url: `/staff/${member.id}/update`, headers: admin.headers, payload: { actif } });
    expect((await set(false)).statusCode).toBe(200);
    expect((await me(t, member.email, token)).statusCode).toBe(401);
    expect((await set(true)).statusCode).toBe(200);
    expect((await me(t, member.email, token)).statusCode).toBe(401);
  });

  it('purges the recorded sessions and the second factor with the account (§10)', async () => {
    const admin = await t.signIn('ADMIN');
    const candidate = await t.signIn('CANDIDAT');
    await signInAs(t, candidate.email, FIREFOX);
    const count = async () =>
      (await t.db.selectFrom('session_ouverte').select('id').where('user_id', '=', candidate.id).execute()).length;
    expect(await count()).toBe(1);
    const erase = await t.app.inject({
      method: 'DELETE',
      url: `/individu/${candidate.individuId}`,
      headers: admin.headers,
    });
    expect(erase.statusCode).toBe(204);
    expect(await count()).toBe(0);
  });
});

async function pair(env: Record<string, string> = {}): Promise<[TestApp, TestApp]> {
  const a = await createTestApp({ JWT_SECRET: secret, ...env });
  const b = await createTestApp({ JWT_SECRET: secret, ...env }, { database: createDatabase(a.config.database) });
  return [a, b];
}
async function closePair([a, b]: [TestApp, TestApp]) {
  await b.close();
  await b.database.db.destroy();
  await a.close();
}

describe('on a second instance', () => {
  let instances: [TestApp, TestApp];
  beforeAll(async () => {
    instances = await pair();
  });
  afterAll(() => closePair(instances));

  it('a session ended on one instance is refused by the other within its short memory', async () => {
    const [a, b] = instances;
    const user = await a.signIn('RECRUTEUR');
    const kept = await signInAs(a, user.email, FIREFOX);
    const ended = await signInAs(a, user.email, SAFARI);
    expect((await me(b, user.email, ended)).statusCode).toBe(200);
    const primed = Date.now();
    const list = (await a.app.inject({ url: '/api/me/sessions', headers: bearer(kept) })).json();
    const id = list.find((s: { courante: boolean }) => !s.courante).id;
    expect(
      (await a.app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: bearer(kept) })).statusCode,
    ).toBe(204);
    expect(await refusedAfter(b, user.email, ended, primed)).toBeLessThanOrEqual(2_500);
    expect((await me(b, user.email, kept)).statusCode).toBe(200);
  });
});

describe.skipIf(!hasRedis())('on a second instance, with Redis between them', () => {
  let redis: TestRedis;
  let instances: [TestApp, TestApp];
  beforeAll(async () => {
    redis = await startRedis(3591);
    instances = await pair({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await closePair(instances);
    await redis.stop();
  });

  it('a session ended on one instance, or all by an admin, is refused by the other at once', async () => {
    const [a, b] = instances;
    const admin = await a.signIn('ADMIN');
    const user = await a.signIn('MEMBRE');
    const kept = await signInAs(a, user.email, FIREFOX);
    const ended = await signInAs(a, user.email, SAFARI);
    expect((await me(b, user.email, ended)).statusCode).toBe(200);
    let primed = Date.now();
    const list = (await a.app.inject({ url: '/api/me/sessions', headers: bearer(kept) })).json();
    const id = list.find((s: { courante: boolean }) => !s.courante).id;
    await a.app.inject({ method: 'DELETE', url: `/api/me/sessions/${id}`, headers: bearer(kept) });
    expect(await refusedAfter(b, user.email, ended, primed)).toBeLessThan(1_000);
    expect((await me(b, user.email, kept)).statusCode).toBe(200);
    primed = Date.now();
    await a.app.inject({ method: 'POST', url: `/staff/${user.id}/sessions/revoquer`, headers: admin.headers });
    expect(await refusedAfter(b, user.email, kept, primed)).toBeLessThan(1_000);
  });
});

describe('in the export (§10)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the account's sessions with their device and address, and the second factor without its secret", async () => {
    const user = await t.signIn('RECRUTEUR');
    const token = await signInAs(t, user.email, FIREFOX);
    const res = await t.app.inject({ url: '/api/me/export', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(String((await unzip(res.rawPayload)).get('donnees.json')));
    expect(data.utilisateur.sessions).toEqual([
      { creeLe: expect.any(String), vueLe: expect.any(String), ip: expect.any(String), appareil: 'Firefox · Linux' },
    ]);
    expect(data.utilisateur.secondFacteur).toEqual({ totp: false, confirmeLe: null, codesSecoursRestants: 0 });
  });
});
