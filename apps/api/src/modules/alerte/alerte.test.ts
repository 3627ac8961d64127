import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { unzip } from '../../../test/fixtures/unzip.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import { linkIn, movableClock, type Received, startRelay, type TestRelay, tokenOf } from '../../../test/smtp.js';
import { makePosteDeTravail, makeSession } from '../../seed/factories.js';
import { OUTBOX_JOB } from '../mail/mail.service.js';
import { purgeExpired } from '../privacy/privacy.service.js';
import { ALERTE_JOB, runAlertes } from './alerte.service.js';

/**
 * Contract §18 end to end on one database (SQLite, or PostgreSQL with TEST_DATABASE_URL): alerts
 * asked through the API, mails read back from a real SMTP server (smtp-server + mailparser),
 * vacancies created, edited, closed and opened through the back office's API.
 */
const PUBLIC_URL = 'https://emplois.exemple.fr';
const RATE = 6;
let relay: TestRelay;
let t: TestApp;
let admin: TestUser;
const clock = movableClock();
let seq = 0;
const fresh = (label = 'alerte') => `${label}-${++seq}-${Date.now()}@example.com`;
let ipSeq = 0;
/** Each test asks from its own address: the per-IP limit is tested on its own. */
let ip = '198.51.100.1';
const nextIp = () => {
  ip = `198.51.100.${++ipSeq}`;
};

let cdi: number;
let cdd: number;
let poste: { id: number; nom: string };
let otherPoste: { id: number; nom: string };
let openSession: number;

beforeAll(async () => {
  relay = await startRelay();
  t = await createTestApp(
    { SMTP_URL: relay.url, PUBLIC_URL, ORG_NAME: 'Ville Test', RATE_LIMIT_ALERT: String(RATE) },
    { clock },
  );
  admin = await t.signIn('ADMIN');
  const types = await t.db.selectFrom('type_contrat').select(['id', 'type']).execute();
  cdi = types.find((x) => x.type === 'CDI')!.id;
  cdd = types.find((x) => x.type === 'CDD')!.id;
  poste = { id: await makePosteDeTravail(t.db, { nom: 'Jardinier paysagiste' }), nom: 'Jardinier paysagiste' };
  otherPoste = { id: await makePosteDeTravail(t.db, { nom: 'Comptable' }), nom: 'Comptable' };
  openSession = await makeSession(t.db);
});
afterAll(async () => {
  await t?.close();
  await relay?.stop();
});
beforeEach(() => {
  relay.received.length = 0;
  nextIp();
});

type Criteres = Record<string, string | number>;
const ask = (email: string, criteres: Criteres = {}, frequence = 'IMMEDIATE', from = ip) =>
  t.app.inject({
    method: 'POST',
    url: '/api/alertes',
    payload: { email, criteres, frequence, langue: 'fr' },
    remoteAddress: from,
  });
const deliver = () => t.app.ctx.jobs.runNow(OUTBOX_JOB);
const runJob = async () => {
  expect(await t.app.ctx.jobs.runNow(ALERTE_JOB)).toBe(true);
  await deliver();
};
const alertMails = (email: string) => relay.to(email).filter((r) => r.mail.subject !== 'Confirmez votre alerte emploi');
const confirmations = (email: string) =>
  relay.to(email).filter((r) => r.mail.subject === 'Confirmez votre alerte emploi');

/** Asks for an alert and follows the mailed link: answers the alert's id. */
async function confirmedAlert(email: string, criteres: Criteres = {}, frequence = 'IMMEDIATE'): Promise<number> {
  expect((await ask(email, criteres, frequence)).statusCode).toBe(202);
  await deliver();
  const mail = confirmations(email).at(-1) as Received;
  const token = tokenOf(linkIn(mail, `${PUBLIC_URL}/alertes/confirmer?token=`));
  const res = await t.app.inject({ method: 'POST', url: '/api/alertes/confirmer', payload: { token } });
  expect(res.statusCode).toBe(200);
  relay.received.length = 0;
  return res.json().id as number;
}

