import type { Lang } from '@recrutement/contract';
import { greeting, type Inline, type MailSpec } from '../mail/mail.service.js';

/**
 * The interview messages of §15 (6, 7 and what follows a move, a cancellation, the day before), in
 * French and in English (contract §17: the candidate's language).
 */

export interface Slot {
  /** Already written in TZ_APP: « mardi 1 décembre 2026 à 10:00 ». */
  quand: string;
  duree: number;
}

const greet = (name?: string) => greeting('fr', name);
const greetEn = (name?: string) => greeting('en', name);
const minutes = (n: number) => `${n} minutes`;

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
  if (lang === 'en')
    return {
      subject: 'Choose your interview slot',
      greeting: greetEn(v.name),
      paragraphs: [
        ['We would like to meet you about your application for the position ', { strong: v.offre }, '.'],
        `Here are the slots offered (${v.zone} time):`,
        ...v.slots.map((s) => `– ${s.quand} (${minutes(s.duree)})`),
        ['Place: ', { strong: v.lieu }],
      ],
      action: { label: 'Choose my slot', url: v.link },
      after: [
        'This link works once: the slot you choose is confirmed at once. It stays valid until the start of the first slot offered.',
      ],
    };
  return {
    subject: "Choisissez votre créneau d'entretien",
    greeting: greet(v.name),
    paragraphs: [
      ['Nous souhaitons vous rencontrer pour votre candidature au poste ', { strong: v.offre }, '.'],
      `Voici les créneaux proposés (heure de ${v.zone}) :`,
      ...v.slots.map((s) => `– ${s.quand} (${minutes(s.duree)})`),
      ['Lieu : ', { strong: v.lieu }],
    ],
    action: { label: 'Choisir mon créneau', url: v.link },
    after: [
      'Ce lien ne sert qu’une fois : le créneau choisi est confirmé aussitôt. Il reste valable jusqu’au début du premier créneau proposé.',
    ],
  };
}

export type Change = 'confirmed' | 'moved' | 'cancelled' | 'reminder';

const SUBJECT: Record<Change, string> = {
  confirmed: 'Entretien confirmé',
  moved: 'Entretien déplacé',
  cancelled: 'Entretien annulé',
  reminder: 'Rappel : entretien demain',
};

const SUBJECT_EN: Record<Change, string> = {
  confirmed: 'Interview confirmed',
  moved: 'Interview moved',
  cancelled: 'Interview cancelled',
  reminder: 'Reminder: interview tomorrow',
};

/** Message 7 and those after it in English (to a candidate who reads English). */
function interviewMessageEn(v: Parameters<typeof interviewMessage>[0]): MailSpec {
  const what: Inline[] = v.forCandidate
    ? ['Your interview for the position ', { strong: v.offre }]
    : v.candidat
      ? ['The interview with ', { strong: v.candidat }, ' for the position ', { strong: v.offre }]
      : ['The interview for the position ', { strong: v.offre }];
  const verb: Record<Change, string> = {
    confirmed: ' is confirmed.',
    moved: ' has been moved.',
    cancelled: ' is cancelled.',
    reminder: ' is coming soon.',
  };
  const when = `${v.change === 'cancelled' ? 'It was to take place on' : 'Date:'} ${v.quand} (${v.zone} time), ${minutes(v.duree)}.`;
  const calendar =
    v.change === 'cancelled'
      ? 'The attached cancellation removes the interview from your calendar.'
      : v.change === 'reminder'
        ? null
        : 'The attached invitation adds it to your calendar (or updates it).';
  return {
    subject: `${SUBJECT_EN[v.change]}: ${v.offre}`,
    greeting: greetEn(v.name),
    paragraphs: [[...what, verb[v.change]], when, ['Place: ', { strong: v.lieu }], ...(calendar ? [calendar] : [])],
  };
}

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
  if (lang === 'en') return interviewMessageEn(v);
  const what: Inline[] = v.forCandidate
    ? ['Votre entretien pour le poste ', { strong: v.offre }]
    : v.candidat
      ? ["L'entretien avec ", { strong: v.candidat }, ' pour le poste ', { strong: v.offre }]
      : ["L'entretien pour le poste ", { strong: v.offre }];
  const verb: Record<Change, string> = {
    confirmed: ' est confirmé.',
    moved: ' a été déplacé.',
    cancelled: ' est annulé.',
    reminder: ' a lieu bientôt.',
  };
  const when = `${v.change === 'cancelled' ? 'Il devait avoir lieu le' : 'Date :'} ${v.quand} (heure de ${v.zone}), durée ${minutes(v.duree)}.`;
  const calendar =
    v.change === 'cancelled'
      ? 'L’annulation jointe retire l’entretien de votre agenda.'
      : v.change === 'reminder'
        ? null
        : 'L’invitation jointe s’ajoute à votre agenda (ou le met à jour).';
  return {
    subject: `${SUBJECT[v.change]} : ${v.offre}`,
    greeting: greet(v.name),
    paragraphs: [[...what, verb[v.change]], when, ['Lieu : ', { strong: v.lieu }], ...(calendar ? [calendar] : [])],
  };
}

/** A proposal withdrawn before the candidate picked: their link now says so. */
export function proposalWithdrawnMessage(v: { name: string; offre: string }, lang: Lang = 'fr'): MailSpec {
  if (lang === 'en')
    return {
      subject: `${SUBJECT_EN.cancelled}: ${v.offre}`,
      greeting: greetEn(v.name),
      paragraphs: [
        ['The interview slots offered for your application for the position ', { strong: v.offre }, ' are cancelled.'],
        'We will come back to you if a new interview is planned.',
      ],
    };
  return {
    subject: `${SUBJECT.cancelled} : ${v.offre}`,
    greeting: greet(v.name),
    paragraphs: [
      ['Les créneaux d’entretien proposés pour votre candidature au poste ', { strong: v.offre }, ' sont annulés.'],
      'Nous reviendrons vers vous si un nouvel entretien est prévu.',
    ],
  };
}
