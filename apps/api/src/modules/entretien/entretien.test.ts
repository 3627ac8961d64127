import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unzip } from '../../../test/fixtures/unzip.js';
import { createTestApp, requestsAs, type TestApp, type TestUser } from '../../../test/helpers.js';
import { linkIn, movableClock, type Received, startRelay, type TestRelay, tokenOf } from '../../../test/smtp.js';
import { insertCandidature, makeOpenVacancy } from '../../seed/factories.js';
import { OUTBOX_JOB } from '../mail/mail.service.js';
import { REMINDER_JOB } from './entretien.reminder.js';
import { confirmIfProposed } from './entretien.repository.js';

/**
 * Interviews (§15) on a fresh database, through the real SMTP test server: every call, its access
 * rules, the race of concurrent picks, the link's expiry, the reminder, the erasure, and the
 * invitations read back with ical.js — a parser independent of ical-generator, which wrote them.
 */
const PUBLIC_URL = 'https://emplois.exemple.fr';
const VACANCY = 'Développeur Kotlin, confirmé';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let relay: TestRelay;
let t: TestApp;
const clock = movableClock(new Date('2026-12-01T08:00:00.000Z'));
let admin: TestUser;
let interviewer: TestUser;
let bystander: TestUser;
let candidate: TestUser;
let other: TestUser;
let vacancyId: number;
let candidatureId: number;
let seq = 0;

const api = requestsAs(
  () => t,
  () => admin,
);
const deliver = () => t.app.ctx.jobs.runNow(OUTBOX_JOB);
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();

/** A fresh candidate with an application to the vacancy. */
async function applicant() {
  const user = await t.signIn('CANDIDAT', { nom: 'Durand', prenom: `Zoé${++seq}` });
  const id = await insertCandidature(t.db, {
    individu_id: user.individuId,
    poste_vacant_id: vacancyId,
    etat_candidature_id: 1,
    date_candidature: clock.nowIso(),
  });
  return { user, candidatureId: id };
}

const proposal = (slots: { in: number; duree?: number }[], participants = [interviewer, admin]) => ({
  creneaux: slots.map((s) => ({ debut: at(s.in), duree: s.duree ?? 60 })),
  lieu: 'Salle Lovelace, 3 rue des Arts, Lyon',
  participants: participants.map((p) => ({ id: p.id })),
});

/** The messages that reached `to` since `from` (an index into relay.received). */
const since = (from: number, to: string) => relay.received.slice(from).filter((r) => r.to.includes(to));

/** The iCalendar part of a message, as ical.js reads it, with the part's MIME type. */
function calendarOf(received: Received) {
  const part = /Content-Type: text\/calendar;[^\r\n]*(?:\r\n[ \t][^\r\n]*)*/i.exec(received.raw)?.[0] ?? '';
  const attachment = received.mail.attachments.find((a) => a.contentType === 'text/calendar');
  const text = attachment ? attachment.content.toString('utf8') : (received.mail as { text?: string }).text;
  if (!text?.includes('BEGIN:VCALENDAR')) throw new Error(`no calendar in ${received.mail.subject}`);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevents = calendar.getAllSubcomponents('vevent');
  const vevent = vevents[0] as ICAL.Component;
  const time = (name: string) => vevent.getFirstPropertyValue(name) as ICAL.Time;
  return {
    mime: part.replace(/\s+/g, ' '),
    events: vevents.length,
    method: calendar.getFirstPropertyValue('method'),
    uid: vevent.getFirstPropertyValue('uid'),
    sequence: vevent.getFirstPropertyValue('sequence'),
    status: vevent.getFirstPropertyValue('status'),
    summary: vevent.getFirstPropertyValue('summary'),
    location: vevent.getFirstPropertyValue('location'),
    organizer: String(vevent.getFirstPropertyValue('organizer')).toLowerCase(),
    dtstamp: time('dtstamp'),
    start: time('dtstart'),
    end: time('dtend'),
    attendees: vevent
      .getAllProperties('attendee')
      .map((p) => String(p.getFirstValue()).replace(/^mailto:/i, ''))
      .sort(),
  };
}

const isUtc = (time: ICAL.Time) => time.zone === ICAL.Timezone.utcTimezone && time.toICALString().endsWith('Z');

beforeAll(async () => {
  relay = await startRelay();
  t = await createTestApp(
    { SMTP_URL: relay.url, PUBLIC_URL, ORG_NAME: 'Acme', MAIL_FROM: 'Recrutement Acme <rh@acme.example>' },
    { clock },
  );
  admin = await t.signIn('ADMIN', { nom: 'Martin', prenom: 'Alice' });
  interviewer = await t.signIn('ADMIN', { nom: 'Bernard', prenom: 'Hugo' });
  bystander = await t.signIn('ADMIN');
  other = await t.signIn('CANDIDAT');
  vacancyId = (await makeOpenVacancy(t.db, { nom: VACANCY })).id;
  const first = await applicant();
  candidate = first.user;
  candidatureId = first.candidatureId;
});
afterAll(async () => {
  await t.close();
  await relay.stop();
});

