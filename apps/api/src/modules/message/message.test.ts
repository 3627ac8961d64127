import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import { movableClock, type Received, startRelay, type TestRelay } from '../../../test/smtp.js';
import { insertCandidature, makeOpenVacancy } from '../../seed/factories.js';
import { OUTBOX_JOB } from '../mail/mail.service.js';
import { MESSAGE_JOB } from './message.service.js';

/**
 * Contract §20 without inbound SMTP: templates checked at save, the preview, a staff message that
 * waits MESSAGE_UNDO_S (undo inside and after the window), scheduled sends surviving a restart (a
 * second app on the same database), message 9 once through a real relay with its threading
 * headers, the candidate's side, unread counts, and who may do what.
 */
const PUBLIC_URL = 'https://emplois.exemple.fr';
let relay: TestRelay;
let t: TestApp;
/** The app that made the database (the restart test borrows it): it drops it at the end. */
let owner: TestApp;
const clock = movableClock();
let admin: TestUser;
let recruteur: TestUser;
let membreIn: TestUser;
let membreOut: TestUser;
let candidate: TestUser;
let other: TestUser;
let app: number;
let appEn: number;

const as = (user: TestUser | null) => (user ? user.headers : {});
const get = (url: string, user: TestUser | null = admin) => t.app.inject({ method: 'GET', url, headers: as(user) });
const post = (url: string, payload: object | undefined, user: TestUser | null = admin) =>
  t.app.inject({ method: 'POST', url, payload, headers: as(user) });
const run = async () => {
  await t.app.ctx.jobs.runNow(MESSAGE_JOB);
  await t.app.ctx.jobs.runNow(OUTBOX_JOB);
};
const modele = (over: Record<string, unknown> = {}) => ({
  nom: 'Bienvenue',
  usage: 'LIBRE',
  sujet: { fr: 'Bonjour {{ candidat.prenom }}', en: 'Hello {{ candidat.prenom }}' },
  corps: {
    fr: '<p>{% if offre.nom %}Poste {{ offre.nom }}{% else %}?{% endif %}, {{ expediteur.prenom }}</p>',
    en: '<p>Position {{ offre.nom }} — {{ organisation.nom }}</p>',
  },
  ...over,
});

beforeAll(async () => {
  relay = await startRelay();
  t = await createTestApp({ SMTP_URL: relay.url, PUBLIC_URL, MESSAGE_UNDO_S: '30' }, { clock });
  owner = t;
  admin = await t.signIn('ADMIN', { prenom: 'Alice', nom: 'Martin' });
  recruteur = await t.signIn('RECRUTEUR');
  membreIn = await t.signIn('MEMBRE');
  membreOut = await t.signIn('MEMBRE');
  candidate = await t.signIn('CANDIDAT', { nom: 'Durand <b>', prenom: 'Zoé' });
  other = await t.signIn('CANDIDAT');
  const vacancy = (await makeOpenVacancy(t.db, { nom: 'Soudeur & "TIG"' })).id;
  const otherVacancy = (await makeOpenVacancy(t.db, { nom: 'Autre' })).id;
  const date = new Date().toISOString();
  app = await insertCandidature(t.db, {
    individu_id: candidate.individuId,
    poste_vacant_id: vacancy,
    etat_candidature_id: 1,
    date_candidature: date,
  });
  appEn = await insertCandidature(t.db, {
    individu_id: other.individuId,
    poste_vacant_id: vacancy,
    etat_candidature_id: 1,
    date_candidature: date,
    langue: 'en',
  });
  for (const [v, member] of [
    [vacancy, membreIn],
    [otherVacancy, membreOut],
  ] as const) {
    const res = await post(`/poste-vacant/${v}/equipe`, { membres: [{ id: member.id }] });
    expect(res.statusCode).toBe(200);
  }
});
afterAll(async () => {
  await t.close();
  if (owner !== t) await owner.close();
  await relay.stop();
});
beforeEach(() => {
  relay.received.length = 0;
});

