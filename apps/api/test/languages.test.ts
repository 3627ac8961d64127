import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ALERTE_JOB } from '../src/modules/alerte/alerte.job.js';
import { OUTBOX_JOB } from '../src/modules/mail/mail.service.js';
import { makeOpenVacancy } from '../src/seed/factories.js';
import { applyForm, multipart } from './fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from './helpers.js';
import { linkIn, type Received, startRelay, type TestRelay } from './smtp.js';

/**
 * Contract §17 on the server: API messages in the caller's language (codes unchanged), the
 * account's `langue` (register, preferences), the application's `langue`, and mail in the person's
 * language through a real SMTP server. The /en pages' heads and sitemap: plugins/seo.test.ts.
 */
const PUBLIC_URL = 'https://jobs.example.com';
let relay: TestRelay;
let t: TestApp;
let vacancyId: number;
let posteId: number;
let seq = 0;
const freshEmail = () => `lang-${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  relay = await startRelay();
  t = await createTestApp({ SMTP_URL: relay.url, PUBLIC_URL, ORG_NAME: 'Maison Test' });
  ({ id: vacancyId, posteId } = await makeOpenVacancy(t.db, { nom: 'Développeur Kotlin' }));
  await t.db.updateTable('poste_vacant').set({ nom_en: 'Kotlin developer' }).where('id', '=', vacancyId).execute();
});
afterAll(async () => {
  await t.close();
  await relay.stop();
});
beforeEach(() => {
  relay.received.length = 0;
});

const EN = { 'accept-language': 'en-GB,en;q=0.9,fr;q=0.5' };
const FR = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' };
const deliver = () => t.app.ctx.jobs.runNow(OUTBOX_JOB);
function onlyMessageTo(to: string): Received {
  const all = relay.to(to);
  expect(all, `messages to ${to}`).toHaveLength(1);
  return all[0] as Received;
}
async function apply(email: string, extra: Record<string, string> = {}) {
  const { payload, headers } = await multipart({ ...applyForm(vacancyId, { email }), ...extra });
  return t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
}

describe('API messages follow Accept-Language, codes unchanged', () => {
  it('says a validation error of the contract schemas in English, field by field', async () => {
    const payload = { email: 'not-an-address', password: 'short', individu: { nom: '', prenom: 'A', telephone: '1' } };
    const en = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers: EN });
    const fr = await t.app.inject({ method: 'POST', url: '/api/register', payload, headers: FR });
    expect(en.statusCode).toBe(400);
    expect(en.json().code).toBe(fr.json().code);
    expect(en.json().message).toBe('Some fields are invalid.');
    expect(fr.json().message).toBe('Certains champs sont invalides.');
    expect(en.json().fields.email).toBe('The e-mail address is not valid.');
    expect(fr.json().fields.email).toBe("L'adresse e-mail n'est pas valide.");
    expect(Object.keys(en.json().fields).sort()).toEqual(Object.keys(fr.json().fields).sort());
    expect(en.headers['content-language']).toBe('en');
    expect(en.headers.vary).toContain('Accept-Language');
  });

  it('says the services and the error handler in English: not found, unauthorised, a count by plural rules', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/poste-vacant/999999', headers: EN });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(missing.json().message).not.toMatch(/[éèà]|n'existe/);
    const anonymous = await t.app.inject({ method: 'GET', url: '/candidature/byid/1', headers: EN });
    expect(anonymous.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'You must be signed in.' });
    const admin = await t.signIn('ADMIN');
    const inUse = await t.app.inject({
      method: 'DELETE',
      url: `/poste-de-travail/delete/${posteId}`,
      headers: { ...admin.headers, ...EN },
    });
    expect(inUse.json()).toMatchObject({ code: 'CONFLICT', message: 'This position is used by 1 vacancy.' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json', ...EN },
    });
    expect(badJson.json()).toMatchObject({ code: 'VALIDATION', message: 'The request body is not valid JSON.' });
  });

  it('stays French without Accept-Language, or when French comes first', async () => {
    for (const headers of [{}, FR, { 'accept-language': 'de-DE' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/candidature/byid/1', headers });
      expect(res.json().message).toBe('Vous devez être connecté.');
    }
  });
});

describe('the language of an account', () => {
  it('is given at registration (French by default), read on the User, changed by POST /api/me/preferences', async () => {
    const email = freshEmail();
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email,
        password: TEST_PASSWORD,
        individu: { nom: 'Smith', prenom: 'Ann', telephone: '06 12 34 56 78' },
        langue: 'en',
      },
    });
    expect(register.statusCode).toBe(201);
    const { token } = register.json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'GET', url: `/user/${email}`, headers: auth })).json().langue).toBe('en');
    // Message 3 (verification) is in English and links to the English page.
    await deliver();
    const verify = onlyMessageTo(email);
    expect(verify.mail.subject).toBe('Confirm your e-mail address');
    expect(linkIn(verify, `${PUBLIC_URL}/en/verifier-email?token=`)).toContain('/en/verifier-email');
    expect(verify.mail.html).toContain('<html lang="en">');

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/me/preferences',
      payload: { langue: 'de' },
      headers: { ...auth, ...EN },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.langue).toBe('The language must be fr or en.');
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/me/preferences',
      payload: { langue: 'fr' },
      headers: auth,
    });
    expect(set.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: `/user/${email}`, headers: auth })).json().langue).toBe('fr');
  });

  it('is French when registration says nothing', async () => {
    const email = freshEmail();
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email,
        password: TEST_PASSWORD,
        individu: { nom: 'Martin', prenom: 'Paul', telephone: '06 12 34 56 78' },
      },
    });
    const auth = { authorization: `Bearer ${register.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: `/user/${email}`, headers: auth })).json().langue).toBe('fr');
    await deliver();
    expect(onlyMessageTo(email).mail.subject).toBe('Confirmez votre adresse e-mail');
  });

  it('POST /api/me/preferences needs a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/me/preferences', payload: { langue: 'en' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('mail in the person’s language', () => {
  it('an application sent from an English page gets an English receipt naming nomEn and linking /en', async () => {
    const email = freshEmail();
    expect((await apply(email, { langue: 'en' })).statusCode).toBe(201);
    const row = await t.db
      .selectFrom('candidature')
      .innerJoin('individu', 'individu.id', 'candidature.individu_id')
      .select('candidature.langue')
      .where('individu.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.langue).toBe('en');
    await deliver();
    const receipt = onlyMessageTo(email);
    expect(receipt.mail.subject).toBe('Acknowledgement: your application "Kotlin developer"');
    expect(receipt.mail.text).toContain('We have received your application for the position Kotlin developer');
    expect(receipt.mail.text).toMatch(/on \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(receipt.mail.text).toContain(`${PUBLIC_URL}/en/mon-espace`);
    expect(receipt.mail.html).toContain('<html lang="en">');
  });

  it('an application without langue, or with an unknown one, gets the French receipt', async () => {
    for (const extra of [{}, { langue: 'xx' }] as Record<string, string>[]) {
      relay.received.length = 0;
      const email = freshEmail();
      expect((await apply(email, extra)).statusCode).toBe(201);
      await deliver();
      const receipt = onlyMessageTo(email);
      expect(receipt.mail.subject).toBe('Accusé de réception : votre candidature « Développeur Kotlin »');
      expect(receipt.mail.text).toContain(`${PUBLIC_URL}/mon-espace`);
      expect(receipt.mail.text).not.toContain('/en/');
    }
  });

  it("the account's langue wins over the application's", async () => {
    const email = freshEmail();
    await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email, password: TEST_PASSWORD, individu: { nom: 'Lee', prenom: 'Kim', telephone: '06 12 34 56 78' } },
    });
    await deliver();
    relay.received.length = 0;
    expect((await apply(email, { langue: 'en' })).statusCode).toBe(201);
    await deliver();
    expect(onlyMessageTo(email).mail.subject).toContain('Accusé de réception');
  });

  it('a status change follows the latest application’s language, the status named in English', async () => {
    const email = freshEmail();
    const applied = await apply(email, { langue: 'en' });
    const candidatureId = applied.json().idCandidature;
    await deliver();
    relay.received.length = 0;
    const admin = await t.signIn('ADMIN');
    const refused = await t.db
      .selectFrom('etat_candidature')
      .select('id')
      .where('etat', '=', 'Refusée')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: `/candidature/${candidatureId}/update`,
      headers: admin.headers,
      payload: { etatCandidature: { id: refused.id } },
    });
    expect(res.statusCode).toBeLessThan(300);
    await deliver();
    const notice = onlyMessageTo(email);
    expect(notice.mail.subject).toBe("Your application's status has changed: Declined");
    expect(notice.mail.text).toContain('Kotlin developer');
  });
});

