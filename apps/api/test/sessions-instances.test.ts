import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/index.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers.js';
import { hasRedis, startRedis, type TestRedis } from './servers.js';

/**
 * Sessions across two server instances on one database (two apps in this process, each with its
 * own connection): a logout or a password reset on one is refused by the other — at once when the
 * instances share Redis (the notice drops the other's short memory), within its 2 seconds otherwise.
 */
const REDIS_PORT = 3590;
const MEMORY_MS = 2_000;
const secret = randomBytes(32).toString('hex');

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

/** How long after `since` instance `t` first refuses the token (polling), or Infinity. */
async function refusedAfter(t: TestApp, email: string, token: string, since: number): Promise<number> {
  while (Date.now() - since < 5_000) {
    const res = await t.app.inject({ url: `/user/${email}`, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode === 401) return Date.now() - since;
    await new Promise((r) => setTimeout(r, 20));
  }
  return Number.POSITIVE_INFINITY;
}

const me = (t: TestApp, email: string, token: string) =>
  t.app.inject({ url: `/user/${email}`, headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!hasRedis())('with Redis between the instances', () => {
  let redis: TestRedis;
  let instances: [TestApp, TestApp];
  beforeAll(async () => {
    redis = await startRedis(REDIS_PORT);
    instances = await pair({ REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await closePair(instances);
    await redis.stop();
  });

  it('a logout on one instance is refused by the other at once, not after its memory expires', async () => {
    const [a, b] = instances;
    const user = await a.signIn('CANDIDAT');
    // The other instance has just checked the token, and would remember it for 2 seconds.
    expect((await me(b, user.email, user.token)).statusCode).toBe(200);
    const primed = Date.now();
    const out = await a.app.inject({ method: 'POST', url: '/api/logout', headers: user.headers });
    expect(out.statusCode).toBe(204);
    expect(await refusedAfter(b, user.email, user.token, primed)).toBeLessThan(MEMORY_MS);
  });

  it('a staff deactivation on one instance is refused by the other at once (§14)', async () => {
    const [a, b] = instances;
    const admin = await a.signIn('ADMIN');
    const member = await a.signIn('MEMBRE');
    expect((await me(b, member.email, member.token)).statusCode).toBe(200);
    const primed = Date.now();
    const off = await a.app.inject({
      method: 'POST',
      url: `/staff/${member.id}/update`,
      headers: admin.headers,
      payload: { actif: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await refusedAfter(b, member.email, member.token, primed)).toBeLessThan(MEMORY_MS);
  });
});

describe('without Redis', () => {
  let instances: [TestApp, TestApp];
  beforeAll(async () => {
    instances = await pair();
  });
  afterAll(() => closePair(instances));

  it('a password reset on one instance ends the sessions on the other within its short memory', async () => {
    const [a, b] = instances;
    const user = await a.signIn('CANDIDAT');
    expect((await me(b, user.email, user.token)).statusCode).toBe(200);
    const primed = Date.now();
    await a.app.inject({ method: 'POST', url: '/api/password/forgot', payload: { email: user.email } });
    const row = await a.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', user.email)
      .executeTakeFirstOrThrow();
    const token = /nouveau\?token=([\w-]+)/.exec(row.text_body)?.[1];
    const reset = await a.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: { token, password: `${TEST_PASSWORD}2` },
    });
    expect(reset.statusCode).toBe(204);
    // Refused at once where the reset happened; on the other, once its memory of the token is gone.
    expect((await me(a, user.email, user.token)).statusCode).toBe(401);
    expect(await refusedAfter(b, user.email, user.token, primed)).toBeLessThanOrEqual(MEMORY_MS + 500);
  });
});