describe('templates (§20)', () => {
  it('ships the four defaults in both languages on a new database', async () => {
    const res = await get('/modeles-message', membreIn);
    expect(res.statusCode).toBe(200);
    const noms = res.json().map((m: { nom: string }) => m.nom);
    expect(noms).toEqual(
      expect.arrayContaining([
        'Invitation à un échange téléphonique',
        'Refus après étude du dossier',
        'Refus après entretien',
        'Demande d’un document',
      ]),
    );
    for (const m of res.json()) expect(m.corps.en.length).toBeGreaterThan(20);
  });

  it('creates, updates and deletes a template (managers); a MEMBRE, a candidate, anonymous are refused', async () => {
    const created = await post('/modeles-message', modele(), recruteur);
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ nom: 'Bienvenue', usage: 'LIBRE', etat: null });
    const updated = await post(`/modeles-message/${id}/update`, modele({ nom: 'Renommé' }));
    expect(updated.json().nom).toBe('Renommé');
    expect((await post('/modeles-message', modele(), membreIn)).statusCode).toBe(403);
    expect((await post('/modeles-message', modele(), candidate)).statusCode).toBe(403);
    expect((await post('/modeles-message', modele(), null)).statusCode).toBe(401);
    expect((await get('/modeles-message', candidate)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/modeles-message/${id}`, headers: membreIn.headers })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/modeles-message/${id}`, headers: admin.headers })).statusCode,
    ).toBe(204);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/modeles-message/${id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it.each([
    ['{% include "secret" %}', 'include'],
    ['{% render "x" %}', 'render'],
    ['{% assign x = 1 %}', 'assign'],
    ['{% for c in candidat %}x{% endfor %}', 'for'],
    ['{% layout "x" %}', 'layout'],
  ])('refuses the tag of %s at save, naming it', async (source, tag) => {
    const res = await post('/modeles-message', modele({ corps: { fr: source, en: 'ok' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['corps.fr']).toContain(`« ${tag} »`);
  });

  it('refuses an unknown variable and a template that does not parse, naming them', async () => {
    const unknown = await post('/modeles-message', modele({ sujet: { fr: 'ok', en: '{{ candidat.email }}' } }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields['sujet.en']).toContain('« candidat.email »');
    const broken = await post('/modeles-message', modele({ corps: { fr: '{% if %}', en: 'ok' } }));
    expect(broken.statusCode).toBe(400);
    expect(Object.keys(broken.json().fields)).toEqual(['corps.fr']);
    const unclosed = await post('/modeles-message', modele({ corps: { fr: 'ok', en: '{{ offre.nom' } }));
    expect(unclosed.statusCode).toBe(400);
  });

  it('refuses a template of a status that does not exist (400 naming etat, not a broken foreign key)', async () => {
    const res = await post('/modeles-message', modele({ usage: 'ETAT', etat: { id: 999_999 } }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['etat']);
  });

  it('previews a template for the application in its language, values escaped, result sanitised', async () => {
    const { id } = (
      await post(
        '/modeles-message',
        modele({ corps: { fr: '<p>{{ candidat.nom }}</p><script>x</script>', en: '<p>Position {{ offre.nom }}</p>' } }),
      )
    ).json();
    const fr = await get(`/candidature/${app}/messages/apercu?modele=${id}`, recruteur);
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toEqual({ sujet: 'Bonjour Zoé', corps: '<p>Durand &lt;b&gt;</p>' });
    const en = await get(`/candidature/${appEn}/messages/apercu?modele=${id}`);
    expect(en.json().corps).toBe('<p>Position Soudeur &amp; "TIG"</p>');
    expect((await get(`/candidature/${app}/messages/apercu?modele=${id}`, membreIn)).statusCode).toBe(403);
    expect((await get(`/candidature/${app}/messages/apercu?modele=${id}`, membreOut)).statusCode).toBe(404);
    expect((await get(`/candidature/${app}/messages/apercu?modele=999999`)).statusCode).toBe(404);
  });
});

describe('writing and the thread (§20)', () => {
  it('waits MESSAGE_UNDO_S: cancelled inside the window it never leaves; after it, 409', async () => {
    const written = await post(`/candidature/${app}/messages`, { sujet: 'Annulé', corps: '<p>Oups</p>' });
    expect(written.statusCode).toBe(201);
    expect(written.json()).toMatchObject({ statut: 'PROGRAMME', sens: 'SORTANT', auto: false, pieces: [] });
    clock.advance(10_000);
    await run();
    const cancelled = await post(`/messages/${written.json().id}/annuler`, undefined);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().statut).toBe('ANNULE');
    clock.advance(60_000);
    await run();
    expect(relay.received).toHaveLength(0);

    const sent = await post(`/candidature/${app}/messages`, { sujet: 'Parti', corps: '<p>Bonjour</p>' }, recruteur);
    clock.advance(31_000);
    await run();
    const late = await post(`/messages/${sent.json().id}/annuler`, undefined, recruteur);
    expect(late.statusCode).toBe(409);
  });

  it('only its author or an admin cancels; out of scope is 404', async () => {
    const written = (await post(`/candidature/${app}/messages`, { sujet: 'A', corps: '<p>b</p>' }, recruteur)).json();
    const other = await t.signIn('RECRUTEUR');
    expect((await post(`/messages/${written.id}/annuler`, undefined, other)).statusCode).toBe(403);
    expect((await post(`/messages/${written.id}/annuler`, undefined, membreOut)).statusCode).toBe(404);
    expect((await post(`/messages/${written.id}/annuler`, undefined, candidate)).statusCode).toBe(403);
    expect((await post(`/messages/${written.id}/annuler`, undefined, null)).statusCode).toBe(401);
    expect((await post(`/messages/${written.id}/annuler`, undefined)).statusCode).toBe(200);
  });

  it('sends message 9 once, in the application language, with its thread headers and no Auto-Submitted', async () => {
    const first = (
      await post(`/candidature/${appEn}/messages`, { sujet: 'First', corps: '<p>One &amp; <em>two</em></p>' })
    ).json();
    clock.advance(31_000);
    await run();
    await run();
    const second = (await post(`/candidature/${appEn}/messages`, { sujet: 'Second', corps: '<p>Three</p>' })).json();
    clock.advance(31_000);
    await run();
    const mails = relay.to(other.email);
    expect(mails).toHaveLength(2);
    const [a, b] = mails as [Received, Received];
    expect(a.mail.subject).toBe('First');
    expect(a.mail.text).toContain('One & two');
    expect(a.mail.text).toContain(`${PUBLIC_URL}/en/mon-espace`);
    expect(a.mail.html).toContain('<em>two</em>');
    expect(a.mail.html).not.toMatch(/<img/i);
    expect(a.mail.headers.get('auto-submitted')).toBeUndefined();
    expect(a.mail.inReplyTo).toBeUndefined();
    expect(b.mail.inReplyTo).toBe(a.mail.messageId);
    expect(b.mail.references).toEqual(a.mail.messageId);
    const rows = await t.db.selectFrom('mail_outbox').selectAll().where('kind', '=', 'message').execute();
    expect(rows.filter((r) => r.to_address === other.email)).toHaveLength(2);
    const thread = (await get(`/candidature/${appEn}/messages`, membreIn)).json();
    expect(thread.map((m: { id: number }) => m.id).slice(-2)).toEqual([first.id, second.id]);
    expect(thread.at(-1)).toMatchObject({ statut: 'ENVOYE', auteur: { id: admin.id, prenom: 'Alice', nom: 'Martin' } });
    expect((await get(`/candidature/${appEn}/messages`, membreOut)).statusCode).toBe(404);
    expect((await get(`/candidature/${appEn}/messages`, other)).statusCode).toBe(403);
  });

  it('schedules within 30 days; a scheduled send survives a restart (a second app on the same database)', async () => {
    const far = new Date(clock.now().getTime() + 31 * 86_400_000).toISOString();
    expect(
      (await post(`/candidature/${app}/messages`, { sujet: 'x', corps: '<p>x</p>', envoyerLe: far })).statusCode,
    ).toBe(400);
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    expect(
      (await post(`/candidature/${app}/messages`, { sujet: 'x', corps: '<p>x</p>', envoyerLe: past })).statusCode,
    ).toBe(400);
    const at = new Date(clock.now().getTime() + 2 * 86_400_000).toISOString();
    const scheduled = await post(`/candidature/${app}/messages`, {
      sujet: 'Plus tard',
      corps: '<p>Demain</p>',
      envoyerLe: at,
    });
    expect(scheduled.json().prevuLe).toBe(at);
    const keep = { SMTP_URL: relay.url, PUBLIC_URL, JWT_SECRET: t.config.jwtSecret };
    await t.app.close();
    const later = movableClock(new Date(clock.now().getTime() + 2 * 86_400_000 + 1000));
    const second = await createTestApp(keep, { clock: later, database: t.database });
    try {
      await second.app.ctx.jobs.runNow(MESSAGE_JOB);
      await second.app.ctx.jobs.runNow(MESSAGE_JOB);
      await second.app.ctx.jobs.runNow(OUTBOX_JOB);
      const mails = relay.to(candidate.email).filter((m) => m.mail.subject === 'Plus tard');
      expect(mails).toHaveLength(1);
    } finally {
      await second.close();
    }
    t = await createTestApp(keep, { clock, database: t.database });
  });
});

describe('the candidate side and unread counts (§20)', () => {
  it('lets the candidate read what left and reply; unread for staff in scope until the thread is read', async () => {
    const mine = await get(`/api/me/candidatures/${app}/messages`, candidate);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().every((m: { statut: string }) => m.statut !== 'PROGRAMME' && m.statut !== 'ANNULE')).toBe(true);
    expect(mine.json()[0]).not.toHaveProperty('auteur');
    const reply = await post(`/api/me/candidatures/${app}/messages`, { corps: 'Merci <b>!</b>\nÀ bientôt' }, candidate);
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({
      sens: 'ENTRANT',
      statut: 'RECU',
      corps: '<p>Merci &lt;b&gt;!&lt;/b&gt;<br />À bientôt</p>',
    });
    expect(
      (await post(`/api/me/candidatures/${app}/messages`, { corps: 'x'.repeat(5001) }, candidate)).statusCode,
    ).toBe(400);
    expect((await post(`/api/me/candidatures/${app}/messages`, { corps: 'x' }, other)).statusCode).toBe(403);
    expect((await post(`/api/me/candidatures/${app}/messages`, { corps: 'x' }, admin)).statusCode).toBe(403);
    expect((await post(`/api/me/candidatures/${app}/messages`, { corps: 'x' }, null)).statusCode).toBe(401);
    expect((await get(`/api/me/candidatures/${app}/messages`, other)).statusCode).toBe(403);
    expect((await get(`/api/me/candidatures/${app}/messages`, null)).statusCode).toBe(401);

    const unread = (await get('/messages/non-lus', membreIn)).json();
    expect(unread).toEqual({ total: 1, candidatures: [{ id: app, nombre: 1 }] });
    expect((await get('/messages/non-lus', membreOut)).json()).toEqual({ total: 0, candidatures: [] });
    expect((await get('/messages/non-lus', candidate)).statusCode).toBe(403);
    const thread = (await get(`/candidature/${app}/messages`)).json();
    expect(thread.at(-1)).toMatchObject({ sens: 'ENTRANT', lu: false, auteur: null });
    expect((await post(`/candidature/${app}/messages/lus`, undefined, membreOut)).statusCode).toBe(404);
    expect((await post(`/candidature/${app}/messages/lus`, undefined, membreIn)).statusCode).toBe(204);
    expect((await get('/messages/non-lus')).json().total).toBe(0);
  });

  it('an unverified candidate reads nothing of the thread', async () => {
    const unverified = await t.signIn('CANDIDAT');
    await t.db.updateTable('users').set({ email_verifie: 0 }).where('id', '=', unverified.id).execute();
    const res = await get(`/api/me/candidatures/${app}/messages`, unverified);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});
