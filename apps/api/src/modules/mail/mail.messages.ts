import type { Lang } from '@recrutement/contract';
import { mailText } from './mail.catalogue.js';
import { greeting, type MailSpec, type Paragraph } from './mail.layout.js';

/**
 * The messages of §9, as data (the layout writes their text and HTML parts). One builder per message
 * for both languages (contract §17): its texts come from the mail catalogues (contract's i18n/mail.fr.ts, mail.en.ts,
 * the same keys by type), so a message added says its words in both or does not compile.
 */

export interface Person {
  prenom: string;
  nom: string;
}

const greet = (lang: Lang, person?: Person | null) => greeting(lang, person ? `${person.prenom} ${person.nom}` : null);

interface Receipt {
  person: Person;
  offre: string;
  date: string;
  espaceUrl: string;
  org: string;
}

/** 1. After every recorded application; the vacancy's name is in the subject. */
export function receiptMessage(v: Receipt, lang: Lang = 'fr'): MailSpec {
  const { say, rich } = mailText(lang);
  return {
    subject: say('receipt.subject', { offre: v.offre }),
    greeting: greet(lang, v.person),
    paragraphs: [
      rich('receipt.received', { offre: { strong: v.offre }, date: v.date }),
      say('receipt.study', { org: v.org }),
    ],
    action: { label: say('receipt.action'), url: v.espaceUrl },
    after: [say('receipt.account')],
  };
}

/** 2. When a person changes an application's status; the new status is in the subject. */
export function statusMessage(
  v: { person: Person; offre: string; etat: string; espaceUrl: string },
  lang: Lang = 'fr',
): MailSpec {
  const { say, rich } = mailText(lang);
  return {
    subject: say('status.subject', { etat: v.etat }),
    greeting: greet(lang, v.person),
    paragraphs: [rich('status.changed', { offre: { strong: v.offre }, etat: { strong: v.etat } })],
    action: { label: say('status.action'), url: v.espaceUrl },
  };
}

/**
 * Messages 3, 4, 5 and 8 carry a single-use link: their paragraphs, the link's button, then how long
 * it stays valid and what to do when one did not ask for it.
 */
function linkMessage(
  lang: Lang,
  key: 'verify' | 'reset' | 'invitation' | 'alerteConfirm',
  link: string,
  paragraphs: Paragraph[],
): MailSpec {
  const { say } = mailText(lang);
  return {
    subject: say(`${key}.subject`),
    greeting: greet(lang),
    paragraphs,
    action: { label: say(`${key}.action`), url: link },
    after: [say(`${key}.validity`), say(`${key}.notYou`)],
  };
}

/** 3. After an account is created, or on demand: the verification link (48 hours). */
export function verifyMessage(v: { link: string; org: string }, lang: Lang = 'fr'): MailSpec {
  const { say } = mailText(lang);
  return linkMessage(lang, 'verify', v.link, [say('verify.created', { org: v.org }), say('verify.confirm')]);
}

/** 4. On request: the password reset link (1 hour). */
export function resetMessage(v: { link: string; org: string }, lang: Lang = 'fr'): MailSpec {
  const { say } = mailText(lang);
  return linkMessage(lang, 'reset', v.link, [say('reset.asked', { org: v.org }), say('reset.choose')]);
}

/** 5. An invitation to join the hiring team (§14): the link is valid 7 days, once. */
/** The role an invitation names: the account's (ADMIN, RECRUTEUR, MEMBRE), else a member. */
const roleKey = (role: string | undefined) =>
  role === 'ADMIN' || role === 'RECRUTEUR' || role === 'MEMBRE'
    ? (`invitation.role.${role}` as const)
    : 'invitation.role.other';

export function invitationMessage(
  v: { link: string; org: string; role: string | undefined },
  lang: Lang = 'fr',
): MailSpec {
  const { say, rich } = mailText(lang);
  return linkMessage(lang, 'invitation', v.link, [
    rich('invitation.invited', { org: { strong: v.org }, role: say(roleKey(v.role)) }),
    say('invitation.accept'),
  ]);
}

/** The last message, after a candidate erased their own account (§10). */
export function erasureMessage(v: { applications: number; files: number; org: string }, lang: Lang = 'fr'): MailSpec {
  const { say } = mailText(lang);
  return {
    subject: say('erasure.subject'),
    greeting: greet(lang),
    paragraphs: [
      say('erasure.done', {
        org: v.org,
        applications: say('erasure.applications', { count: v.applications }),
        files: say('erasure.files', { count: v.files }),
      }),
      say('erasure.last'),
    ],
  };
}

/** 8. After a job alert is asked for (§18): the double opt-in link (7 days). */
export function alerteConfirmMessage(
  v: { link: string; org: string; criteres: string; frequence: string },
  lang: Lang = 'fr',
): MailSpec {
  const { say } = mailText(lang);
  return linkMessage(lang, 'alerteConfirm', v.link, [
    say('alerteConfirm.asked', { org: v.org }),
    [{ strong: v.criteres }, ` (${v.frequence.toLowerCase()}).`],
    say('alerteConfirm.confirm'),
  ]);
}

export interface AlerteOffreLine {
  nom: string;
  url: string;
  detail: string;
}

/** 9. The offers an alert found: one (immediate) or a digest of at most 10, then "et N autres". */
export function alerteOffresMessage(
  v: {
    offres: AlerteOffreLine[];
    autres: number;
    criteres: string;
    listUrl: string;
    manageUrl: string;
    unsubscribeUrl: string;
    org: string;
  },
  lang: Lang = 'fr',
): MailSpec {
  const { say, rich } = mailText(lang);
  const count = v.offres.length + v.autres;
  const first = v.offres[0] as AlerteOffreLine;
  const after: Paragraph[] = [];
  if (v.autres > 0)
    after.push(
      rich('alerteOffres.others', { count: v.autres, link: { link: say('alerteOffres.seeAll'), url: v.listUrl } }),
    );
  after.push(say('alerteOffres.why', { org: v.org }), [
    { link: say('alerteOffres.manage'), url: v.manageUrl },
    ' — ',
    { link: say('alerteOffres.unsubscribe'), url: v.unsubscribeUrl },
  ]);
  return {
    subject: say('alerteOffres.subject', { count, nom: first.nom }),
    greeting: greet(lang),
    paragraphs: [rich('alerteOffres.intro', { count, criteres: { strong: v.criteres } })],
    items: v.offres.map((o) => ({ title: o.nom, url: o.url, detail: o.detail })),
    after,
  };
}
