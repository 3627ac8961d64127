import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Calendrier, type Entretien, type Lang, entretienMessages as m } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import { notFound } from '../../lib/errors.js';
import { inTransaction } from '../../lib/transaction.js';
import { mailText } from '../mail/mail.service.js';
import { findLangues } from '../user/user.service.js';
import { type CalendarEvent, feed, parseMailbox } from './entretien.ical.js';
import { isStaffAccount } from './entretien.participants.js';
import * as repo from './entretien.repository.js';
import { loadEntretiens } from './entretien.service.js';

// The personal feed of a staff member (§15).

const DAY_MS = 86_400_000;

/** `<userId>.<mac>`: derived from a stored random salt, so no feed address is kept anywhere. */
function feedToken(ctx: AppContext, userId: number, salt: string): string {
  const mac = createHmac('sha256', ctx.config.jwtSecret).update(`calendrier:${userId}:${salt}`).digest('base64url');
  return `${userId}.${mac}`;
}

const feedUrl = (ctx: AppContext, token: string): Calendrier => ({
  url: `${ctx.config.publicUrl}/api/calendrier/${token}.ics`,
});

/** `GET /api/me/calendrier`: the feed's address (made on first ask). */
export async function getFeedUrl(ctx: AppContext, userId: number): Promise<Calendrier> {
  let row = await repo.findFeedSalt(ctx.db, userId);
  if (!row) {
    await repo.insertFeedSaltIfMissing(ctx.db, userId, randomBytes(24).toString('base64url'), ctx.clock.nowIso());
    row = await repo.findFeedSalt(ctx.db, userId);
  }
  if (!row) throw new Error('feed salt vanished');
  return feedUrl(ctx, feedToken(ctx, userId, row.salt));
}

/** `POST /api/me/calendrier/renouveler`: a new address; the old one answers 404 at once. */
export async function renewFeedUrl(ctx: AppContext, userId: number): Promise<Calendrier> {
  const salt = randomBytes(24).toString('base64url');
  await inTransaction(ctx, (tx) => repo.replaceFeedSalt(tx.db, userId, salt, ctx.clock.nowIso()));
  return feedUrl(ctx, feedToken(ctx, userId, salt));
}

/** What an interview says in a calendar (an invitation or the feed). */
export function calendarEventOf(
  ctx: AppContext,
  { entretien: e, uid }: ForCalendar,
  options: { withCandidate: boolean; cancelled?: boolean; lang?: Lang },
): CalendarEvent {
  const start = new Date(e.debut ?? e.creneaux[0]?.debut ?? 0);
  const duree = e.duree ?? e.creneaux[0]?.duree ?? 60;
  const person = e.candidature.individu;
  const candidate = { name: `${person.prenom} ${person.nom}`, email: person.email };
  const staff = e.participants.map((p) => ({ name: `${p.prenom} ${p.nom}`, email: p.email }));
  const english = options.lang === 'en';
  const { say } = mailText(options.lang ?? 'fr');
  const offre = (english && e.candidature.posteVacant.nomEn) || e.candidature.posteVacant.nom;
  return {
    uid,
    sequence: e.sequence,
    start,
    end: new Date(start.getTime() + duree * 60_000),
    summary: say('interview.calendar.summary', { offre }),
    location: e.lieu,
    description: say('interview.calendar.description', { offre, org: ctx.config.org.name }),
    organizer: parseMailbox(ctx.config.mail.from),
    attendees: options.withCandidate ? [candidate, ...staff] : staff,
    cancelled: options.cancelled ?? e.statut === 'ANNULE',
  };
}

/** The language of each staff account (`users.langue`, §17), French when unset or unknown. */
export async function langueOfUsers(ctx: Pick<AppContext, 'db'>, userIds: number[]): Promise<Map<number, Lang>> {
  const stored = await findLangues(ctx.db, userIds);
  return new Map([...stored].map(([id, langue]) => [id, langue === 'en' ? 'en' : 'fr']));
}

/** An interview with its calendar UID (stable for its life; not on the wire). */
export interface ForCalendar {
  entretien: Entretien;
  uid: string;
}

export async function loadForCalendar(ctx: Pick<AppContext, 'db'>, ids: number[]): Promise<ForCalendar[]> {
  const [byId, rows] = await Promise.all([loadEntretiens(ctx, ids), repo.findEntretiens(ctx.db, ids)]);
  return ids.flatMap((id) => {
    const entretien = byId.get(id);
    const row = rows.find((r) => r.id === id);
    return entretien && row ? [{ entretien, uid: row.uid }] : [];
  });
}

/** `GET /api/calendrier/{token}.ics`: 404 for an unknown or renewed address. */
export async function feedOfToken(ctx: AppContext, token: string): Promise<string> {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const userId = Number(match?.[1]);
  const row = match ? await repo.findFeedSalt(ctx.db, userId) : undefined;
  const expected = row ? Buffer.from(feedToken(ctx, userId, row.salt)) : null;
  const given = Buffer.from(token);
  if (!expected || expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw notFound(m.feedInvalid);
  }
  // A staff account demoted since (or gone) has no feed.
  if (!(await isStaffAccount(ctx.db, userId))) throw notFound(m.feedInvalid);
  const now = ctx.clock.now();
  const since = new Date(now.getTime() - 90 * DAY_MS).toISOString();
  const ids = (await repo.findFeed(ctx.db, userId, since, now.toISOString())).map((r) => r.id);
  const lang = (await langueOfUsers(ctx, [userId])).get(userId) ?? 'fr';
  const events = (await loadForCalendar(ctx, ids)).map((e) => calendarEventOf(ctx, e, { withCandidate: true, lang }));
  return feed(mailText(lang).say('interview.calendar.feed', { org: ctx.config.org.name }), events, now);
}
