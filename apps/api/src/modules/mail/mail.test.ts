import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { applyForm, multipart } from '../../../test/fixtures/apply-form.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/helpers.js';
import {
  addressesOf,
  linkIn,
  movableClock,
  type Received,
  startRelay,
  type TestRelay,
  tokenOf,
} from '../../../test/smtp.js';
import { inTransaction } from '../../lib/transaction.js';
import { makeIndividu, makeOpenVacancy } from '../../seed/factories.js';
import { changeStatus } from '../candidature/candidature.service.js';
import { OUTBOX_JOB } from './mail.service.js';

/**
 * Every message of §9 through a real SMTP server (npm `smtp-server` on a loopback port), read back
 * with `mailparser`: recipient, subject, links, both parts; the relay going down and back; retries
 * for a day; permanent refusals.
 */
const PUBLIC_URL = 'https://emplois.exemple.fr';
const ORG = 'Maison Test & Fils';
let relay: TestRelay;
let t: TestApp;
const clock = movableClock();
let admin: TestUser;
const VACANCY = 'Développeur <Kotlin> & "Java"';
let vacancyId: number;
let seq = 0;
const freshEmail = () => `mail-${++seq}-${Date.now()}@example.com`;

beforeAll(async () => {
  relay = await startRelay({ reject: (address) => address.startsWith('inconnu') });
  t = await createTestApp(
    { SMTP_URL: relay.url, PUBLIC_URL, ORG_NAME: ORG, MAIL_FROM: 'Recrutement <rh@exemple.fr>' },
    { clock },
  );
  admin = await t.signIn('ADMIN');
  vacancyId = (await makeOpenVacancy(t.db, { nom: VACANCY })).id;
});
afterAll(async () => {
  await t.close();
  await relay.stop();
});

const deliver = () => t.app.ctx.jobs.runNow(OUTBOX_JOB);
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
async function apply(email: string, nom = 'Durand') {
  const { payload, headers } = await multipart(applyForm(vacancyId, { email, nom }));
  return t.app.inject({ method: 'POST', url: '/candidature/upload-user', payload, headers });
}
/** The one message that reached `to` since the test began; fails on none or several. */
function onlyMessageTo(to: string): Received {
  const all = relay.to(to);
  expect(all, `messages to ${to}`).toHaveLength(1);
  return all[0] as Received;
}
function expectBothParts(message: Received) {
  expect(message.mail.text?.length).toBeGreaterThan(50);
  expect(typeof message.mail.html === 'string' && message.mail.html.length > 200).toBe(true);
  expect(message.mail.html).toContain(ORG.replace('&', '&amp;'));
  expect(message.mail.text).toContain(ORG);
  expect(addressesOf(message.mail.from)).toEqual(['rh@exemple.fr']);
}
const outboxRows = () => t.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

beforeEach(() => {
  relay.received.length = 0;
});

describe('message 1: acknowledgement of an application', () => {
  it('reaches the applicant with the vacancy in the subject, both parts, escaped HTML', async () => {
    const email = freshEmail();
    expect((await apply(email, 'Durand <b>')).statusCode).toBe(201);
    // Written with the application, sent afterwards by the worker.
    expect(relay.to(email)).toHaveLength(0);
    await deliver();
    const message = onlyMessageTo(email);
    expect(addressesOf(message.mail.to)).toEqual([email]);
    expect(message.mail.subject).toBe(`Accusé de réception : votre candidature « ${VACANCY} »`);
    expectBothParts(message);
    expect(message.mail.text).toContain('Bonjour Élodie Durand <b>,');
    expect(message.mail.text).toContain(`${PUBLIC_URL}/mon-espace`);
    // No value of the applicant or the vacancy opens a tag in the HTML part.
    expect(message.mail.html).toContain('Durand &lt;b&gt;');
    expect(message.mail.html).toContain('Développeur &lt;Kotlin&gt; &amp; &quot;Java&quot;');
    expect(message.mail.html).not.toMatch(/<b>|<Kotlin>/);
    expect(message.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/i);
    expect(message.raw).toMatch(/Content-Type: text\/html; charset=utf-8/i);
  });
});

