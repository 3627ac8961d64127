import type { Lang } from '@recrutement/contract';
import { greeting, type MailSpec, mailText } from '../mail/mail.service.js';

/**
 * The interview messages of §15 (6, 7 and what follows a move, a cancellation, the day before): one
 * builder per message for both languages (contract §17: the reader's language), its words from the
 * mail catalogues (contract's i18n/mail.fr.ts, mail.en.ts, keys `interview.*`).
 */

export interface Slot {
  /** Already written in TZ_APP: « mardi 1 décembre 2026 à 10:00 ». */
  quand: string;
  duree: number;
}

/** 6. To the candidate: the slots and the link to pick one. */
export function chooseSlotMessage(
  v: {
    name: string;
    offre: string;
    slots: Slot[];
    zone: string;
    lieu: string;
    link: string;
  },
  lang: Lang = 'fr',
): MailSpec {
  const { say, rich } = mailText(lang);
  return {
    subject: say('interview.choose.subject'),
    greeting: greeting(lang, v.name),
    paragraphs: [
      rich('interview.choose.intro', { offre: { strong: v.offre } }),
      say('interview.choose.slots', { zone: v.zone }),
      ...v.slots.map((s) => say('interview.choose.slot', { quand: s.quand, duree: String(s.duree) })),
      rich('interview.place', { lieu: { strong: v.lieu } }),
    ],
    action: { label: say('interview.choose.action'), url: v.link },
    after: [say('interview.choose.validity')],
  };
}

export type Change = 'confirmed' | 'moved' | 'cancelled' | 'reminder';

/**
 * 7 and the messages that follow it, to the candidate (`candidat` null) or to a participant (who
 * is told whom they meet; a candidate erased since is not named).
 */
export function interviewMessage(
  v: {
    change: Change;
    name: string;
    offre: string;
    quand: string;
    duree: number;
    zone: string;
    lieu: string;
    candidat: string | null;
    forCandidate: boolean;
  },
  lang: Lang = 'fr',
): MailSpec {
  const { say, rich } = mailText(lang);
  const reader = v.forCandidate ? 'candidate' : v.candidat ? 'participant' : 'unnamed';
  const when = { quand: v.quand, zone: v.zone, duree: String(v.duree) };
  const calendar =
    v.change === 'cancelled'
      ? say('interview.calendarRemoved')
      : v.change === 'reminder'
        ? null
        : say('interview.calendarAdded');
  return {
    subject: say(`interview.${v.change}.subject`, { offre: v.offre }),
    greeting: greeting(lang, v.name),
    paragraphs: [
      rich(`interview.${v.change}.${reader}`, { offre: { strong: v.offre }, candidat: { strong: v.candidat ?? '' } }),
      say(v.change === 'cancelled' ? 'interview.whenCancelled' : 'interview.when', when),
      rich('interview.place', { lieu: { strong: v.lieu } }),
      ...(calendar ? [calendar] : []),
    ],
  };
}

/** A proposal withdrawn before the candidate picked: their link now says so. */
export function proposalWithdrawnMessage(v: { name: string; offre: string }, lang: Lang = 'fr'): MailSpec {
  const { say, rich } = mailText(lang);
  return {
    subject: say('interview.cancelled.subject', { offre: v.offre }),
    greeting: greeting(lang, v.name),
    paragraphs: [rich('interview.withdrawn', { offre: { strong: v.offre } }), say('interview.withdrawnLater')],
  };
}
