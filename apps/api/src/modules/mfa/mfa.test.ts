import { SESSION_COOKIE } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import type { Clock } from '../../lib/clock.js';
import { stepAt, totpCode } from './mfa.totp.js';

/** Contract §23: TOTP (RFC 6238), recovery codes, the sign-in's second step, compulsory MFA. */
let t: TestApp;
/** The services' time, moved by the tests; a step boundary never falls inside a test's calls. */
let at = Date.parse('2026-12-02T10:00:00.000Z');
const clock: Clock = {
  now: () => new Date(at),
  nowIso: () => new Date(at).toISOString(),
  today: () => new Date(at).toISOString().slice(0, 10),
};
const STEP = 30_000;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const post = (url: string, payload: object, user?: { headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url, payload, headers: user?.headers });
const login1 = (email: string) => post('/api/login1', { email, password: TEST_PASSWORD });
const asBearer = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

/** A staff member with a confirmed authenticator: its secret and its recovery codes. */
async function enrolled(
  role: 'MEMBRE' | 'ADMIN' = 'MEMBRE',
): Promise<{ user: TestUser; secret: string; codes: string[] }> {
  const user = await t.signIn(role);
  const enrol = await post('/api/me/mfa/totp', {}, user);
  expect(enrol.statusCode).toBe(200);
  const { secret, otpauthUrl } = enrol.json() as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  expect(otpauthUrl).toContain('algorithm=SHA1');
  const confirm = await post('/api/me/mfa/totp/confirmer', { code: totpCode(secret, at) }, user);
  expect(confirm.statusCode).toBe(200);
  return { user, secret, codes: (confirm.json() as { codesSecours: string[] }).codesSecours };
}

async function ticketFor(email: string): Promise<string> {
  const res = await login1(email);
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body).toMatchObject({ mfaRequise: true, methodes: ['totp'] });
  expect(body.token).toBeUndefined();
  return body.ticket;
}

describe('TOTP arithmetic (RFC 6238, Appendix B, SHA-1, six digits)', () => {
  const seed = new TextEncoder().encode('12345678901234567890');
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(totpCode(seed, seconds * 1000)).toBe(code);
  });
});

describe('enrolment', () => {
  it('keeps the secret pending until a code confirms it, encrypted at rest, then hands out 10 codes once', async () => {
    const user = await t.signIn('RECRUTEUR');
    const { secret } = (await post('/api/me/mfa/totp', {}, user)).json();
    const row = await t.db.selectFrom('mfa_totp').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.confirme_le).toBeNull();
    expect(row.secret_chiffre).not.toContain(secret);
    // Pending: the password alone still signs in.
    expect((await login1(user.email)).json().token).toEqual(expect.any(String));
    const wrong = await post('/api/me/mfa/totp/confirmer', { code: '000000' }, user);
    expect(wrong.statusCode).toBe(400);
    const ok = await post('/api/me/mfa/totp/confirmer', { code: totpCode(secret, at) }, user);
    const { codesSecours } = ok.json();
    expect(codesSecours).toHaveLength(10);
    expect(new Set(codesSecours).size).toBe(10);
    const hashes = await t.db
      .selectFrom('mfa_code_secours')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes).toHaveLength(10);
    expect(hashes.map((h) => h.code_hash)).not.toContain(codesSecours[0]);
    // Confirmed: a second enrolment is refused, and the status says so.
    expect((await post('/api/me/mfa/totp', {}, user)).statusCode).toBe(409);
    const status = await t.app.inject({ url: '/api/me/mfa', headers: user.headers });
    expect(status.json()).toEqual({ totp: true, codesSecoursRestants: 10, obligatoire: false });
    const audit = await t.db.selectFrom('audit_log').select('action').where('target_id', '=', user.id).execute();
    expect(audit.map((a) => a.action)).toContain('mfa.enabled');
  });

  it('is for staff only', async () => {
    const candidate = await t.signIn('CANDIDAT');
    expect((await post('/api/me/mfa/totp', {}, candidate)).statusCode).toBe(403);
  });
});