interface VacancyValues {
  nom: string;
  descriptif?: string;
  typeContrat?: number;
  poste?: number;
  lieu?: string | null;
  session?: number;
}
/** The body of the back office's vacancy form (pay fields too: required once §16 lands). */
const vacancyBody = (v: VacancyValues) => ({
  nom: v.nom,
  descriptif: v.descriptif ?? '<p>Une mission.</p>',
  poste: { id: v.poste ?? poste.id },
  session: { id: v.session ?? openSession },
  typeContrat: { id: v.typeContrat ?? cdi },
  lieu: v.lieu ?? null,
  salaireMin: 30_000,
  salaireMax: 40_000,
  salairePeriode: 'AN',
});
async function createVacancy(v: VacancyValues): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/poste-vacant/add',
    headers: admin.headers,
    payload: vacancyBody(v),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}
async function editVacancy(id: number, v: VacancyValues) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/poste-vacant/${id}/update`,
    headers: admin.headers,
    payload: vacancyBody(v),
  });
  expect(res.statusCode, res.body).toBe(200);
}
async function setSession(id: number, status: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/session-candidature/${id}/update`,
    headers: admin.headers,
    payload: { reference: `S-${id}`, dateOuverture: '2000-01-01', dateCloture: '2999-12-31', status },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const alerteRow = (id: number) => t.db.selectFrom('alerte').selectAll().where('id', '=', id).executeTakeFirst();
const subjects = (email: string) => alertMails(email).map((r) => r.mail.subject);
/** The message's header block, folded lines joined (nodemailer folds long List-* headers). */
const unfolded = (mail: Received) =>
  (mail.raw.split(/\r\n\r\n/)[0] ?? '').replace(/\r\n[ \t]+/g, ' ').replace(/\r\n/g, '\n');
const unsubscribePath = (mail: Received) => {
  const url = unfolded(mail).match(/^List-Unsubscribe: <([^>]+)>/m)?.[1];
  expect(url).toBeDefined();
  return String(url).replace(PUBLIC_URL, '');
};
const manageTokenOf = (mail: Received) => tokenOf(linkIn(mail, `${PUBLIC_URL}/alertes?token=`));

describe('POST /api/alertes: double opt-in', () => {
  it('answers the same 202 whether or not the address is known, and mails message 8 either way', async () => {
    const known = fresh('connue');
    await t.signIn('CANDIDAT', { email: known });
    await confirmedAlert(known, { q: 'jardin' });
    const unknown = fresh('inconnue');
    const a = await ask(known, { q: 'data' });
    const b = await ask(unknown, { q: 'data' });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.body).toBe(b.body);
    expect(a.json().message).toMatch(/confirmation/);
    await deliver();
    for (const email of [known, unknown]) {
      const [mail] = confirmations(email);
      expect(confirmations(email)).toHaveLength(1);
      expect(mail?.mail.text).toContain(`${PUBLIC_URL}/alertes/confirmer?token=`);
      expect(mail?.mail.text).toContain('7 jours');
      expect(mail?.mail.text).toContain('« data »');
    }
  });

  it('refuses bad input with 400 and the fields', async () => {
    const bad = await ask('pas-une-adresse', { salaireMin: -3 }, 'PARFOIS');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['criteres.salaireMin', 'email', 'frequence']);
    const tele = await ask(fresh(), { teletravail: 'SOUVENT' });
    expect(tele.statusCode).toBe(400);
    expect(tele.json().fields['criteres.teletravail']).toMatch(/NON, PARTIEL ou TOTAL/);
  });

  it('sends nothing but message 8 before confirmation, and only what opens after it', async () => {
    const email = fresh();
    expect((await ask(email, { q: 'arboriste' })).statusCode).toBe(202);
    await createVacancy({ nom: 'Arboriste grimpeur' });
    await runJob();
    // The confirmation only: the matching vacancy is not mailed to an unconfirmed address.
    expect(relay.to(email).map((r) => r.mail.subject)).toEqual(['Confirmez votre alerte emploi']);
    const token = tokenOf(linkIn(confirmations(email)[0] as Received, `${PUBLIC_URL}/alertes/confirmer?token=`));
    clock.advance(1_000);
    const confirmed = await t.app.inject({ method: 'POST', url: '/api/alertes/confirmer', payload: { token } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ criteres: { q: 'arboriste' }, frequence: 'IMMEDIATE', actif: true });
    relay.received.length = 0;
    await runJob();
    // Already open before the alert existed: not sent.
    expect(alertMails(email)).toHaveLength(0);
    clock.advance(1_000);
    await createVacancy({ nom: 'Arboriste élagueur' });
    await runJob();
    expect(subjects(email)).toEqual(['Nouvelle offre : Arboriste élagueur']);
  });

  it('a used, wrong or expired confirmation link answers 400 TOKEN_INVALID', async () => {
    const email = fresh();
    await ask(email);
    await ask(email, { q: 'deux' });
    await deliver();
    const [first, second] = confirmations(email).map((m) =>
      tokenOf(linkIn(m, `${PUBLIC_URL}/alertes/confirmer?token=`)),
    ) as [string, string];
    const confirm = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/alertes/confirmer', payload: { token } });
    expect((await confirm(first)).statusCode).toBe(200);
    const used = await confirm(first);
    expect(used.statusCode).toBe(400);
    expect(used.json().code).toBe('TOKEN_INVALID');
    expect((await confirm('faux')).json().code).toBe('TOKEN_INVALID');
    expect((await confirm('')).statusCode).toBe(400);
    clock.advance(7 * 86_400_000 + 60_000);
    expect((await confirm(second)).json().code).toBe('TOKEN_INVALID');
    // Unconfirmed for 7 days: the cleanup removes it; the confirmed one stays.
    const before = await t.db.selectFrom('alerte').select('confirme_le').where('email', '=', email).execute();
    expect(before).toHaveLength(2);
    await t.app.ctx.jobs.runNow('alerte-cleanup');
    const after = await t.db.selectFrom('alerte').select('confirme_le').where('email', '=', email).execute();
    expect(after).toHaveLength(1);
    expect(after[0]?.confirme_le).not.toBeNull();
  });
});