describe('message 2: a change of status', () => {
  it('tells the applicant the new status in the subject when an admin changes it, not on the automatic move', async () => {
    const email = freshEmail();
    const { idCandidature } = (await apply(email)).json();
    await deliver();
    relay.received.length = 0;
    const [retenue, consultee] = await Promise.all(
      ['Acceptée', 'consultée par le recruteur'].map((etat) =>
        t.db.selectFrom('etat_candidature').select('id').where('etat', '=', etat).executeTakeFirstOrThrow(),
      ),
    );
    // The automatic move on opening the sheet sends nothing (§12).
    await inTransaction(t.app.ctx, (tx) =>
      changeStatus(tx, {
        id: idCandidature,
        etatId: consultee!.id,
        actorUserId: admin.id,
        automatic: true,
        date: clock.nowIso(),
      }),
    );
    const res = await post(
      `/candidature/${idCandidature}/update`,
      { etatCandidature: { id: retenue!.id } },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    await deliver();
    const message = onlyMessageTo(email);
    expect(message.mail.subject).toBe('Changement de statut de votre candidature : Acceptée');
    expectBothParts(message);
    expect(message.mail.text).toContain(VACANCY);
  });
});

describe('message 3: confirm the address', () => {
  it('follows /api/register with a single-use link to /verifier-email that verifies the account', async () => {
    const email = freshEmail();
    const res = await post('/api/register', {
      email,
      password: TEST_PASSWORD,
      individu: { nom: 'Lemoine', prenom: 'Inès', telephone: '0611223344' },
    });
    expect(res.statusCode).toBe(201);
    await deliver();
    const message = onlyMessageTo(email);
    expect(message.mail.subject).toBe('Confirmez votre adresse e-mail');
    expectBothParts(message);
    const link = linkIn(message, `${PUBLIC_URL}/verifier-email?token=`);
    expect(message.mail.html).toContain(`href="${link}"`);
    const token = tokenOf(link);
    expect(token).toMatch(/^[\w-]{43}$/);
    // Only the hash is stored.
    const stored = await t.db.selectFrom('account_token').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const me = () => t.app.inject({ url: `/user/${email}`, headers: { authorization: `Bearer ${res.json().token}` } });
    expect((await me()).json().emailVerifie).toBe(false);
    expect((await post('/api/verify-email', { token, password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await me()).json()).toMatchObject({ emailVerifie: true, individu: { nom: 'Lemoine' } });
    const again = await post('/api/verify-email', { token, password: TEST_PASSWORD });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('follows /api/{id}/register too; the link stops working after 48 hours', async () => {
    const email = freshEmail();
    const individuId = await makeIndividu(t.db, { email });
    expect((await post(`/api/${individuId}/register`, { password: TEST_PASSWORD }, admin.headers)).statusCode).toBe(
      201,
    );
    await deliver();
    const token = tokenOf(linkIn(onlyMessageTo(email), `${PUBLIC_URL}/verifier-email?token=`));
    clock.advance(48 * 3_600_000 + 1_000);
    try {
      const late = await post('/api/verify-email', { token, password: TEST_PASSWORD });
      expect(late.statusCode).toBe(400);
      expect(late.json().code).toBe('TOKEN_INVALID');
    } finally {
      clock.advance(-(48 * 3_600_000 + 1_000));
    }
    expect((await post('/api/verify-email', { token: 'x'.repeat(43), password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await post('/api/verify-email', {})).statusCode).toBe(400);
  });

  it('is sent again on /api/verify-email/resend (signed in, rate-limited), and not once verified', async () => {
    const email = freshEmail();
    const res = await post('/api/register', {
      email,
      password: TEST_PASSWORD,
      individu: { nom: 'Roux', prenom: 'Paul', telephone: '0611223344' },
    });
    const headers = { authorization: `Bearer ${res.json().token}` };
    expect((await post('/api/verify-email/resend', {})).statusCode).toBe(401);
    expect((await post('/api/verify-email/resend', {}, headers)).statusCode).toBe(204);
    await deliver();
    const messages = relay.to(email);
    expect(messages).toHaveLength(2);
    // The newest link works.
    const token = tokenOf(linkIn(messages[1] as Received, `${PUBLIC_URL}/verifier-email?token=`));
    expect((await post('/api/verify-email', { token, password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await post('/api/verify-email/resend', {}, headers)).statusCode).toBe(204);
    await deliver();
    expect(relay.to(email)).toHaveLength(2);
    // Three a quarter of an hour per account: each one writes to someone's mailbox.
    expect((await post('/api/verify-email/resend', {}, headers)).statusCode).toBe(204);
    const limited = await post('/api/verify-email/resend', {}, headers);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
  });
});

describe('message 4: reset the password', () => {
  it('is sent only to an existing account; the answer is 204 either way', async () => {
    const user = await t.signIn('CANDIDAT', { email: freshEmail() });
    const ghost = freshEmail();
    const forUser = await post('/api/password/forgot', { email: user.email.toUpperCase() });
    const forGhost = await post('/api/password/forgot', { email: ghost });
    expect([forUser.statusCode, forGhost.statusCode]).toEqual([204, 204]);
    expect(forUser.body).toBe(forGhost.body);
    await deliver();
    expect(relay.to(ghost)).toHaveLength(0);
    const message = onlyMessageTo(user.email);
    expect(message.mail.subject).toBe('Réinitialiser votre mot de passe');
    expectBothParts(message);
    expect(message.mail.html).toContain(`href="${linkIn(message, `${PUBLIC_URL}/mot-de-passe/nouveau?token=`)}"`);
  });

  it('sets the new password once, ends every session, and the link then stops working', async () => {
    const user = await t.signIn('CANDIDAT', { email: freshEmail() });
    const login = await post('/api/login1', { email: user.email, password: TEST_PASSWORD });
    const sessions = [user.headers, { authorization: `Bearer ${login.json().token}` }];
    await post('/api/password/forgot', { email: user.email });
    await deliver();
    const token = tokenOf(linkIn(onlyMessageTo(user.email), `${PUBLIC_URL}/mot-de-passe/nouveau?token=`));

    const weak = await post('/api/password/reset', { token, password: 'faible' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toBeDefined();
    const res = await post('/api/password/reset', { token, password: 'Nouveau-Passw0rd' });
    expect(res.statusCode).toBe(204);
    for (const headers of sessions) {
      expect((await t.app.inject({ url: `/user/${user.email}`, headers })).statusCode).toBe(401);
    }
    expect((await post('/api/login1', { email: user.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    const fresh = await post('/api/login1', { email: user.email, password: 'Nouveau-Passw0rd' });
    expect(fresh.statusCode).toBe(200);
    // A session opened right after the reset works (the cut-off is to the millisecond).
    const after = { authorization: `Bearer ${fresh.json().token}` };
    expect((await t.app.inject({ url: `/user/${user.email}`, headers: after })).statusCode).toBe(200);
    const again = await post('/api/password/reset', { token, password: 'Autre-Passw0rd1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_INVALID');
  });

  it('sends at most three links a quarter of an hour to one mailbox, answering 204 all the same', async () => {
    const user = await t.signIn('CANDIDAT', { email: freshEmail() });
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/password/forgot', { email: user.email })).statusCode).toBe(204);
    }
    await deliver();
    expect(relay.to(user.email)).toHaveLength(3);
    clock.advance(15 * 60_000 + 1_000);
    try {
      await post('/api/password/forgot', { email: user.email });
      await deliver();
      expect(relay.to(user.email)).toHaveLength(4);
    } finally {
      clock.advance(-(15 * 60_000 + 1_000));
    }
  });

  it('expires after an hour; a newer link retires the older one', async () => {
    const user = await t.signIn('CANDIDAT', { email: freshEmail() });
    await post('/api/password/forgot', { email: user.email });
    await post('/api/password/forgot', { email: user.email });
    await deliver();
    const [first, second] = relay.to(user.email).map((m) => tokenOf(linkIn(m, `${PUBLIC_URL}/mot-de-passe/nouveau`)));
    expect((await post('/api/password/reset', { token: first, password: 'Nouveau-Passw0rd' })).statusCode).toBe(400);
    clock.advance(3_600_000 + 1_000);
    try {
      expect((await post('/api/password/reset', { token: second, password: 'Nouveau-Passw0rd' })).statusCode).toBe(400);
    } finally {
      clock.advance(-(3_600_000 + 1_000));
    }
  });
});

describe('the last message after erasure by the candidate', () => {
  it('confirms the erasure to the address the person had, tied to no individu', async () => {
    const email = freshEmail();
    for (const by of ['self', 'admin'] as const) {
      await inTransaction(t.app.ctx, (tx) =>
        tx.publish({
          type: 'individu.erased',
          individuId: 999,
          email,
          by,
          actorUserId: null,
          applications: 2,
          files: 4,
        }),
      );
    }
    await deliver();
    const message = onlyMessageTo(email);
    expect(message.mail.subject).toBe('Vos données ont été supprimées');
    expect(message.mail.text).toContain('2 candidatures et 4 fichiers');
    expectBothParts(message);
    const row = (await outboxRows()).find((r) => r.kind === 'erasure');
    expect(row?.individu_id).toBeNull();
  });
});

describe('the relay going down', () => {
  it('never fails the request; the message waits, then arrives once when the relay is back', async () => {
    await relay.stop();
    const email = freshEmail();
    try {
      expect((await apply(email)).statusCode).toBe(201);
      await deliver();
      const [row] = (await outboxRows()).filter((r) => r.to_address === email);
      expect(row).toMatchObject({ state: 'pending', attempts: 1 });
      expect(row?.last_error).toMatch(/ECONNECTION|ESOCKET|ECONNREFUSED/);
      // Not due yet: nothing is tried before the back-off.
      await deliver();
      expect((await outboxRows()).find((r) => r.to_address === email)?.attempts).toBe(1);
    } finally {
      await relay.start();
    }
    clock.advance(31_000);
    await deliver();
    await deliver();
    expect(relay.to(email)).toHaveLength(1);
    const row = (await outboxRows()).find((r) => r.to_address === email);
    expect(row).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('keeps trying with growing waits for 24 hours, then marks the message failed', async () => {
    await relay.stop();
    const email = freshEmail();
    try {
      await apply(email);
      const waits: number[] = [];
      let row = (await outboxRows()).find((r) => r.to_address === email);
      for (let i = 0; i < 60 && row?.state === 'pending'; i++) {
        await deliver();
        row = (await outboxRows()).find((r) => r.to_address === email);
        if (row?.state !== 'pending') break;
        const wait = Date.parse(row.next_attempt_at) - clock.now().getTime();
        waits.push(wait);
        clock.advance(wait);
      }
      expect(row?.state).toBe('failed');
      expect(waits.slice(0, 4)).toEqual([60_000, 120_000, 240_000, 480_000].map((w) => w / 2));
      expect(Math.max(...waits)).toBeLessThanOrEqual(3_600_000);
      const total = waits.reduce((a, b) => a + b, 0);
      expect(total).toBeGreaterThanOrEqual(24 * 3_600_000 - 60_000);
      expect(total).toBeLessThanOrEqual(24 * 3_600_000);
    } finally {
      await relay.start();
    }
  });

  it('gives up at once on a permanent refusal of the recipient (550), and goes on with the others', async () => {
    const refused = `inconnu-${freshEmail()}`;
    const accepted = freshEmail();
    await apply(refused);
    await apply(accepted);
    await deliver();
    const rows = await outboxRows();
    expect(rows.find((r) => r.to_address === refused)).toMatchObject({ state: 'failed', attempts: 1 });
    expect(rows.find((r) => r.to_address === refused)?.last_error).toMatch(/550/);
    expect(relay.to(accepted)).toHaveLength(1);
  });
});

describe('GET /mail/outbox', () => {
  it('is for admins only', async () => {
    const candidate = await t.signIn('CANDIDAT');
    expect((await t.app.inject({ url: '/mail/outbox' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/mail/outbox', headers: candidate.headers })).statusCode).toBe(403);
  });

  it('lists newest first, paged with the total, filtered by state, without the body of a secret link', async () => {
    await post('/api/password/forgot', { email: admin.email });
    await deliver();
    const res = await t.app.inject({ url: '/mail/outbox?page=1&size=3', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const all = await outboxRows();
    expect(Number(res.headers['x-total-count'])).toBe(all.length);
    const page = res.json();
    expect(page.map((m: { id: number }) => m.id)).toEqual(
      all
        .map((r) => r.id)
        .reverse()
        .slice(0, 3),
    );
    const reset = page.find((m: { kind: string }) => m.kind === 'reset');
    expect(reset).toMatchObject({ to: admin.email, state: 'sent', sensitive: true, texte: null, attempts: 1 });
    expect(res.body).not.toContain('token=');
    // Sent: the stored body of a secret link is gone too.
    const stored = all.find((r) => r.id === reset.id);
    expect([stored?.text_body, stored?.html_body]).toEqual(['', '']);
    const failed = await t.app.inject({ url: '/mail/outbox?state=failed', headers: admin.headers });
    expect(failed.json().every((m: { state: string }) => m.state === 'failed')).toBe(true);
    const receipt = (await t.app.inject({ url: '/mail/outbox?state=sent', headers: admin.headers }))
      .json()
      .find((m: { kind: string }) => m.kind === 'receipt');
    expect(receipt.texte).toContain('Nous avons bien reçu votre candidature');
    expect((await t.app.inject({ url: '/mail/outbox?state=lost', headers: admin.headers })).statusCode).toBe(400);
  });
});
