import { CLAIM_COOKIE, loginResponseSchema, messages, SESSION_COOKIE } from '@recrutement/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers.js';
import { makeIndividu, makeUser } from '../../seed/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:80';
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const sessionCookie = (res: Awaited<ReturnType<typeof post>>) => res.cookies.find((c) => c.name === SESSION_COOKIE);
const claimCookie = (individuId: number, expires = Math.floor(Date.now() / 1000) + 600) =>
  `${CLAIM_COOKIE}=${encodeURIComponent(t.app.signCookie(`${individuId}.${expires}`))}`;
const newPerson = () => ({ nom: 'Durand', prenom: 'Léa', telephone: '0611223344' });
let seq = 0;
const freshEmail = () => `auth-${++seq}-${Date.now()}@example.com`;

describe('POST /api/login1', () => {
  it('answers the token, the user id and the individu id, and sets an HttpOnly strict cookie', async () => {
    const user = await makeUser(t.db, { email: freshEmail(), password: TEST_PASSWORD, role: 'CANDIDAT' });
    const res = await post('/api/login1', { email: user.email, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['id', 'id_individu', 'token']);
    expect(loginResponseSchema.parse(body)).toMatchObject({ id: user.id, id_individu: user.individuId });
    const cookie = sessionCookie(res);
    expect(cookie).toMatchObject({ value: body.token, httpOnly: true, sameSite: 'Strict', path: '/' });
    const me = await t.app.inject({ url: `/user/${user.email}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json()).toMatchObject({ id: user.id, role: 'CANDIDAT' });
  });

  it('accepts the cookie alone on a read', async () => {
    const user = await makeUser(t.db, { email: freshEmail(), password: TEST_PASSWORD, role: 'CANDIDAT' });
    const login = await post('/api/login1', { email: user.email, password: TEST_PASSWORD });
    const token = sessionCookie(login)?.value as string;
    const me = await t.app.inject({ url: `/user/${user.email}`, cookies: { [SESSION_COOKIE]: token } });
    expect(me.statusCode).toBe(200);
  });

  it('matches the e-mail ignoring case and surrounding spaces', async () => {
    const user = await makeUser(t.db, { email: freshEmail(), password: TEST_PASSWORD, role: 'ADMIN' });
    const res = await post('/api/login1', { email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(user.id);
  });

  it('gives the same 401 for an unknown e-mail and a wrong password', async () => {
    const user = await makeUser(t.db, { email: freshEmail(), password: TEST_PASSWORD, role: 'CANDIDAT' });
    const unknown = await post('/api/login1', { email: 'nobody@example.com', password: TEST_PASSWORD });
    const wrong = await post('/api/login1', { email: user.email, password: 'Wrong-Passw0rd' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(sessionCookie(res)).toBeUndefined();
    }
    const { timestamp: _a, ...a } = unknown.json();
    const { timestamp: _b, ...b } = wrong.json();
    expect(a).toEqual(b);
    expect(a).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: messages.loginFailed });
  });

  it('spends a password verification on an unknown e-mail too', async () => {
    const user = await makeUser(t.db, { email: freshEmail(), password: TEST_PASSWORD, role: 'CANDIDAT' });
    const time = async (email: string) => {
      const start = performance.now();
      await post('/api/login1', { email, password: 'Wrong-Passw0rd' });
      return performance.now() - start;
    };
    await time('warm-up@example.com');
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)] as number;
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let i = 0; i < 5; i++) {
      unknown.push(await time(`ghost-${i}@example.com`));
      wrong.push(await time(user.email));
    }
    // Without the decoy hash an unknown e-mail answers an order of magnitude faster.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.3);
  });

  it('refuses an empty body field by field', async () => {
    const res = await post('/api/login1', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: messages.emailRequired, password: messages.passwordRequired });
  });
});

describe('POST /api/register', () => {
  it('creates a candidate and its individu, answers 201 with a session', async () => {
    const email = freshEmail();
    const res = await post('/api/register', { email, password: TEST_PASSWORD, individu: newPerson() });
    expect(res.statusCode).toBe(201);
    const body = loginResponseSchema.parse(res.json());
    expect(sessionCookie(res)?.value).toBe(body.token);
    const me = await t.app.inject({ url: `/user/${email}`, headers: { authorization: `Bearer ${body.token}` } });
    // Unverified: the account is there, its person is not shown yet (§9).
    expect(me.json()).toMatchObject({ id: body.id, email, role: 'CANDIDAT', individu: null, emailVerifie: false });
    await t.db.updateTable('users').set({ email_verifie: 1 }).where('id', '=', body.id).execute();
    t.app.sessions.forgetUser(body.id);
    const verified = await t.app.inject({ url: `/user/${email}`, headers: { authorization: `Bearer ${body.token}` } });
    expect(verified.json()).toMatchObject({
      emailVerifie: true,
      individu: {
        id: body.id_individu,
        email,
        ...newPerson(),
        telephone: '+33 6 11 22 33 44',
        pays: null,
        civilite: null,
      },
    });
    const login = await post('/api/login1', { email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('checks the password rules in their order', async () => {
    const cases: [string, string][] = [
      ['', messages.passwordRequired],
      ['Ab1', messages.passwordMin],
      ['abcdefgh1', messages.passwordUpper],
      ['Abcdefghi', messages.passwordDigit],
    ];
    for (const [password, message] of cases) {
      const res = await post('/api/register', { email: freshEmail(), password, individu: newPerson() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { password: message } });
    }
  });

  it('names every invalid field', async () => {
    const res = await post('/api/register', {
      email: 'not-an-email',
      password: TEST_PASSWORD,
      individu: { nom: ' ', prenom: '', telephone: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: messages.emailInvalid,
      'individu.nom': messages.nomRequired,
      'individu.prenom': messages.prenomRequired,
      'individu.telephone': messages.telephoneRequired,
    });
  });

  it('answers 409 when the e-mail already has an account, whatever its case', async () => {
    const user = await makeUser(t.db, { email: freshEmail(), password: TEST_PASSWORD, role: 'CANDIDAT' });
    const res = await post('/api/register', {
      email: user.email.toUpperCase(),
      password: TEST_PASSWORD,
      individu: newPerson(),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'CONFLICT', message: messages.emailTaken });
  });

  it('gives one account and one 409 to two simultaneous registrations of the same e-mail', async () => {
    const email = freshEmail();
    const body = { email, password: TEST_PASSWORD, individu: newPerson() };
    const answers = await Promise.all([post('/api/register', body), post('/api/register', body)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const rows = await t.db.selectFrom('users').select('id').where('email_key', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it("gives an applicant's address an unverified account on that individu, answering as for a new address", async () => {
    const email = freshEmail();
    const individuId = await makeIndividu(t.db, { email, nom: 'Petit', prenom: 'Jules' });
    // A line of the audit trail about the applicant (their applications and queued mail: takeover.test.ts).
    const { id: lineId } = await t.db
      .insertInto('audit_log')
      .values({
        created_at: new Date().toISOString(),
        actor_user_id: null,
        actor_email: null,
        action: 'personal-data.accessed',
        target_type: 'individu',
        target_id: individuId,
        individu_id: individuId,
        label: null,
        details: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const fresh = await post('/api/register', { email: freshEmail(), password: TEST_PASSWORD, individu: newPerson() });
    const res = await post('/api/register', { email, password: TEST_PASSWORD, individu: newPerson() });
    // Same status, same keys, same cookies: nothing tells that this address had applied.
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(Object.keys(res.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(res.cookies.map((c) => c.name)).toEqual(fresh.cookies.map((c) => c.name));
    // Not the applicant's old id, which would be older than the new address's: the next one, as a
    // second new address would get.
    const renumbered = res.json().id_individu as number;
    expect(renumbered).not.toBe(individuId);
    expect(renumbered).toBe(fresh.json().id_individu + 1);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('individu_id', '=', renumbered)
      .executeTakeFirstOrThrow();
    expect(user.email_verifie).toBe(0);
    // The person's data are kept as they were, and the new account does not see them.
    const row = await t.db.selectFrom('individu').selectAll().where('id', '=', renumbered).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ nom: 'Petit', prenom: 'Jules', email, email_key: email });
    expect(await t.db.selectFrom('individu').select('id').where('id', '=', individuId).execute()).toEqual([]);
    const line = await t.db
      .selectFrom('audit_log')
      .select('individu_id')
      .where('id', '=', lineId)
      .executeTakeFirstOrThrow();
    expect(line.individu_id).toBe(renumbered);
    const me = await t.app.inject({ url: `/user/${email}`, headers: { authorization: `Bearer ${res.json().token}` } });
    expect(me.json()).toMatchObject({ individu: null, emailVerifie: false });
  });

  it('checks the phone like the apply form, and stores it in international form', async () => {
    const refused = await post('/api/register', {
      email: freshEmail(),
      password: TEST_PASSWORD,
      individu: { ...newPerson(), telephone: '12' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ 'individu.telephone': messages.telephoneInvalid });
    for (const [typed, stored] of [
      ['06 11 22 33 44', '+33 6 11 22 33 44'],
      ['+44 20 7946 0958', '+44 20 7946 0958'],
    ]) {
      const res = await post('/api/register', {
        email: freshEmail(),
        password: TEST_PASSWORD,
        individu: { ...newPerson(), telephone: typed },
      });
      expect(res.statusCode).toBe(201);
      const row = await t.db
        .selectFrom('individu')
        .select('telephone')
        .where('id', '=', res.json().id_individu)
        .executeTakeFirstOrThrow();
      expect(row.telephone).toBe(stored);
    }
  });

  it('never takes a role or an id from the body', async () => {
    const email = freshEmail();
    const res = await post('/api/register', {
      email,
      password: TEST_PASSWORD,
      individu: newPerson(),
      role: 'ADMIN',
      id: 999,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().id).not.toBe(999);
    const role = await t.app.inject({
      url: `/user/role/${email}`,
      headers: { authorization: `Bearer ${res.json().token}` },
    });
    expect(role.json()).toEqual({ role: 'CANDIDAT' });
  });
});

describe('POST /api/{id}/register', () => {
  const claimed = (individuId: number, extra: Record<string, string> = {}) => ({
    cookie: claimCookie(individuId),
    origin: ORIGIN,
    ...extra,
  });

  it('refuses without a claim, with a forged, expired or foreign claim', async () => {
    const individuId = await makeIndividu(t.db, { email: freshEmail() });
    const other = await makeIndividu(t.db, { email: freshEmail() });
    const body = { password: TEST_PASSWORD };
    const attempts = [
      { origin: ORIGIN },
      { origin: ORIGIN, cookie: `${CLAIM_COOKIE}=${individuId}.${Math.floor(Date.now() / 1000) + 600}` },
      { origin: ORIGIN, cookie: claimCookie(individuId, Math.floor(Date.now() / 1000) - 1) },
      claimed(other),
    ];
    for (const headers of attempts) {
      const res = await post(`/api/${individuId}/register`, body, headers);
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses a claim-based call that does not come from our origin', async () => {
    const individuId = await makeIndividu(t.db, { email: freshEmail() });
    const res = await post(
      `/api/${individuId}/register`,
      { password: TEST_PASSWORD },
      { cookie: claimCookie(individuId) },
    );
    expect(res.statusCode).toBe(403);
    const foreign = await post(
      `/api/${individuId}/register`,
      { password: TEST_PASSWORD },
      claimed(individuId, { origin: 'https://evil.example' }),
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('creates the account once under the individu e-mail, with a session', async () => {
    const email = freshEmail();
    const individuId = await makeIndividu(t.db, { email });
    const res = await post(
      `/api/${individuId}/register`,
      { password: TEST_PASSWORD, email: 'x@evil.test' },
      claimed(individuId),
    );
    expect(res.statusCode).toBe(201);
    const body = loginResponseSchema.parse(res.json());
    expect(body.id_individu).toBe(individuId);
    expect(sessionCookie(res)?.value).toBe(body.token);
    const login = await post('/api/login1', { email, password: TEST_PASSWORD });
    expect(login.json().id).toBe(body.id);
    const again = await post(`/api/${individuId}/register`, { password: TEST_PASSWORD }, claimed(individuId));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.accountExists);
  });

  it('applies the password rules', async () => {
    const individuId = await makeIndividu(t.db, { email: freshEmail() });
    const res = await post(`/api/${individuId}/register`, { password: 'abcdefgh' }, claimed(individuId));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: messages.passwordUpper });
  });

  it('lets an admin create the account without replacing the admin session; 404 for an unknown individu', async () => {
    const admin = await t.signIn('ADMIN');
    const individuId = await makeIndividu(t.db, { email: freshEmail() });
    const res = await post(`/api/${individuId}/register`, { password: TEST_PASSWORD }, admin.headers);
    expect(res.statusCode).toBe(201);
    expect(sessionCookie(res)).toBeUndefined();
    const unknown = await post('/api/999999/register', { password: TEST_PASSWORD }, admin.headers);
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses a candidate acting on someone else', async () => {
    const candidate = await t.signIn('CANDIDAT');
    const individuId = await makeIndividu(t.db, { email: freshEmail() });
    const res = await post(`/api/${individuId}/register`, { password: TEST_PASSWORD }, candidate.headers);
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/logout', () => {
  it('clears the session cookie and answers 204', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', cookies: { [CLAIM_COOKIE]: 'x' } });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const cleared = sessionCookie(res);
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    expect(res.cookies.find((c) => c.name === CLAIM_COOKIE)?.value).toBe('');
  });

  it('revokes the token it was given, as a bearer or as the cookie: it answers 401 afterwards', async () => {
    const user = await makeUser(t.db, { email: freshEmail(), password: TEST_PASSWORD, role: 'CANDIDAT' });
    const signIn = async () => (await post('/api/login1', { email: user.email, password: TEST_PASSWORD })).json().token;
    const [bearer, cookie, other] = [await signIn(), await signIn(), await signIn()];
    const me = (headers: Record<string, string>) => t.app.inject({ url: `/user/${user.email}`, headers });
    const asBearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await me(asBearer(bearer))).statusCode).toBe(200);
    expect((await post('/api/logout', {}, asBearer(bearer))).statusCode).toBe(204);
    expect((await me(asBearer(bearer))).statusCode).toBe(401);
    const byCookie = await post('/api/logout', {}, { cookie: `${SESSION_COOKIE}=${cookie}`, origin: ORIGIN });
    expect(byCookie.statusCode).toBe(204);
    expect((await me({ cookie: `${SESSION_COOKIE}=${cookie}` })).statusCode).toBe(401);
    expect((await me(asBearer(cookie))).statusCode).toBe(401);
    // Other sessions of the same account stay open; the revocation is in the database.
    expect((await me(asBearer(other))).statusCode).toBe(200);
    const rows = await t.db.selectFrom('revoked_token').select('jti').execute();
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ RATE_LIMIT_LOGIN: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After and the error body after the configured number of sign-ins', async () => {
    const attempt = () =>
      limited.app.inject({ method: 'POST', url: '/api/login1', payload: { email: 'a@b.fr', password: 'x' } });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
    const res = await attempt();
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({
      status: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: messages.tooManyRequests,
      path: '/api/login1',
    });
  });

  it('limits registration as well', async () => {
    const attempt = () => limited.app.inject({ method: 'POST', url: '/api/register', payload: {} });
    for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});