describe('the alert job: matching', () => {
  it('matches each criterion as /poste-vacant/list filters do', async () => {
    const byQ = fresh('q');
    const byType = fresh('type');
    const byPoste = fresh('poste');
    const byLieu = fresh('lieu');
    const all = fresh('tout');
    const combined = fresh('combine');
    await confirmedAlert(byQ, { q: 'Électricien' });
    await confirmedAlert(byType, { typeContrat: 'cdd' });
    await confirmedAlert(byPoste, { poste: 'comptable' });
    await confirmedAlert(byLieu, { lieu: 'nantes' });
    await confirmedAlert(all, {});
    await confirmedAlert(combined, { q: 'paie', typeContrat: 'CDI', lieu: 'Lyon' });
    clock.advance(1_000);
    await createVacancy({ nom: 'Électricien bâtiment', lieu: 'Lyon' });
    await createVacancy({ nom: 'Chauffeur', descriptif: '<p>Permis électriciens bienvenus</p>', typeContrat: cdd });
    await createVacancy({ nom: 'Gestionnaire', poste: otherPoste.id, lieu: 'Nantes' });
    await createVacancy({ nom: 'Gestionnaire de paie', lieu: 'LYON' });
    await createVacancy({ nom: 'Gestionnaire de paie', lieu: 'Lyon', typeContrat: cdd });
    await runJob();
    expect(subjects(byQ).sort()).toEqual(['Nouvelle offre : Chauffeur', 'Nouvelle offre : Électricien bâtiment']);
    expect(subjects(byType).sort()).toEqual(['Nouvelle offre : Chauffeur', 'Nouvelle offre : Gestionnaire de paie']);
    // `poste` is the work position's name (Comptable), not a word of the vacancy.
    expect(subjects(byPoste)).toEqual(['Nouvelle offre : Gestionnaire']);
    expect(subjects(byLieu)).toEqual(['Nouvelle offre : Gestionnaire']);
    expect(subjects(all)).toHaveLength(5);
    expect(subjects(combined)).toEqual(['Nouvelle offre : Gestionnaire de paie']);
  });

  it('a vacancy of a closed session goes out when the session opens, never twice when it reopens', async () => {
    const early = fresh('avant');
    await confirmedAlert(early, { q: 'fontainier' });
    const session = await makeSession(t.db, { status: false });
    clock.advance(1_000);
    const id = await createVacancy({ nom: 'Fontainier', session });
    await runJob();
    expect(subjects(early)).toEqual([]);
    clock.advance(1_000);
    await setSession(session, true);
    await runJob();
    expect(subjects(early)).toEqual(['Nouvelle offre : Fontainier']);
    await setSession(session, false);
    await runJob();
    const late = fresh('pendant');
    await confirmedAlert(late, { q: 'fontainier' });
    clock.advance(1_000);
    await setSession(session, true);
    await runJob();
    // Reopened: new to the alert confirmed meanwhile, already sent to the first one.
    expect(subjects(early)).toEqual([]);
    expect(subjects(late)).toEqual(['Nouvelle offre : Fontainier']);
    await runJob();
    expect(alertMails(early)).toHaveLength(0);
    expect(alertMails(late)).toHaveLength(1);
    expect(id).toBeGreaterThan(0);
  });

  it('a vacancy edited into matching goes out once; other edits send nothing', async () => {
    const email = fresh('edit');
    const other = fresh('deja');
    await confirmedAlert(email, { q: 'vitrailliste' });
    await confirmedAlert(other, { typeContrat: 'CDI', lieu: 'Brest' });
    clock.advance(1_000);
    const id = await createVacancy({ nom: 'Artisan verrier', lieu: 'Brest' });
    await runJob();
    expect(subjects(email)).toEqual([]);
    expect(subjects(other)).toEqual(['Nouvelle offre : Artisan verrier']);
    clock.advance(1_000);
    await editVacancy(id, { nom: 'Artisan verrier vitrailliste', lieu: 'Brest' });
    await runJob();
    expect(subjects(email)).toEqual(['Nouvelle offre : Artisan verrier vitrailliste']);
    // Matched before the edit: not sent again.
    expect(alertMails(other)).toHaveLength(1);
    clock.advance(1_000);
    await editVacancy(id, { nom: 'Artisan verrier vitrailliste', descriptif: '<p>Atelier rénové.</p>', lieu: 'Brest' });
    await runJob();
    expect(alertMails(email)).toHaveLength(1);
  });

  it('daily digests: once a day at most, at most 10 listed then "et N autres", never empty', async () => {
    const email = fresh('quotidienne');
    const id = await confirmedAlert(email, { q: 'horticulteur' }, 'QUOTIDIENNE');
    clock.advance(1_000);
    const ids: number[] = [];
    for (let i = 1; i <= 13; i++) ids.push(await createVacancy({ nom: `Horticulteur ${i}` }));
    await runJob();
    // Less than a day since the confirmation: the digest waits.
    expect(alertMails(email)).toHaveLength(0);
    // One of them closes before the digest: not listed.
    const closing = await makeSession(t.db);
    await editVacancy(ids[0] as number, { nom: 'Horticulteur 1', session: closing });
    await setSession(closing, false);
    clock.advance(86_400_000);
    await runJob();
    const [digest] = alertMails(email);
    expect(alertMails(email)).toHaveLength(1);
    expect(digest?.mail.subject).toBe('12 nouvelles offres pour votre alerte emploi');
    const text = digest?.mail.text ?? '';
    expect(text.match(/^- Horticulteur/gm)).toHaveLength(10);
    expect(text).toContain('… et 2 autres');
    expect(text).not.toMatch(/^- Horticulteur 1$/m);
    expect(text).toContain(`${PUBLIC_URL}/offre?q=horticulteur`);
    expect((await alerteRow(id))?.dernier_envoi).not.toBeNull();
    // Nothing new: no mail, even when forced.
    relay.received.length = 0;
    clock.advance(1_000);
    await runJob();
    const report = await runAlertes(t.app.ctx, { force: true });
    await deliver();
    expect(alertMails(email)).toHaveLength(0);
    expect(report.mails).toBe(0);
    // A new one, within the day after the last digest: waits, except for `npm run alertes` (force).
    clock.advance(1_000);
    await createVacancy({ nom: 'Horticulteur 14' });
    await runJob();
    expect(alertMails(email)).toHaveLength(0);
    const forced = await runAlertes(t.app.ctx, { force: true });
    expect(forced.mails).toBeGreaterThanOrEqual(1);
    await deliver();
    expect(subjects(email)).toEqual(['Nouvelle offre : Horticulteur 14']);
  });

  it('weekly digests wait a week', async () => {
    const email = fresh('hebdo');
    await confirmedAlert(email, { q: 'pépiniériste' }, 'HEBDOMADAIRE');
    clock.advance(1_000);
    await createVacancy({ nom: 'Pépiniériste' });
    await createVacancy({ nom: 'Pépiniériste confirmé' });
    clock.advance(3 * 86_400_000);
    await runJob();
    expect(alertMails(email)).toHaveLength(0);
    clock.advance(4 * 86_400_000);
    await runJob();
    expect(subjects(email)).toEqual(['2 nouvelles offres pour votre alerte emploi']);
  });
});

