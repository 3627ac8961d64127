import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { hasRedis, startRedis, type TestRedis } from '../../test/servers.js';
import { inTransaction } from './transaction.js';

/**
 * Two server instances (two apps in this process, each on its own database: what they share here
 * is Redis alone) on a real Redis (redis-server on loopback): the login limit is counted across
 * both, a Redis that goes away neither stops nor unlimits them, and broadcast notices reach the
 * other instance.
 */
const REDIS_PORT = 6380;
const LIMIT = 6;

const redisInstalled = hasRedis();
let redis: TestRedis;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  if (!redisInstalled) return;
  redis = await startRedis(REDIS_PORT);
  const env = { REDIS_URL: redis.url, RATE_LIMIT_LOGIN: String(LIMIT) };
  [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
});
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
  await redis?.stop();
});

/** A failed sign-in from address `ip` (a wrong password for an account that does not exist). */
const failedLogin = (t: TestApp, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/login1',
    payload: { email: 'personne@example.com', password: 'Mauvais-1' },
    remoteAddress: ip,
  });

const until = async (condition: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

describe.skipIf(!redisInstalled)('rate limits in Redis', () => {
  it('counts failed logins from one address across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await failedLogin(i % 2 ? b : a, '203.0.113.1')).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(401));
    for (const t of [a, b]) {
      const refused = await failedLogin(t, '203.0.113.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
    // Another address has its own allowance.
    expect((await failedLogin(b, '203.0.113.2')).statusCode).toBe(401);
  });

  it('while Redis is away each instance counts alone: no error, no wait, and still a limit', async () => {
    await redis.stop();
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await failedLogin(a, '203.0.113.3')).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
    // The other instance has not seen this address: its own count starts at one.
    expect((await failedLogin(b, '203.0.113.3')).statusCode).toBe(401);
    expect(Date.now() - started).toBeLessThan(LIMIT * 1_000);
  });

  it('counts in Redis again once it is back', async () => {
    await redis.start();
    // Each instance reconnects by itself within seconds: probe until its counts land in Redis.
    const client = new Redis(redis.url);
    try {
      for (const [name, t] of [
        ['a', a],
        ['b', b],
      ] as const) {
        let probe = 0;
        const counted = async () => {
          const ip = `198.51.100.${++probe}`;
          await failedLogin(t, ip);
          return (await client.keys(`recrutement:rate-limit:*${ip}`)).length === 1;
        };
        let ok = await counted();
        for (const deadline = Date.now() + 10_000; !ok && Date.now() < deadline; ok = await counted()) {
          await new Promise((r) => setTimeout(r, 200));
        }
        expect(ok, `instance ${name} counts in Redis`).toBe(true);
      }
    } finally {
      client.disconnect();
    }
    const statuses: number[] = [];
    for (let i = 0; i <= LIMIT; i++) statuses.push((await failedLogin(i % 2 ? a : b, '203.0.113.4')).statusCode);
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });
});

describe.skipIf(!redisInstalled)('broadcast between instances', () => {
  it('relays offres.changed to the other instance once the transaction commits, never on a rollback', async () => {
    const heard: Record<'a' | 'b', (string | null)[]> = { a: [], b: [] };
    const offA = a.app.ctx.broadcast.subscribe('offres.changed', (m) => heard.a.push(m));
    const offB = b.app.ctx.broadcast.subscribe('offres.changed', (m) => heard.b.push(m));
    try {
      await expect(
        inTransaction(a.app.ctx, async (tx) => {
          await tx.publish({ type: 'offres.changed' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      await inTransaction(a.app.ctx, (tx) => tx.publish({ type: 'offres.changed' }));
      // The publishing instance hears it at once, the other one through Redis.
      expect(heard.a).toEqual(['']);
      expect(await until(() => heard.b.length > 0)).toBe(true);
      await new Promise((r) => setTimeout(r, 200));
      expect(heard.b).toEqual(['']);
    } finally {
      offA();
      offB();
    }
  });

  it('tells every handler that notices may have been missed once Redis comes back', async () => {
    const heard: (string | null)[] = [];
    const off = b.app.ctx.broadcast.subscribe('offres.changed', (m) => heard.push(m));
    try {
      await redis.stop();
      await a.app.ctx.broadcast.publish('offres.changed'); // lost: nobody to carry it
      await redis.start();
      expect(await until(() => heard.includes(null), 10_000)).toBe(true);
      expect(heard).not.toContain('');
    } finally {
      off();
    }
  });
});

describe('a Redis that is not there at start', () => {
  it('does not stop the server: it starts within seconds and limits requests on its own', async () => {
    const started = Date.now();
    const alone = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:6389', RATE_LIMIT_LOGIN: '2' });
    try {
      expect(Date.now() - started).toBeLessThan(15_000);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) statuses.push((await failedLogin(alone, '203.0.113.9')).statusCode);
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await alone.close();
    }
  });
});
