import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { linkIn, type Received, startRelay, type TestRelay, tokenOf } from '../../../test/smtp.js';
import { makePosteDeTravail, makeSession } from '../../seed/factories.js';
import { OUTBOX_JOB } from '../mail/mail.service.js';
import { ALERTE_JOB } from './alerte.service.js';

/**
 * Contract §17 for §18: an alert asked from an English page is mailed in English — the offer by its
 * English name when it has one, its line (contract type, place, remote work, pay) in English words
 * and figures, links to /en pages — and the pages the server writes for its unsubscribe link are in
 * the alert's language. Mails read back from a real SMTP server (smtp-server + mailparser); on
 * SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */
const PUBLIC_URL = 'https://jobs.example.com';
let relay: TestRelay;
let t: TestApp;
let admin: TestUser;
let interim: number;
let poste: number;
let session: number;
let seq = 0;
const fresh = () => `alert-en-${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  relay = await startRelay();
  t = await createTestApp({ SMTP_URL: relay.url, PUBLIC_URL, ORG_NAME: 'Acme' });
  admin = await t.signIn('ADMIN');
  const types = await t.db.selectFrom('type_contrat').select(['id', 'type']).execute();
  interim = types.find((x) => x.type === 'Intérim')?.id as number;
  poste = await makePosteDeTravail(t.db, { nom: 'Soudeur' });
  session = await makeSession(t.db);
});
afterAll(async () => {
  await t?.close();
  await relay?.stop();
});
beforeEach(() => {
  relay.received.length = 0;
});

const deliver = () => t.app.ctx.jobs.runNow(OUTBOX_JOB);
const only = (email: string): Received => {
  const all = relay.to(email);
  expect(all, `messages to ${email}`).toHaveLength(1);
  return all[0] as Received;
};

/** An alert asked in `langue` and confirmed by its mailed link; answers the confirmation mail. */
async function confirmedAlert(email: string, langue: 'fr' | 'en', criteres: Record<string, unknown>) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/alertes',
    payload: { email, criteres, frequence: 'IMMEDIATE', langue },
  });
  expect(asked.statusCode).toBe(202);
  await deliver();
  const mail = only(email);
  const prefix =
    langue === 'en' ? `${PUBLIC_URL}/en/alertes/confirmer?token=` : `${PUBLIC_URL}/alertes/confirmer?token=`;
  const token = tokenOf(linkIn(mail, prefix));
  const confirmed = await t.app.inject({ method: 'POST', url: '/api/alertes/confirmer', payload: { token } });
  expect(confirmed.statusCode).toBe(200);
  relay.received.length = 0;
  return mail;
}

async function createVacancy(nom: string, nomEn: string | null) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/poste-vacant/add',
    headers: admin.headers,
    payload: {
      nom,
      nomEn,
      descriptif: '<p>Une mission.</p>',
      poste: { id: poste },
      session: { id: session },
      typeContrat: { id: interim },
      lieu: 'Lyon',
      teletravail: 'PARTIEL',
      salaireMin: 35_000,
      salaireMax: 42_000,
      salairePeriode: 'AN',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const runJob = async () => {
  expect(await t.app.ctx.jobs.runNow(ALERTE_JOB)).toBe(true);
  await deliver();
};
const unsubscribePath = (mail: Received) => {
  const head = (mail.raw.split(/\r\n\r\n/)[0] ?? '').replace(/\r\n[ \t]+/g, ' ');
  const url = head.match(/^List-Unsubscribe: <([^>]+)>/m)?.[1];
  expect(url).toBeDefined();
  return String(url).replace(PUBLIC_URL, '');
};
const html = { accept: 'text/html' };

describe('an English alert', () => {
  const email = fresh();
  let mail: Received;
  let vacancyId: number;

  it('is confirmed by an English message 8 whose criteria are said in English', async () => {
    const confirmation = await confirmedAlert(email, 'en', { typeContrat: 'Intérim', teletravail: 'PARTIEL' });
    expect(confirmation.mail.subject).toBe('Confirm your job alert');
    expect(confirmation.mail.text).toContain('Temporary · partly remote');
    expect(confirmation.mail.text).not.toContain('Intérim');
    expect(confirmation.mail.html).toContain('<html lang="en">');
  });

  it('mails a new offer by its English name, with an English line and /en links', async () => {
    vacancyId = await createVacancy('Soudeur TIG', 'TIG welder');
    await runJob();
    mail = only(email);
    expect(mail.mail.subject).toBe('New offer: TIG welder');
    const text = mail.mail.text ?? '';
    expect(text).toContain('TIG welder');
    expect(text).not.toContain('Soudeur TIG');
    expect(text).toContain('Temporary · Lyon · Partly remote · €35,000 – €42,000 gross per year');
    expect(text).toContain(`${PUBLIC_URL}/en/offre/dtail/${vacancyId}`);
    expect(text).toContain(`Manage my alerts: ${PUBLIC_URL}/en/alertes?token=`);
    expect(text).toMatch(/Unsubscribe from this alert: https:/);
    expect(text).not.toMatch(/Intérim|Télétravail|brut|par an/);
    expect(mail.mail.html).toContain('<html lang="en">');
  });

  it('shows its unsubscribe page in English (GET changes nothing), and the page after the button too', async () => {
    const path = unsubscribePath(mail);
    const page = await t.app.inject({ url: path, headers: html });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-language']).toBe('en');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<title>Unsubscribe from a job alert</title>');
    expect(page.body).toContain('You will receive no more messages for this search. Confirm:');
    expect(page.body).toMatch(/<button type="submit"[^>]*>Unsubscribe from this alert<\/button>/);
    expect(page.body).toContain('<a href="/en/offre"');
    expect(page.body).not.toMatch(/désabonner|Voir les offres/);

    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { ...html, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<html lang="en">');
    expect(done.body).toContain('<title>Alert switched off</title>');
    expect(done.body).toContain('The alert is switched off: you will receive no more messages for this search.');

    const again = await t.app.inject({ url: path, headers: html });
    expect(again.body).toContain('This alert is already switched off.');
  });

  it('a French alert keeps its French page; a link that names no alert follows the browser’s language', async () => {
    const french = fresh();
    await confirmedAlert(french, 'fr', { q: 'soudeur' });
    await createVacancy('Soudeur MIG', 'MIG welder');
    await runJob();
    const frMail = only(french);
    expect(frMail.mail.subject).toBe('Nouvelle offre : Soudeur MIG');
    expect(frMail.mail.text).toContain(
      'Intérim · Lyon · Télétravail partiel · 35\u202f000 – 42\u202f000 € brut par an',
    );
    const page = await t.app.inject({ url: unsubscribePath(frMail), headers: { ...html, 'accept-language': 'en' } });
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Me désabonner de cette alerte');

    const bad = '/api/alertes/desabonner?token=1.aaaaaaaaaaaaaaaaaaaaaaaaaa';
    const en = await t.app.inject({ url: bad, headers: { ...html, 'accept-language': 'en-GB,en' } });
    expect(en.statusCode).toBe(400);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('<title>Link expired</title>');
    expect(en.body).not.toContain('lien');
    const fr = await t.app.inject({ url: bad, headers: html });
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain('<title>Lien expiré</title>');
  });
});
