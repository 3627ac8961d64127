import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers.js';

/**
 * The takeover of §9: someone creates an account for a victim's address, before or after the
 * victim applies without an account. Until the link mailed to that address is followed, the
 * account sees none of the victim's applications, documents or files — one check per read path.
 */
let t: TestApp;
let vacancyId: number;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  vacancyId = (await makeOpenVacancy(t.db, { nom: 'Chef de projet' })).id;
});
afterAll(() => t.close());

const VICTIM = { nom: 'Victime', prenom: 'Valérie' };
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function registerAs(email: string) {
  const res = await post('/api/register', {
    email,
    password: TEST_PASSWORD,
    individu: { nom: 'Pirate', prenom: 'Paul', telephone: '0699887766' },
  });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { token: string; id: number; id_individu: number };
  return { ...body, headers: { authorization: `Bearer ${body.token}` } };
}

async function victimApplies(email: string) {
  const { payload, headers } = await multipart(applyForm(vacancyId, { email, ...VICTIM }));
  const res = await t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
  expect(res.statusCode).toBe(201);
  const candidatureId = res.json().idCandidature as number;
  const files = await t.db
    .selectFrom('document_candidature')
    .select(['nom_fichier', 'nom_original'])
    .where('candidature_id', '=', candidatureId)
    .execute();
  return { candidatureId, individuId: Number(res.json().idIndividu), files };
}

/** Every path through which a candidate reads their own data. */
function readPaths(victim: Awaited<ReturnType<typeof victimApplies>>): string[] {
  const file = victim.files[0]?.nom_fichier;
  return [
    `/candidature/byid/${victim.individuId}`,
    `/candidature/byid/${victim.individuId}?page=1&size=10`,
    `/candidature/${victim.candidatureId}/historique`,
    `/individu/${victim.individuId}/effacement`,
    `/document-candidature/by-candidature/${victim.candidatureId}`,
    `/document-candidature/download/${file}`,
    `/document-candidature/toto/${file}`,
    `/test/toto/mimi/${file}`,
    `/individu/get/individu/${victim.individuId}`,
  ];
}

async function expectNothingVisible(
  headers: Record<string, string>,
  email: string,
  victim: Awaited<ReturnType<typeof victimApplies>>,
) {
  for (const url of readPaths(victim)) {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(403);
    expect(res.json(), url).toMatchObject({
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Confirmez votre adresse e-mail pour voir vos candidatures.',
    });
  }
  // The account itself reads, without the person behind it.
  for (const url of [`/user/${email}`, `/user/b/${victim.individuId}`]) {
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, url).toBe(200);
    expect(res.json(), url).toMatchObject({ individu: null, emailVerifie: false });
    expect(res.body).not.toContain(VICTIM.prenom);
  }
}