describe('the second step of a sign-in', () => {
  it('refuses a code the second time (replay), and accepts the next step once', async () => {
    const { user, secret } = await enrolled();
    // The confirmation used this step's code: it cannot serve again.
    const replay = await post('/api/login/mfa', { ticket: await ticketFor(user.email), code: totpCode(secret, at) });
    expect(replay.statusCode).toBe(401);
    at += STEP;
    const ticket = await ticketFor(user.email);
    const ok = await post('/api/login/mfa', { ticket, code: totpCode(secret, at) });
    expect(ok.statusCode).toBe(200);
    const { token, id } = ok.json();
    expect(id).toBe(user.id);
    expect(ok.cookies.some((c) => c.name === SESSION_COOKIE)).toBe(true);
    expect((await t.app.inject({ url: `/user/${user.email}`, ...asBearer(token) })).statusCode).toBe(200);
    const again = await post('/api/login/mfa', { ticket: await ticketFor(user.email), code: totpCode(secret, at) });
    expect(again.statusCode).toBe(401);
  });

  it('accepts one step of drift either way and refuses two', async () => {
    const { user, secret } = await enrolled();
    at += 10 * STEP;
    const tryCode = async (offsetSteps: number) =>
      (
        await post('/api/login/mfa', {
          ticket: await ticketFor(user.email),
          code: totpCode(secret, at + offsetSteps * STEP),
        })
      ).statusCode;
    expect(await tryCode(+2)).toBe(401);
    expect(await tryCode(-2)).toBe(401);
    expect(await tryCode(-1)).toBe(200);
    expect(await tryCode(+1)).toBe(200);
    expect(stepAt(at)).toBeGreaterThan(0);
  });

  it('takes each recovery code once', async () => {
    const { user, codes } = await enrolled();
    const first = await post('/api/login/mfa', { ticket: await ticketFor(user.email), code: codes[0]?.toUpperCase() });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/login/mfa', { ticket: await ticketFor(user.email), code: codes[0] });
    expect(again.statusCode).toBe(401);
    const other = await post('/api/login/mfa', { ticket: await ticketFor(user.email), code: codes[1] });
    expect(other.statusCode).toBe(200);
    const status = await t.app.inject({ url: '/api/me/mfa', ...asBearer(other.json().token) });
    expect(status.json().codesSecoursRestants).toBe(8);
  });

  it('voids a ticket after 5 tries, after 5 minutes, and once used', async () => {
    const { user, secret } = await enrolled();
    at += 20 * STEP;
    const tried = await ticketFor(user.email);
    for (let i = 0; i < 5; i++)
      expect((await post('/api/login/mfa', { ticket: tried, code: '000000' })).statusCode).toBe(401);
    expect((await post('/api/login/mfa', { ticket: tried, code: totpCode(secret, at) })).statusCode).toBe(401);

    const late = await ticketFor(user.email);
    at += 5 * 60_000 + STEP;
    expect((await post('/api/login/mfa', { ticket: late, code: totpCode(secret, at) })).statusCode).toBe(401);

    at += STEP;
    const once = await ticketFor(user.email);
    expect((await post('/api/login/mfa', { ticket: once, code: totpCode(secret, at) })).statusCode).toBe(200);
    at += STEP;
    expect((await post('/api/login/mfa', { ticket: once, code: totpCode(secret, at) })).statusCode).toBe(401);
    expect((await post('/api/login/mfa', { ticket: 'x'.repeat(43), code: totpCode(secret, at) })).statusCode).toBe(401);
  });

  it('turns off only with the password again', async () => {
    const { user } = await enrolled();
    const del = (password: string) =>
      t.app.inject({ method: 'DELETE', url: '/api/me/mfa/totp', payload: { password }, headers: user.headers });
    expect((await del('Wrong-passw0rd')).statusCode).toBe(400);
    expect((await del(TEST_PASSWORD)).statusCode).toBe(204);
    expect((await login1(user.email)).json().token).toEqual(expect.any(String));
    expect(await t.db.selectFrom('mfa_code_secours').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
    expect((await del(TEST_PASSWORD)).statusCode).toBe(404);
  });
});

describe('compulsory second factor (mfaObligatoire)', () => {
  it('lets a staff session without it reach nothing but enrolment, until enrolled', async () => {
    const admin = await enrolled('ADMIN');
    const member = await t.signIn('MEMBRE');
    const candidate = await t.signIn('CANDIDAT');
    const put = (value: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/securite',
        payload: { mfaObligatoire: value },
        headers: admin.user.headers,
      });
    expect((await put(true)).json()).toEqual({ mfaObligatoire: true });
    // The member's gate remembers its session for up to 2 seconds: start afresh.
    t.app.sessions.forgetUser(member.id);
    const get = (url: string, user: TestUser) => t.app.inject({ url, headers: user.headers });
    for (const url of ['/candidature/list', '/api/me/sessions', `/user/${member.email}`, '/api/me/entretiens']) {
      const res = await get(url, member);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('MFA_REQUIRED');
    }
    expect((await get('/api/me/mfa', member)).json()).toMatchObject({ totp: false, obligatoire: true });
    // A candidate and an enrolled admin are not concerned; public pages stay public.
    expect((await get(`/user/${candidate.email}`, candidate)).statusCode).toBe(200);
    expect((await get('/audit', admin.user)).statusCode).toBe(200);
    expect((await get('/api/offre', member)).statusCode).not.toBe(403);
    const { secret } = (await post('/api/me/mfa/totp', {}, member)).json();
    at += STEP;
    expect((await post('/api/me/mfa/totp/confirmer', { code: totpCode(secret, at) }, member)).statusCode).toBe(200);
    expect((await get('/candidature/list', member)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/securite', headers: admin.user.headers })).json()).toEqual({
      mfaObligatoire: true,
    });
    expect((await put(false)).statusCode).toBe(200);
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'securite.update').execute();
    expect(audit).toHaveLength(2);
  });
});

describe('what the server keeps to itself, and its rate', () => {
  let logged: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    logged = await createTestApp(
      { LOG_LEVEL: 'debug', RATE_LIMIT_LOGIN: '6' },
      { clock, logStream: { write: (line: string) => void lines.push(line) } },
    );
  });
  afterAll(() => logged.close());

  it('logs neither the secret, the recovery codes nor the ticket, and rate-limits the second step like login', async () => {
    const user = await logged.signIn('MEMBRE');
    const send = (url: string, payload: object, headers?: Record<string, string>) =>
      logged.app.inject({ method: 'POST', url, payload, headers });
    const { secret } = (await send('/api/me/mfa/totp', {}, user.headers)).json();
    at += STEP;
    const confirm = await send('/api/me/mfa/totp/confirmer', { code: totpCode(secret, at) }, user.headers);
    const { codesSecours } = confirm.json() as { codesSecours: string[] };
    const { ticket } = (await send('/api/login1', { email: user.email, password: TEST_PASSWORD })).json();
    at += STEP;
    expect((await send('/api/login/mfa', { ticket, code: codesSecours[0] ?? '' })).statusCode).toBe(200);
    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secretText of [secret, ticket, ...codesSecours]) expect(log).not.toContain(secretText);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await send('/api/login/mfa', { ticket, code: '000000' })).statusCode);
    expect(statuses).toContain(429);
  });
});