describe('propose → pick → move → cancel, with the invitations read back', () => {
  let entretienId: number;
  let token: string;
  let slots: { id: number; debut: string; duree: number }[];
  let uid: string;

  it('proposes 1–5 future slots and mails message 6 with the link', async () => {
    const from = relay.received.length;
    const res = await api.post(
      `/candidature/${candidatureId}/entretiens`,
      proposal([{ in: 3 * DAY, duree: 45 }, { in: 2 * DAY }, { in: 4 * DAY, duree: 90 }]),
    );
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      candidature: { id: candidatureId, posteVacant: { nom: VACANCY } },
      statut: 'PROPOSE',
      lieu: 'Salle Lovelace, 3 rue des Arts, Lyon',
      debut: null,
      sequence: 0,
    });
    // Soonest first, stored as UTC instants.
    expect(body.creneaux.map((c: { debut: string }) => c.debut)).toEqual([at(2 * DAY), at(3 * DAY), at(4 * DAY)]);
    expect(body.participants.map((p: { id: number }) => p.id).sort()).toEqual([admin.id, interviewer.id].sort());
    entretienId = body.id;
    slots = body.creneaux;

    await deliver();
    const mails = since(from, candidate.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as Received;
    expect(mail.mail.subject).toBe("Choisissez votre créneau d'entretien");
    expect(mail.mail.text).toContain(VACANCY);
    // The slots in TZ_APP (Paris, UTC+1 in December): 08:00 UTC is 09:00.
    expect(mail.mail.text).toContain('jeudi 3 décembre 2026 à 09:00');
    expect(mail.mail.attachments.filter((a) => a.contentType === 'text/calendar')).toHaveLength(0);
    token = tokenOf(linkIn(mail, `${PUBLIC_URL}/entretien?token=`));
    // Participants hear nothing until the candidate picks.
    expect(since(from, interviewer.email)).toHaveLength(0);
    // A link is a key: the outbox keeps no body of it once sent.
    const row = await t.db
      .selectFrom('mail_outbox')
      .select(['text_body', 'sensitive'])
      .where('kind', '=', 'entretien-choix')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ text_body: '', sensitive: 1 });
  });

  it('shows the candidate the vacancy, slots and place by the token, nothing about staff', async () => {
    const res = await api.get(`/api/entretien?token=${encodeURIComponent(token)}`, null);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      posteVacant: { id: vacancyId, nom: VACANCY },
      creneaux: slots,
      lieu: 'Salle Lovelace, 3 rue des Arts, Lyon',
      statut: 'PROPOSE',
      debut: null,
    });
    expect(res.body).not.toContain(interviewer.email);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const bad = await api.get('/api/entretien?token=pas-le-bon', null);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('TOKEN_INVALID');
  });

  it('refuses a slot that was not offered (400) and keeps the link usable', async () => {
    const res = await api.post('/api/entretien/choisir', { token, creneau: { id: 999_999 } }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('lets exactly one of concurrent picks win: one 200, the rest 409', async () => {
    const from = relay.received.length;
    const picks = await Promise.all(
      [0, 1, 2, 0, 1, 2].map((i) =>
        api.post('/api/entretien/choisir', { token, creneau: { id: slots[i % 3]?.id } }, null),
      ),
    );
    const statuses = picks.map((p) => p.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = picks.find((p) => p.statusCode === 200)?.json();
    expect(winner.statut).toBe('CONFIRME');
    const chosen = slots.find((s) => s.debut === winner.debut);
    expect(chosen).toBeDefined();
    expect(picks.find((p) => p.statusCode === 409)?.json().code).toBe('CONFLICT');

    // The interview is confirmed once, at the winner's slot; message 7 went once to each person.
    const staffView = (await api.get(`/candidature/${candidatureId}/entretiens`)).json();
    expect(staffView).toHaveLength(1);
    expect(staffView[0]).toMatchObject({ statut: 'CONFIRME', debut: chosen?.debut, duree: chosen?.duree, sequence: 0 });

    await deliver();
    const people = [candidate.email, interviewer.email, admin.email];
    for (const email of people) {
      const mails = since(from, email);
      expect(mails, email).toHaveLength(1);
      const mail = mails[0] as Received;
      expect(mail.mail.subject).toBe(`Entretien confirmé : ${VACANCY}`);
      const ics = calendarOf(mail);
      expect(ics.mime).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(ics).toMatchObject({
        events: 1,
        method: 'REQUEST',
        sequence: 0,
        status: 'CONFIRMED',
        summary: `Entretien – ${VACANCY}`,
        location: 'Salle Lovelace, 3 rue des Arts, Lyon',
        organizer: 'mailto:rh@acme.example',
      });
      expect(isUtc(ics.start) && isUtc(ics.end) && isUtc(ics.dtstamp)).toBe(true);
      expect(ics.start.toJSDate().toISOString()).toBe(chosen?.debut);
      expect(ics.end.toJSDate().getTime() - ics.start.toJSDate().getTime()).toBe((chosen?.duree ?? 0) * 60_000);
      expect(ics.attendees).toEqual([...people].sort());
      uid ??= String(ics.uid);
      expect(ics.uid).toBe(uid);
    }
    expect(uid).toMatch(/^entretien-.+@emplois\.exemple\.fr$/);
    expect(since(from, bystander.email)).toHaveLength(0);
  });

  it('still shows the confirmed interview by the link; a later pick is 409', async () => {
    const res = await api.get(`/api/entretien?token=${encodeURIComponent(token)}`, null);
    expect(res.json()).toMatchObject({ statut: 'CONFIRME' });
    const again = await api.post('/api/entretien/choisir', { token, creneau: { id: slots[0]?.id } }, null);
    expect(again.statusCode).toBe(409);
  });

  it('moves it: same UID, SEQUENCE 1, new times, REQUEST to everyone', async () => {
    const from = relay.received.length;
    const res = await api.post(`/entretiens/${entretienId}/update`, { debut: at(5 * DAY + 2 * HOUR), duree: 30 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statut: 'CONFIRME', debut: at(5 * DAY + 2 * HOUR), duree: 30, sequence: 1 });
    await deliver();
    for (const email of [candidate.email, interviewer.email, admin.email]) {
      const mail = since(from, email)[0] as Received;
      expect(mail.mail.subject).toBe(`Entretien déplacé : ${VACANCY}`);
      const ics = calendarOf(mail);
      expect(ics).toMatchObject({ method: 'REQUEST', uid, sequence: 1 });
      expect(ics.start.toJSDate().toISOString()).toBe(at(5 * DAY + 2 * HOUR));
      expect(ics.end.toJSDate().toISOString()).toBe(at(5 * DAY + 2 * HOUR + 30 * 60_000));
    }
  });

  it('refuses a move into the past or of a bad length (400)', async () => {
    const past = await api.post(`/entretiens/${entretienId}/update`, { debut: at(-HOUR), duree: 30 });
    expect(past.statusCode).toBe(400);
    expect(past.json().fields.debut).toBe('Le créneau doit être dans le futur.');
    const long = await api.post(`/entretiens/${entretienId}/update`, { debut: at(DAY), duree: 481 });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().fields)).toEqual(['duree']);
  });

  it('puts it in the staff agenda and the candidate’s own list', async () => {
    const day = (ms: number) => at(ms).slice(0, 10);
    const mine = await api.get(`/entretiens?du=${day(5 * DAY)}&au=${day(5 * DAY)}`, interviewer);
    expect(mine.json().map((e: { id: number }) => e.id)).toEqual([entretienId]);
    const before = await api.get(`/entretiens?du=${day(0)}&au=${day(4 * DAY)}`, interviewer);
    expect(before.json()).toEqual([]);
    // Not a participant: not in one's own agenda, but in everyone's.
    expect((await api.get('/entretiens', bystander)).json()).toEqual([]);
    const all = await api.get('/entretiens?tous=true', bystander);
    expect(all.json().map((e: { id: number }) => e.id)).toContain(entretienId);
    expect((await api.get('/entretiens?du=2026-13-01', bystander)).statusCode).toBe(400);

    const own = await api.get('/api/me/entretiens', candidate);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual([
      {
        id: entretienId,
        debut: at(5 * DAY + 2 * HOUR),
        duree: 30,
        lieu: 'Salle Lovelace, 3 rue des Arts, Lyon',
        posteVacant: { id: vacancyId, nom: VACANCY },
        statut: 'CONFIRME',
      },
    ]);
    expect((await api.get('/api/me/entretiens', other)).json()).toEqual([]);
  });

  it('serves each participant a personal feed; renewing kills the old address', async () => {
    const res = await api.get('/api/me/calendrier', interviewer);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/api/calendrier/${interviewer.id}\\.[\\w-]+\\.ics$`));
    expect((await api.get('/api/me/calendrier', interviewer)).json().url).toBe(url);
    const path = new URL(url).pathname;
    const ics = await api.get(path, null);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.uid)).toEqual([uid]);
    expect(events[0]?.sequence).toBe(1);
    // The bystander takes part in nothing.
    const theirs = await api.get(new URL((await api.get('/api/me/calendrier', bystander)).json().url).pathname, null);
    expect(new ICAL.Component(ICAL.parse(theirs.body)).getAllSubcomponents('vevent')).toHaveLength(0);

    const renewed = await api.post('/api/me/calendrier/renouveler', {}, interviewer);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().url).not.toBe(url);
    expect((await api.get(path, null)).statusCode).toBe(404);
    expect((await api.get(new URL(renewed.json().url).pathname, null)).statusCode).toBe(200);
    expect((await api.get(`/api/calendrier/${interviewer.id}.AAAA.ics`, null)).statusCode).toBe(404);
  });

  it('cancels it: METHOD:CANCEL, STATUS:CANCELLED, SEQUENCE 2, to everyone; once', async () => {
    const from = relay.received.length;
    const res = await api.post(`/entretiens/${entretienId}/annuler`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statut: 'ANNULE', sequence: 2 });
    await deliver();
    for (const email of [candidate.email, interviewer.email, admin.email]) {
      const mail = since(from, email)[0] as Received;
      expect(mail.mail.subject).toBe(`Entretien annulé : ${VACANCY}`);
      const ics = calendarOf(mail);
      expect(ics.mime).toMatch(/method=CANCEL/i);
      expect(ics).toMatchObject({ method: 'CANCEL', uid, sequence: 2, status: 'CANCELLED' });
      expect(ics.attendees).toHaveLength(3);
    }
    expect((await api.post(`/entretiens/${entretienId}/annuler`, {})).statusCode).toBe(409);
    expect((await api.post(`/entretiens/${entretienId}/update`, { debut: at(DAY), duree: 30 })).statusCode).toBe(409);
    // The feed keeps it, cancelled, until its date.
    const feed = await api.get(new URL((await api.get('/api/me/calendrier', interviewer)).json().url).pathname, null);
    const vevent = new ICAL.Component(ICAL.parse(feed.body)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });
});

describe('the pick, below the HTTP layer', () => {
  it('lets the second of two overlapping transactions find the row taken (no double confirmation)', async () => {
    const person = await applicant();
    const created = (await api.post(`/candidature/${person.candidatureId}/entretiens`, proposal([{ in: DAY }]))).json();
    const slot = { debut: created.creneaux[0].debut, duree: 60 };
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A takes the row and holds its transaction open while B tries the same conditional UPDATE.
    const first = t.db.transaction().execute(async (trx) => {
      const won = await confirmIfProposed(trx, created.id, slot, clock.nowIso());
      await pause(300);
      return won;
    });
    await pause(50);
    const second = t.db.transaction().execute((trx) => confirmIfProposed(trx, created.id, slot, clock.nowIso()));
    expect(await Promise.all([first, second])).toEqual([true, false]);
    // Out of the way of the reminder test below (it would be due with the others).
    expect((await api.post(`/entretiens/${created.id}/annuler`, {})).statusCode).toBe(200);
  });
});

describe('bad input and unknown ids', () => {
  it('refuses what §15 does not allow, all with French messages', async () => {
    const url = `/candidature/${candidatureId}/entretiens`;
    const cases: [object, string][] = [
      [{ ...proposal([]), creneaux: [] }, 'creneaux'],
      [proposal([1, 2, 3, 4, 5, 6].map((n) => ({ in: n * DAY }))), 'creneaux'],
      [proposal([{ in: -HOUR }]), 'creneaux.0.debut'],
      [proposal([{ in: DAY, duree: 14 }]), 'creneaux.0.duree'],
      [{ ...proposal([{ in: DAY }]), lieu: '  ' }, 'lieu'],
      [proposal([{ in: DAY }], []), 'participants'],
      [proposal([{ in: DAY }], [other]), 'participants'],
      [{ ...proposal([{ in: DAY }]), creneaux: [{ debut: '3 décembre', duree: 60 }] }, 'creneaux.0.debut'],
    ];
    for (const [body, field] of cases) {
      const res = await api.post(url, body);
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(
      await t.db.selectFrom('entretien').select('id').where('candidature_id', '=', candidatureId).execute(),
    ).toHaveLength(1);
    expect((await api.post('/candidature/999999/entretiens', proposal([{ in: DAY }]))).statusCode).toBe(404);
    expect((await api.get('/candidature/999999/entretiens')).statusCode).toBe(404);
    expect((await api.post('/entretiens/999999/annuler', {})).statusCode).toBe(404);
    expect((await api.post('/entretiens/999999/update', { debut: at(DAY), duree: 30 })).statusCode).toBe(404);
  });

  it('does not move a proposed interview (409)', async () => {
    const res = await api.post(`/candidature/${candidatureId}/entretiens`, proposal([{ in: 2 * DAY }]));
    const moved = await api.post(`/entretiens/${res.json().id}/update`, { debut: at(3 * DAY), duree: 30 });
    expect(moved.statusCode).toBe(409);
    await deliver();
    const from = relay.received.length;
    expect((await api.post(`/entretiens/${res.json().id}/annuler`, {})).json().statut).toBe('ANNULE');
    await deliver();
    // A proposal withdrawn: the candidate is told, without an invitation to cancel.
    const mail = since(from, candidate.email)[0] as Received;
    expect(mail.mail.subject).toBe(`Entretien annulé : ${VACANCY}`);
    expect(mail.raw).not.toMatch(/text\/calendar/i);
    expect(since(from, interviewer.email)).toHaveLength(0);
  });
});

describe('the link expires when the first slot starts', () => {
  it('answers 400 TOKEN_INVALID to the page and the pick', async () => {
    const person = await applicant();
    const from = relay.received.length;
    await api.post(`/candidature/${person.candidatureId}/entretiens`, proposal([{ in: 2 * HOUR }, { in: DAY }]));
    await deliver();
    const token = tokenOf(linkIn(since(from, person.user.email)[0] as Received, `${PUBLIC_URL}/entretien?token=`));
    const page = await api.get(`/api/entretien?token=${token}`, null);
    expect(page.statusCode).toBe(200);
    const later = page.json().creneaux[1].id;
    clock.advance(2 * HOUR);
    const gone = await api.get(`/api/entretien?token=${token}`, null);
    expect(gone.statusCode).toBe(400);
    expect(gone.json().code).toBe('TOKEN_INVALID');
    const pick = await api.post('/api/entretien/choisir', { token, creneau: { id: later } }, null);
    expect(pick.statusCode).toBe(400);
    expect(pick.json().code).toBe('TOKEN_INVALID');
  });
});

describe('the reminder, 24 hours before', () => {
  it('goes to everyone once, and again after a move', async () => {
    const person = await applicant();
    const from = relay.received.length;
    const created = await api.post(`/candidature/${person.candidatureId}/entretiens`, proposal([{ in: 30 * HOUR }]));
    await deliver();
    const token = tokenOf(linkIn(since(from, person.user.email)[0] as Received, `${PUBLIC_URL}/entretien?token=`));
    const slot = created.json().creneaux[0];
    expect((await api.post('/api/entretien/choisir', { token, creneau: { id: slot.id } }, null)).statusCode).toBe(200);
    const reminders = (email: string) =>
      since(from, email).filter((r) => r.mail.subject === `Rappel : entretien demain : ${VACANCY}`);

    await t.app.ctx.jobs.runNow(REMINDER_JOB);
    await deliver();
    expect(reminders(person.user.email)).toHaveLength(0);

    clock.advance(7 * HOUR); // 23 hours before
    await Promise.all([t.app.ctx.jobs.runNow(REMINDER_JOB), t.app.ctx.jobs.runNow(REMINDER_JOB)]);
    await t.app.ctx.jobs.runNow(REMINDER_JOB);
    await deliver();
    for (const email of [person.user.email, interviewer.email, admin.email])
      expect(reminders(email), email).toHaveLength(1);
    const row = await t.db
      .selectFrom('entretien')
      .select('rappel_envoye_at')
      .where('id', '=', created.json().id)
      .executeTakeFirstOrThrow();
    expect(row.rappel_envoye_at).toBe(clock.nowIso());

    // Moved to the next day: the reminder is due again for the new time.
    await api.post(`/entretiens/${created.json().id}/update`, { debut: at(40 * HOUR), duree: 60 });
    clock.advance(17 * HOUR);
    await t.app.ctx.jobs.runNow(REMINDER_JOB);
    await deliver();
    expect(reminders(person.user.email)).toHaveLength(2);
  });
});

describe('personal data', () => {
  it('exports the candidate’s interviews, then erasure cancels the future ones to the participants', async () => {
    const person = await applicant();
    const from = relay.received.length;
    const created = await api.post(`/candidature/${person.candidatureId}/entretiens`, proposal([{ in: 3 * DAY }]));
    await deliver();
    const token = tokenOf(linkIn(since(from, person.user.email)[0] as Received, `${PUBLIC_URL}/entretien?token=`));
    await api.post('/api/entretien/choisir', { token, creneau: { id: created.json().creneaux[0].id } }, null);
    await api.post(`/candidature/${person.candidatureId}/entretiens`, proposal([{ in: 4 * DAY }]));
    await deliver();
    const uid = String(calendarOf(since(from, interviewer.email)[0] as Received).uid);

    const zip = await api.get('/api/me/export', person.user);
    expect(zip.statusCode).toBe(200);
    const data = JSON.parse(String((await unzip(zip.rawPayload)).get('donnees.json')));
    const exported = data.candidatures[0].entretiens;
    expect(exported.map((e: { statut: string }) => e.statut)).toEqual(['CONFIRME', 'PROPOSE']);
    expect(exported[0]).toMatchObject({ lieu: 'Salle Lovelace, 3 rue des Arts, Lyon', debut: at(3 * DAY), duree: 60 });
    expect(JSON.stringify(data)).not.toContain(interviewer.email);

    const before = relay.received.length;
    expect((await api.del(`/individu/${person.user.individuId}`)).statusCode).toBe(204);
    await deliver();
    for (const email of [interviewer.email, admin.email]) {
      const mails = since(before, email);
      expect(mails, email).toHaveLength(1);
      const mail = mails[0] as Received;
      const ics = calendarOf(mail);
      expect(ics).toMatchObject({ method: 'CANCEL', uid, sequence: 1, status: 'CANCELLED' });
      // The erased candidate is named nowhere in it.
      expect(ics.attendees).toEqual([admin.email, interviewer.email].sort());
      expect(mail.raw).not.toContain(person.user.email);
      expect(mail.mail.text).not.toContain('Durand');
    }
    expect(since(before, person.user.email)).toHaveLength(0);
    const left = await t.db
      .selectFrom('entretien')
      .select('id')
      .where('candidature_id', '=', person.candidatureId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('access (§15)', () => {
  it('keeps staff calls from anonymous callers (401) and candidates (403), before validating', async () => {
    const calls: [string, string][] = [
      ['POST', `/candidature/${candidatureId}/entretiens`],
      ['GET', `/candidature/${candidatureId}/entretiens`],
      ['POST', '/entretiens/1/update'],
      ['POST', '/entretiens/1/annuler'],
      ['GET', '/entretiens?du=pas-une-date'],
      ['GET', '/api/me/calendrier'],
      ['POST', '/api/me/calendrier/renouveler'],
    ];
    for (const [method, url] of calls) {
      const anon = await t.app.inject({ method: method as 'GET', url, payload: method === 'POST' ? {} : undefined });
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      const cand = await t.app.inject({
        method: method as 'GET',
        url,
        headers: candidate.headers,
        payload: method === 'POST' ? {} : undefined,
      });
      expect(cand.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await api.get('/api/me/entretiens', null)).statusCode).toBe(401);
    const unverified = await t.signIn('CANDIDAT');
    await t.db.updateTable('users').set({ email_verifie: 0 }).where('id', '=', unverified.id).execute();
    const refused = await api.get('/api/me/entretiens', unverified);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('retention (§10)', () => {
  it('keeps a person with a recent interview, and purges the others with theirs', async () => {
    const kept = await applicant();
    const purged = await applicant();
    const old = await api.post(`/candidature/${purged.candidatureId}/entretiens`, proposal([{ in: DAY }]));
    expect(old.statusCode).toBe(201);
    // Past the retention period (24 months) for everything so far.
    clock.advance(25 * 30 * DAY);
    const fresh = await api.post(`/candidature/${kept.candidatureId}/entretiens`, proposal([{ in: DAY }]));
    expect(fresh.statusCode).toBe(201);
    expect(await t.app.ctx.jobs.runNow('retention')).toBe(true);
    const individus = await t.db
      .selectFrom('individu')
      .select('id')
      .where('id', 'in', [kept.user.individuId, purged.user.individuId])
      .execute();
    expect(individus.map((r) => r.id)).toEqual([kept.user.individuId]);
    const left = await t.db
      .selectFrom('entretien')
      .select('id')
      .where('id', 'in', [old.json().id, fresh.json().id])
      .execute();
    expect(left.map((r) => r.id)).toEqual([fresh.json().id]);
    expect(
      await t.db.selectFrom('entretien_creneau').select('id').where('entretien_id', '=', old.json().id).execute(),
    ).toEqual([]);
  });
});

describe('logs', () => {
  it('never carry the candidate’s link token nor a feed’s key', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream: { write: (l) => lines.push(l) } });
    try {
      const staff = await logged.signIn('ADMIN');
      const feed = (await logged.app.inject({ url: '/api/me/calendrier', headers: staff.headers })).json();
      const path = new URL(feed.url).pathname;
      expect((await logged.app.inject({ url: path })).statusCode).toBe(200);
      const token = 'Zm9vYmFyLXNlY3JldC10b2tlbi1vZi10aGUtY2FuZGlkYXRl';
      expect((await logged.app.inject({ url: `/api/entretien?token=${token}` })).statusCode).toBe(400);
      const key =
        path
          .split('/')
          .pop()
          ?.replace(/\.ics$/, '') ?? '';
      expect(lines.some((l) => l.includes('/api/calendrier/[jeton]'))).toBe(true);
      expect(lines.join('\n')).not.toContain(key.split('.')[1]);
      expect(lines.join('\n')).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});

describe('in the candidate’s language (contract §17)', () => {
  it('an English-reading candidate gets message 6 and the confirmation in English, linking /en, naming nomEn', async () => {
    const { user, candidatureId: id } = await applicant();
    await t.db.updateTable('users').set({ langue: 'en' }).where('id', '=', user.id).execute();
    await t.db.updateTable('poste_vacant').set({ nom_en: 'Kotlin developer' }).where('id', '=', vacancyId).execute();
    try {
      const from = relay.received.length;
      const res = await api.post(`/candidature/${id}/entretiens`, proposal([{ in: 2 * DAY }]));
      expect(res.statusCode).toBe(201);
      await deliver();
      const [choose] = since(from, user.email);
      expect(choose?.mail.subject).toBe('Choose your interview slot');
      expect(choose?.mail.text).toContain('Kotlin developer');
      expect(choose?.mail.text).toMatch(/– [A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2} \(60 minutes\)/);
      expect(choose?.mail.text).toContain('Choose my slot:\n');
      expect(choose?.mail.html).toContain('<html lang="en">');
      const token = tokenOf(linkIn(choose as Received, `${PUBLIC_URL}/en/entretien?token=`));
      const slot = res.json().creneaux[0] as { id: number };
      const picked = await api.post('/api/entretien/choisir', { token, creneau: { id: slot.id } }, null);
      expect(picked.statusCode).toBeLessThan(300);
      await deliver();
      const confirmed = since(from, user.email).find((r) => r.mail.subject?.startsWith('Interview confirmed'));
      expect(confirmed?.mail.subject).toBe('Interview confirmed: Kotlin developer');
      expect(confirmed?.mail.text).toContain('Your interview for the position Kotlin developer is confirmed.');
      // A participant's message stays French, naming the French vacancy.
      const staff = since(from, interviewer.email).at(-1);
      expect(staff?.mail.subject).toBe(`Entretien confirmé : ${VACANCY}`);
    } finally {
      await t.db.updateTable('poste_vacant').set({ nom_en: null }).where('id', '=', vacancyId).execute();
    }
  });
});

describe('participants from the vacancy’s hiring team (§15)', () => {
  it('offers the team, then admins and recruiters (names and roles only), and refuses anyone else', async () => {
    const member = await t.signIn('MEMBRE', { nom: 'Petit', prenom: 'Lina' });
    const outsider = await t.signIn('MEMBRE', { nom: 'Loin', prenom: 'Marc' });
    const recruiter = await t.signIn('RECRUTEUR', { nom: 'Roux', prenom: 'Inès' });
    const gone = await t.signIn('ADMIN', { nom: 'Ancien', prenom: 'Paul' });
    await t.db.updateTable('users').set({ actif: 0 }).where('id', '=', gone.id).execute();
    const otherVacancy = (await makeOpenVacancy(t.db, { nom: 'Une autre offre' })).id;
    for (const [vacancy, who] of [
      [vacancyId, member],
      [otherVacancy, outsider],
    ] as const) {
      expect((await api.post(`/poste-vacant/${vacancy}/equipe`, { membres: [{ id: who.id }] })).statusCode).toBe(200);
    }
    const { candidatureId: id } = await applicant();
    const url = `/candidature/${id}/entretiens/participants`;

    const res = await api.get(url);
    expect(res.statusCode).toBe(200);
    const choix = res.json() as { id: number; nom: string; prenom: string; role: string; equipe: boolean }[];
    for (const person of choix) expect(Object.keys(person).sort()).toEqual(['equipe', 'id', 'nom', 'prenom', 'role']);
    // The team first, then the admins and recruiters; no other team's member, nobody deactivated.
    expect(choix[0]).toEqual({ id: member.id, nom: 'Petit', prenom: 'Lina', role: 'MEMBRE', equipe: true });
    expect(choix.filter((p) => p.equipe)).toHaveLength(1);
    expect(choix).toContainEqual({ id: recruiter.id, nom: 'Roux', prenom: 'Inès', role: 'RECRUTEUR', equipe: false });
    const ids = choix.map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, interviewer.id]));
    expect(ids).not.toContain(outsider.id);
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(candidate.id);
    // A member of the team may ask (in scope); one of another team is told it does not exist.
    expect((await api.get(url, member)).json()).toEqual(choix);
    expect((await api.get(url, outsider)).statusCode).toBe(404);
    expect((await api.get(url, await t.signIn('CANDIDAT'))).statusCode).toBe(403);
    expect((await api.get(url, null)).statusCode).toBe(401);

    // The server holds the same rule as the picker.
    const propose = (participants: TestUser[], caller: TestUser = admin) =>
      api.post(`/candidature/${id}/entretiens`, proposal([{ in: 5 * DAY }], participants), caller);
    for (const wrong of [outsider, gone, other]) {
      const refused = await propose([member, wrong]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({
        participants: "Ce participant ne fait pas partie de l'équipe de recrutement.",
      });
    }
    expect(await t.db.selectFrom('entretien').select('id').where('candidature_id', '=', id).execute()).toEqual([]);
    const made = await propose([member, recruiter], member);
    expect(made.statusCode).toBe(201);
    expect(
      made
        .json()
        .participants.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([member.id, recruiter.id].sort());
    expect((await api.post(`/entretiens/${made.json().id}/annuler`, {})).statusCode).toBe(200);
  });
});

describe('in each participant’s language (contract §17: users.langue)', () => {
  it('an English-reading participant gets the confirmation, its invitation and the cancellation in English', async () => {
    const english = await t.signIn('RECRUTEUR', { nom: 'Smith', prenom: 'Jane' });
    await t.db.updateTable('users').set({ langue: 'en' }).where('id', '=', english.id).execute();
    await t.db.updateTable('poste_vacant').set({ nom_en: 'Kotlin developer' }).where('id', '=', vacancyId).execute();
    try {
      const { user, candidatureId: id } = await applicant();
      const from = relay.received.length;
      const res = await api.post(`/candidature/${id}/entretiens`, proposal([{ in: 2 * DAY }], [english, interviewer]));
      expect(res.statusCode).toBe(201);
      await deliver();
      const token = tokenOf(linkIn(since(from, user.email)[0] as Received, `${PUBLIC_URL}/entretien?token=`));
      const slot = res.json().creneaux[0] as { id: number };
      expect((await api.post('/api/entretien/choisir', { token, creneau: { id: slot.id } }, null)).statusCode).toBe(
        200,
      );
      await deliver();

      const [confirmed] = since(from, english.email);
      expect(confirmed?.mail.subject).toBe('Interview confirmed: Kotlin developer');
      expect(confirmed?.mail.text).toContain('Hello Jane Smith,');
      expect(confirmed?.mail.text).toMatch(
        /The interview with Zoé\d+ Durand for the position Kotlin developer is confirmed\./,
      );
      // The time in TZ_APP, written the English way.
      const when = /Date: ([A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}) \(Paris time\), 60 minutes\./;
      const quand = when.exec(confirmed?.mail.text ?? '')?.[1];
      expect(quand).toBeDefined();
      expect(confirmed?.mail.html).toContain('<html lang="en">');
      const invite = calendarOf(confirmed as Received);
      expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, summary: 'Interview – Kotlin developer' });
      expect(invite.attendees).toEqual([english.email, interviewer.email, user.email].sort());

      // The French participant and the candidate read French, about the same event (one UID).
      const [french] = since(from, interviewer.email);
      expect(french?.mail.subject).toBe(`Entretien confirmé : ${VACANCY}`);
      expect(french?.mail.text).toContain('Bonjour Hugo Bernard,');
      expect(calendarOf(french as Received)).toMatchObject({ summary: `Entretien – ${VACANCY}`, uid: invite.uid });
      const candidateMail = since(from, user.email).find((r) => r.mail.subject?.startsWith('Entretien confirmé'));
      expect(candidateMail?.mail.text).toContain('Votre entretien pour le poste');

      const cancelFrom = relay.received.length;
      expect((await api.post(`/entretiens/${res.json().id}/annuler`, {})).statusCode).toBe(200);
      await deliver();
      const [cancelled] = since(cancelFrom, english.email);
      expect(cancelled?.mail.subject).toBe('Interview cancelled: Kotlin developer');
      expect(cancelled?.mail.text).toContain(`It was to take place on ${quand} (Paris time)`);
      expect(calendarOf(cancelled as Received)).toMatchObject({
        method: 'CANCEL',
        status: 'CANCELLED',
        sequence: 1,
        uid: invite.uid,
        summary: 'Interview – Kotlin developer',
      });
      expect(since(cancelFrom, interviewer.email)[0]?.mail.subject).toBe(`Entretien annulé : ${VACANCY}`);

      // The personal feed speaks the staff member's language too.
      const feedUrl = (await api.get('/api/me/calendrier', english)).json().url as string;
      const feedText = (await api.get(new URL(feedUrl).pathname, null)).body;
      const feed = new ICAL.Component(ICAL.parse(feedText));
      expect(feed.getFirstPropertyValue('x-wr-calname')).toBe('Interviews – Acme');
      const event = feed.getAllSubcomponents('vevent').find((v) => v.getFirstPropertyValue('uid') === invite.uid);
      expect(event?.getFirstPropertyValue('summary')).toBe('Interview – Kotlin developer');
    } finally {
      await t.db.updateTable('poste_vacant').set({ nom_en: null }).where('id', '=', vacancyId).execute();
    }
  });
});