/** The link of the last verification message to that address, as its owner would read it. */
/** The last message of that kind queued for that address. */
function lastMail(email: string, kind: 'verify' | 'reset' | 'receipt') {
  return t.db
    .selectFrom('mail_outbox')
    .select(['text_body', 'individu_id'])
    .where('to_address', '=', email)
    .where('kind', '=', kind)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

async function verificationToken(email: string): Promise<string> {
  const row = await lastMail(email, 'verify');
  return /verifier-email\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
}

describe('an account created for someone else’s address', () => {
  it('created first, never sees the applications, documents and files the owner sends later', async () => {
    const email = `victime-${++seq}@example.com`;
    const attacker = await registerAs(email);
    const victim = await victimApplies(email);
    // The application joined the account's individu (same address)…
    expect(victim.individuId).toBe(attacker.id_individu);
    // …and yet the account sees nothing of it.
    await expectNothingVisible(attacker.headers, email, victim);
  });

  it('created after the owner applied, sees nothing either, and learns nothing from the answer', async () => {
    const email = `victime-${++seq}@example.com`;
    const victim = await victimApplies(email);
    const probe = await registerAs(`sonde-${seq}@example.com`);
    const attacker = await registerAs(email);
    // The applicant's individu took the next id, as a new address would have: no older id to give
    // away that this address had applied. Their application, files and mail went along with it.
    expect(attacker.id_individu).toBe(probe.id_individu + 1);
    const moved = { ...victim, individuId: attacker.id_individu };
    const application = await t.db
      .selectFrom('candidature')
      .select('individu_id')
      .where('id', '=', victim.candidatureId)
      .executeTakeFirstOrThrow();
    expect(application.individu_id).toBe(attacker.id_individu);
    const receipt = await lastMail(email, 'receipt');
    expect(receipt.individu_id).toBe(attacker.id_individu);
    await expectNothingVisible(attacker.headers, email, moved);
  });

  it("can neither download nor erase the owner's data", async () => {
    const email = `victime-${++seq}@example.com`;
    const victim = await victimApplies(email);
    const attacker = await registerAs(email);
    const exported = await t.app.inject({ url: '/api/me/export', headers: attacker.headers });
    expect(exported.statusCode).toBe(403);
    expect(exported.json().code).toBe('EMAIL_NOT_VERIFIED');
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: TEST_PASSWORD },
      headers: attacker.headers,
    });
    expect(erased.statusCode).toBe(403);
    expect(erased.json().code).toBe('EMAIL_NOT_VERIFIED');
    // Still there, under the individu the account joined (renumbered when it was created).
    const kept = await t.db
      .selectFrom('candidature')
      .select('id')
      .where('individu_id', '=', attacker.id_individu)
      .execute();
    expect(kept.map((r) => r.id)).toEqual([victim.candidatureId]);
  });

  it('shows everything once the owner of the mailbox follows the link', async () => {
    const email = `victime-${++seq}@example.com`;
    const account = await registerAs(email);
    const victim = await victimApplies(email);
    const token = await verificationToken(email);
    expect((await post('/api/verify-email', { token, password: TEST_PASSWORD })).statusCode).toBe(204);
    for (const url of readPaths(victim)) {
      const res = await t.app.inject({ url, headers: account.headers });
      expect(res.statusCode, url).toBe(200);
    }
    const list = await t.app.inject({ url: `/candidature/byid/${victim.individuId}`, headers: account.headers });
    expect(list.json().map((c: { id: number }) => c.id)).toEqual([victim.candidatureId]);
  });

  it('is closed when the owner resets the password: every session of the intruder ends', async () => {
    const email = `victime-${++seq}@example.com`;
    const attacker = await registerAs(email);
    await post('/api/password/forgot', { email });
    const row = await lastMail(email, 'reset');
    const token = /nouveau\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
    expect((await post('/api/password/reset', { token, password: 'Proprietaire-2025' })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/user/${email}`, headers: attacker.headers })).statusCode).toBe(401);
    // The owner, signed in with the new password, is verified by the reset link itself.
    const login = await post('/api/login1', { email, password: 'Proprietaire-2025' });
    const me = await t.app.inject({
      url: `/user/${email}`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(me.json()).toMatchObject({ emailVerifie: true });
  });
});

/** The reset link of the last message 4 to that address. */
async function resetToken(email: string): Promise<string> {
  const row = await lastMail(email, 'reset');
  return /nouveau\?token=([\w-]+)/.exec(row.text_body)?.[1] ?? '';
}

const signedIn = (token: string) => ({ authorization: `Bearer ${token}` });

describe('account pre-hijacking (§9): following the link asks for the password of the account', () => {
  const ATTACKER_PASSWORD = TEST_PASSWORD;
  const OWNER_PASSWORD = 'Proprietaire-2026';

  for (const order of [
    'the attacker registers, then the owner applies',
    'the owner applies, then the attacker registers',
  ]) {
    it(`${order}: the link alone verifies nothing; the owner takes the account back by a reset`, async () => {
      const email = `victime-${++seq}@example.com`;
      let attacker: Awaited<ReturnType<typeof registerAs>>;
      let victim: Awaited<ReturnType<typeof victimApplies>>;
      if (order.startsWith('the attacker')) {
        attacker = await registerAs(email);
        victim = await victimApplies(email);
      } else {
        victim = await victimApplies(email);
        attacker = await registerAs(email);
        victim = { ...victim, individuId: attacker.id_individu };
      }
      // The owner reads "Confirmez votre adresse e-mail" and follows it: without the password, or
      // with a guess, nothing is verified and the link still works.
      const token = await verificationToken(email);
      for (const body of [{ token }, { token, password: '' }, { token, password: OWNER_PASSWORD }]) {
        const res = await post('/api/verify-email', body);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { password: expect.any(String) } });
      }
      await expectNothingVisible(attacker.headers, email, victim);

      // "Mot de passe oublié ?": the reset proves the mailbox, verifies the address, ends every session.
      expect((await post('/api/password/forgot', { email })).statusCode).toBe(204);
      const reset = await post('/api/password/reset', { token: await resetToken(email), password: OWNER_PASSWORD });
      expect(reset.statusCode).toBe(204);
      expect((await t.app.inject({ url: `/user/${email}`, headers: attacker.headers })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: `/candidature/byid/${victim.individuId}`, headers: attacker.headers })).statusCode,
      ).toBe(401);
      expect((await post('/api/login1', { email, password: ATTACKER_PASSWORD })).statusCode).toBe(401);
      // The old verification link has nothing left to do, even with the attacker's password.
      const stale = await post('/api/verify-email', { token, password: ATTACKER_PASSWORD });
      expect(stale.json().code).toBe('TOKEN_INVALID');

      const login = await post('/api/login1', { email, password: OWNER_PASSWORD });
      expect(login.statusCode).toBe(200);
      const owner = signedIn(login.json().token);
      expect((await t.app.inject({ url: `/user/${email}`, headers: owner })).json()).toMatchObject({
        emailVerifie: true,
      });
      const list = await t.app.inject({ url: `/candidature/byid/${victim.individuId}`, headers: owner });
      expect(list.statusCode).toBe(200);
      expect(list.json().map((c: { id: number }) => c.id)).toEqual([victim.candidatureId]);
    });
  }

  it("verifies with the account's password; a wrong one first leaves the token usable", async () => {
    const email = `proprietaire-${++seq}@example.com`;
    const account = await registerAs(email);
    const token = await verificationToken(email);
    const wrong = await post('/api/verify-email', { token, password: 'Pas-le-b0n' });
    expect(wrong.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      fields: { password: 'Mot de passe incorrect.' },
    });
    const missing = await post('/api/verify-email', { token });
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { password: 'Le mot de passe est obligatoire.' },
    });
    expect((await post('/api/verify-email', { token, password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await t.app.inject({ url: `/user/${email}`, headers: account.headers })).json()).toMatchObject({
      emailVerifie: true,
    });
    // Single use, and an unknown token is refused before any password is looked at.
    expect((await post('/api/verify-email', { token, password: TEST_PASSWORD })).json().code).toBe('TOKEN_INVALID');
    expect((await post('/api/verify-email', { token: 'z'.repeat(43), password: 'x' })).json().code).toBe(
      'TOKEN_INVALID',
    );
  });
});