describe('job alerts in the language they were asked in (§17, §18)', () => {
  it('an alert asked from an English page: the answer, message 8 and the offers found are English and link /en', async () => {
    const email = freshEmail();
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/alertes',
      headers: EN,
      payload: { email, criteres: { q: 'kotlin', teletravail: 'TOTAL' }, frequence: 'IMMEDIATE', langue: 'en' },
      remoteAddress: '10.24.0.1',
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toBe(
      'If this address can receive alerts, a confirmation message has just been sent to it. The alert starts when you click its link.',
    );
    await deliver();
    const confirmation = onlyMessageTo(email);
    expect(confirmation.mail.subject).toBe('Confirm your job alert');
    expect(confirmation.mail.text).toContain('“kotlin” · fully remote');
    expect(confirmation.mail.text).toContain('as soon as an offer appears');
    expect(confirmation.mail.html).toContain('<html lang="en">');
    const link = linkIn(confirmation, `${PUBLIC_URL}/en/alertes/confirmer`);
    const token = new URL(link).searchParams.get('token') ?? '';
    expect((await t.app.inject({ method: 'POST', url: '/api/alertes/confirmer', payload: { token } })).statusCode).toBe(
      200,
    );
    relay.received.length = 0;

    const { id } = await makeOpenVacancy(t.db, { nom: 'Développeur Kotlin senior' });
    await t.db
      .updateTable('poste_vacant')
      .set({ nom_en: 'Senior Kotlin developer', teletravail: 'TOTAL' })
      .where('id', '=', id)
      .execute();
    expect(await t.app.ctx.jobs.runNow(ALERTE_JOB)).toBe(true);
    await deliver();
    const found = onlyMessageTo(email);
    expect(found.mail.subject).toMatch(/^New offer: |new offers? for your job alert$/);
    expect(found.mail.text).toContain('You receive this message because you created this alert');
    expect(found.mail.text).toContain(`${PUBLIC_URL}/en/offre/dtail/${id}`);
    expect(found.mail.text).toContain(`${PUBLIC_URL}/en/alertes?token=`);
    expect(found.mail.html).toContain('<html lang="en">');
  });
});