describe('alert mails: unsubscribe and management', () => {
  let email: string;
  let alerteId: number;
  let mail: Received;

  beforeAll(async () => {
    email = fresh('gestion');
    alerteId = await confirmedAlert(email, { q: 'bûcheron' });
    clock.advance(1_000);
    await createVacancy({ nom: 'Bûcheron <élagueur> & "grimpeur"' });
    await t.app.ctx.jobs.runNow(ALERTE_JOB);
    // The outbox row carries the one-click URL before it leaves.
    const row = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .where('kind', '=', 'alerte')
      .executeTakeFirstOrThrow();
    expect(row.list_unsubscribe).toMatch(`${PUBLIC_URL}/api/alertes/desabonner?token=`);
    expect(row.state).toBe('pending');
    await deliver();
    mail = alertMails(email)[0] as Received;
  });

  it('carries List-Unsubscribe, List-Unsubscribe-Post and a visible management link', () => {
    expect(mail).toBeDefined();
    const head = unfolded(mail);
    expect(head).toMatch(
      /^List-Unsubscribe: <https:\/\/emplois\.exemple\.fr\/api\/alertes\/desabonner\?token=[^>]+>$/m,
    );
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.mail.text).toContain(`${PUBLIC_URL}/alertes?token=`);
    expect(mail.mail.html).toContain(`${PUBLIC_URL}/alertes?token=`);
    expect(mail.mail.html).toContain('Bûcheron &lt;élagueur&gt; &amp; &quot;grimpeur&quot;');
    expect(mail.mail.text).toContain(`${PUBLIC_URL}/offre/dtail/`);
    // §22: the offers' links say where the visitor came from; an application from them is ALERTE's.
    expect(mail.mail.text).toMatch(/\/offre\/dtail\/\d+\?utm_source=alerte&utm_medium=email/);
  });

  it('the management calls: list, update (renews), delete, by the mailed token only', async () => {
    const token = manageTokenOf(mail);
    const list = await t.app.inject({ url: `/api/alertes?token=${encodeURIComponent(token)}` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: alerteId,
        criteres: { q: 'bûcheron' },
        frequence: 'IMMEDIATE',
        langue: 'fr',
        actif: true,
      }),
    ]);
    expect((await t.app.inject({ url: '/api/alertes?token=1.abcdefghijklmnopqrstuvwxyz' })).json().code).toBe(
      'TOKEN_INVALID',
    );
    expect((await t.app.inject({ url: '/api/alertes' })).statusCode).toBe(400);

    const before = (await alerteRow(alerteId))?.expire_le as string;
    clock.advance(86_400_000);
    const updated = await t.app.inject({
      method: 'POST',
      url: `/api/alertes/${alerteId}/update?token=${encodeURIComponent(token)}`,
      payload: { frequence: 'HEBDOMADAIRE', criteres: { q: 'bûcheron', lieu: 'Vosges' } },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ frequence: 'HEBDOMADAIRE', criteres: { q: 'bûcheron', lieu: 'Vosges' } });
    expect(updated.json().dateExpiration > before).toBe(true);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/alertes/${alerteId}/update?token=${encodeURIComponent(token)}`,
      payload: { frequence: 'SOUVENT' },
    });
    expect(bad.statusCode).toBe(400);

    // Another address's alert is not reachable with this token.
    const stranger = fresh('autre');
    const strangerId = await confirmedAlert(stranger, { q: 'x' });
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/alertes/${strangerId}?token=${encodeURIComponent(token)}`,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await alerteRow(strangerId)).toBeDefined();

    const second = await confirmedAlert(email, { q: 'scieur' });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/alertes/${second}?token=${encodeURIComponent(token)}`,
    });
    expect(gone.statusCode).toBe(204);
    expect(await alerteRow(second)).toBeUndefined();
  });

  it('a GET on the unsubscribe URL shows a page with a button and changes nothing', async () => {
    const path = unsubscribePath(mail);
    const page = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<button type="submit"');
    expect(page.body).toContain('name="List-Unsubscribe" value="One-Click"');
    expect((await alerteRow(alerteId))?.actif).toBe(1);
  });

  it('the one-click POST, without cookie or Origin, answers 200 and switches the alert off at once', async () => {
    const path = unsubscribePath(mail);
    const wrongBody = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=Maybe',
    });
    expect(wrongBody.statusCode).toBe(400);
    expect((await alerteRow(alerteId))?.actif).toBe(1);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await alerteRow(alerteId))?.actif).toBe(0);
    // Off: the next matching vacancy is not sent.
    clock.advance(1_000);
    relay.received.length = 0;
    await createVacancy({ nom: 'Bûcheron débardeur', lieu: 'Vosges' });
    await runJob();
    expect(alertMails(email)).toHaveLength(0);
    // A forged token does nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/alertes/desabonner?token=${alerteId}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('TOKEN_INVALID');
    // Switched back on from the management page.
    const on = await t.app.inject({
      method: 'POST',
      url: `/api/alertes/${alerteId}/update?token=${encodeURIComponent(manageTokenOf(mail))}`,
      payload: { actif: true },
    });
    expect(on.json().actif).toBe(true);
  });
});

describe('limits', () => {
  it('per IP: RATE_LIMIT_ALERT a minute, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < RATE; i++) statuses.push((await ask(fresh('ip'))).statusCode);
    expect(statuses).toEqual(Array(RATE).fill(202));
    const refused = await ask(fresh('ip'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('per address: 3 confirmation mails a day; the 4th request answers the same 202 and sends nothing', async () => {
    const email = fresh('quota');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await ask(email, { q: `mot${i}` }, 'IMMEDIATE', `203.0.113.${i + 1}`));
    expect(answers.map((a) => a.statusCode)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    await deliver();
    expect(confirmations(email)).toHaveLength(3);
    expect(await t.db.selectFrom('alerte').select('id').where('email', '=', email).execute()).toHaveLength(3);
    clock.advance(86_400_000 + 1_000);
    expect((await ask(email, { q: 'demain' }, 'IMMEDIATE', '203.0.113.9')).statusCode).toBe(202);
    await deliver();
    expect(confirmations(email)).toHaveLength(4);
  });
});

describe('personal data, dashboard, expiry', () => {
  it('the export and erasure of an account include the alerts of its verified address', async () => {
    const user = await t.signIn('CANDIDAT');
    await confirmedAlert(user.email, { q: 'paysagiste' }, 'QUOTIDIENNE');
    const exported = await t.app.inject({ url: '/api/me/export', headers: user.headers });
    expect(exported.statusCode).toBe(200);
    const data = JSON.parse(String((await unzip(exported.rawPayload)).get('donnees.json')));
    expect(data.alertes).toEqual([
      expect.objectContaining({ criteres: { q: 'paysagiste' }, frequence: 'QUOTIDIENNE', email: user.email }),
    ]);
    const erased = await t.app.inject({
      method: 'DELETE',
      url: '/api/me',
      headers: user.headers,
      payload: { password: TEST_PASSWORD },
    });
    expect(erased.statusCode).toBe(204);
    expect(await t.db.selectFrom('alerte').select('id').where('email', '=', user.email).execute()).toHaveLength(0);
  });

  it('an unverified account erases nothing of the alerts of its address', async () => {
    const owner = fresh('proprietaire');
    await confirmedAlert(owner, { q: 'verger' });
    const squatter = await t.signIn('CANDIDAT', { email: owner });
    await t.db.updateTable('users').set({ email_verifie: 0 }).where('id', '=', squatter.id).execute();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/individu/${squatter.individuId}`,
      headers: admin.headers,
    });
    expect(res.statusCode).toBe(204);
    expect(await t.db.selectFrom('alerte').select('id').where('email', '=', owner).execute()).toHaveLength(1);
  });

  it('the dashboard counts active alerts; alerts end after 24 months and the retention purge removes them', async () => {
    const count = async () =>
      (await t.app.inject({ url: '/stats/dashboard', headers: admin.headers })).json().alertesActives as number;
    const before = await count();
    const email = fresh('expire');
    const id = await confirmedAlert(email, { q: 'maraîcher' });
    expect(await count()).toBe(before + 1);
    clock.advance(25 * 31 * 86_400_000);
    expect(await count()).toBe(0);
    await createVacancy({ nom: 'Maraîcher' });
    await runJob();
    expect(alertMails(email)).toHaveLength(0);
    const report = await purgeExpired(t.app.ctx);
    expect(report.alertes).toBeGreaterThanOrEqual(1);
    expect(await alerteRow(id)).toBeUndefined();
  });
});
