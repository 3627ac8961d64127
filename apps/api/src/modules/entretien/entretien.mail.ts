import { isLang, type Lang, LOCALE, pathIn } from '@recrutement/contract';
import type { AppContext } from '../../lib/context.js';
import type { Subscriber } from '../../lib/events.js';
import { type Brand, type CalendarPart, enqueueMail, langueOfIndividu, renderMail } from '../mail/mail.service.js';
import { calendarEventOf, langueOfUsers, loadForCalendar } from './entretien.calendar.js';
import { invitation } from './entretien.ical.js';
import { type Change, chooseSlotMessage, interviewMessage, proposalWithdrawnMessage } from './entretien.messages.js';

/**
 * The messages of an interview (§15), written to the outbox in the transaction of the change:
 * message 6 (the link) to the candidate; message 7 and the later ones to the candidate and each
 * participant, one message per person, with the iCalendar REQUEST or CANCEL as a `text/calendar`
 * alternative. Every message but the last CANCEL of an erasure is tied to the candidate's
 * individu, so that erasing them removes those still queued.
 */
export function createInterviewMail(ctx: AppContext): Subscriber<'entretien.changed'> {
  const brand: Brand = { org: ctx.config.org.name, publicUrl: ctx.config.publicUrl };
  const zone = ctx.config.timeZone;
  const longDates = {
    fr: new Intl.DateTimeFormat(LOCALE.fr, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }),
    en: new Intl.DateTimeFormat(LOCALE.en, { dateStyle: 'full', timeStyle: 'short', timeZone: zone }),
  };
  const quandIn = (lang: Lang) => (iso: string) => longDates[lang].format(new Date(iso));
  const zoneName = zone.split('/').pop()?.replace(/_/g, ' ') ?? zone;

  return async (tx, event) => {
    const [loaded] = await loadForCalendar(tx, [event.entretienId]);
    if (!loaded) throw new Error(`interview ${event.entretienId} vanished inside its own transaction`);
    const e = loaded.entretien;
    const candidate = e.candidature.individu;
    const offre = e.candidature.posteVacant.nom;
    const candidateName = `${candidate.prenom} ${candidate.nom}`;
    const individuId = event.individuId;
    // Every message follows its reader's language (contract §17): the candidate's individu's,
    // each participant's account's (`users.langue`).
    const stored = individuId === null ? 'fr' : await langueOfIndividu(tx, individuId);
    const lang: Lang = isLang(stored) ? stored : 'fr';
    const offreIn = (reader: Lang) => (reader === 'en' && e.candidature.posteVacant.nomEn) || offre;
    const offreCandidate = offreIn(lang);

    if (event.change === 'proposed') {
      const link = `${brand.publicUrl}${pathIn(lang, '/entretien')}?token=${encodeURIComponent(event.token ?? '')}`;
      const spec = chooseSlotMessage(
        {
          name: candidateName,
          offre: offreCandidate,
          slots: e.creneaux.map((c) => ({ quand: quandIn(lang)(c.debut), duree: c.duree })),
          zone: zoneName,
          lieu: e.lieu,
          link,
        },
        lang,
      );
      const content = renderMail(spec, brand, lang);
      await enqueueMail(ctx, tx, {
        kind: 'entretien-choix',
        to: candidate.email,
        content,
        sensitive: true,
        individuId,
      });
      return;
    }

    if (event.change === 'cancelled' && e.debut === null) {
      // A proposal withdrawn: no invitation was ever sent, the candidate alone hears of it.
      const content = renderMail(
        proposalWithdrawnMessage({ name: candidateName, offre: offreCandidate }, lang),
        brand,
        lang,
      );
      await enqueueMail(ctx, tx, { kind: 'entretien-annule', to: candidate.email, content, individuId });
      return;
    }
    if (e.debut === null || e.duree === null) return;

    const erased = event.change === 'erased';
    const change: Change = event.change === 'erased' ? 'cancelled' : event.change;
    // The invitation in each reader's language (same UID and SEQUENCE: one event in every calendar).
    const calendars = new Map<Lang, CalendarPart | undefined>();
    const calendarIn = (reader: Lang): CalendarPart | undefined => {
      if (change === 'reminder') return undefined;
      if (!calendars.has(reader)) {
        const event = calendarEventOf(ctx, loaded, { withCandidate: !erased, lang: reader });
        calendars.set(reader, invitation(event, ctx.clock.now()));
      }
      return calendars.get(reader);
    };
    const kind = `entretien-${change}`;
    const common = { change, duree: e.duree, zone: zoneName, lieu: e.lieu };
    const debut = e.debut;
    if (!erased) {
      const spec = interviewMessage(
        {
          ...common,
          offre: offreCandidate,
          quand: quandIn(lang)(debut),
          name: candidateName,
          candidat: null,
          forCandidate: true,
        },
        lang,
      );
      const content = renderMail(spec, brand, lang);
      await enqueueMail(ctx, tx, { kind, to: candidate.email, content, calendar: calendarIn(lang), individuId });
    }
    const langues = await langueOfUsers(
      tx,
      e.participants.map((p) => p.id),
    );
    for (const p of e.participants) {
      const reader: Lang = langues.get(p.id) ?? 'fr';
      const spec = interviewMessage(
        {
          ...common,
          offre: offreIn(reader),
          quand: quandIn(reader)(debut),
          name: `${p.prenom} ${p.nom}`,
          candidat: erased ? null : candidateName,
          forCandidate: false,
        },
        reader,
      );
      await enqueueMail(ctx, tx, {
        kind,
        to: p.email,
        content: renderMail(spec, brand, reader),
        calendar: calendarIn(reader),
        // The CANCEL of an erasure outlives the person: it names nobody and is tied to nobody.
        individuId: erased ? null : individuId,
      });
    }
  };
}
