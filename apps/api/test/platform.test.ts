import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers /healthz', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with the JSON error body of the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/nope/123', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(404);
    const body = res.json();
    expect(body).toMatchObject({ status: 404, error: 'Not Found', code: 'NOT_FOUND', path: '/nope/123' });
    expect(typeof body.message).toBe('string');
    expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  });

  it('sends the security headers on every answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('seeds every ISO country with a French upper-case name and a calling code', async () => {
    const rows = await t.db.selectFrom('pays').selectAll().execute();
    expect(rows.length).toBeGreaterThanOrEqual(249);
    const france = rows.find((r) => r.code === 'FR');
    expect(france).toMatchObject({ designation: 'FRANCE', abreviation: '33' });
    expect(rows.find((r) => r.code === 'US')?.abreviation).toBe('1');
  });
});
