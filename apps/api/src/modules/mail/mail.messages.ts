import type { Lang } from '@recrutement/contract';
import { greeting, type MailSpec, type Paragraph } from './mail.layout.js';

/**
 * The messages of §9 in each language (contract §17), as data (the layout writes their text and
 * HTML parts). One builder per message and language; a new message adds both, and mail.test.ts
 * checks that every message exists in both languages.
 */

export interface Person {
  prenom: string;
  nom: string;
}

const nameOf = (person?: Person | null) => (person ? `${person.prenom} ${person.nom}` : null);
const greetFr = (person?: Person | null) => greeting('fr', nameOf(person));
const greetEn = (person?: Person | null) => greeting('en', nameOf(person));

interface Receipt {
  person: Person;
  offre: string;
  date: string;
  espaceUrl: string;
  org: string;
}

/** 1. After every recorded application; the vacancy's name is in the subject. */
export function receiptMessage(v: Receipt, lang: Lang = 'fr'): MailSpec {
  if (lang === 'en')
    return {
      subject: `Acknowledgement: your application "${v.offre}"`,
      greeting: greetEn(v.person),
      paragraphs: [
        ['We have received your application for the position ', { strong: v.offre }, ` on ${v.date}.`],
        `The recruitment team of ${v.org} will study it carefully. You will receive a message at each step.`,
      ],
      action: { label: 'Follow my applications', url: v.espaceUrl },
      after: ['To follow your applications online, create your account with this e-mail address if you have not yet.'],
    };
  return {
    subject: `Accusé de réception : votre candidature « ${v.offre} »`,
    greeting: greetFr(v.person),
    paragraphs: [
      ['Nous avons bien reçu votre candidature au poste ', { strong: v.offre }, `, le ${v.date}.`],
      `L'équipe de recrutement de ${v.org} va l'étudier avec attention. Vous recevrez un message à chaque étape.`,
    ],
    action: { label: 'Suivre mes candidatures', url: v.espaceUrl },
    after: [
      "Pour suivre vos candidatures en ligne, créez votre compte avec cette adresse e-mail si ce n'est déjà fait.",
    ],
  };
}

/** 2. When a person changes an application's status; the new status is in the subject. */
export function statusMessage(
  v: { person: Person; offre: string; etat: string; espaceUrl: string },
  lang: Lang = 'fr',
): MailSpec {
  if (lang === 'en')
    return {
      subject: `Your application's status has changed: ${v.etat}`,
      greeting: greetEn(v.person),
      paragraphs: [
        ['Your application for the position ', { strong: v.offre }, ' has a new status: ', { strong: v.etat }, '.'],
      ],
      action: { label: 'See my applications', url: v.espaceUrl },
    };
  return {
    subject: `Changement de statut de votre candidature : ${v.etat}`,
    greeting: greetFr(v.person),
    paragraphs: [
      [
        'Votre candidature au poste ',
        { strong: v.offre },
        ' a changé de statut. Elle est désormais : ',
        { strong: v.etat },
        '.',
      ],
    ],
    action: { label: 'Voir mes candidatures', url: v.espaceUrl },
  };
}

/** 3. After an account is created, or on demand: the verification link (48 hours). */
export function verifyMessage(v: { link: string; org: string }, lang: Lang = 'fr'): MailSpec {
  if (lang === 'en')
    return {
      subject: 'Confirm your e-mail address',
      greeting: greetEn(),
      paragraphs: [
        `A candidate account was created with this e-mail address on the recruitment site of ${v.org}.`,
        'To see your applications, confirm that this address is yours:',
      ],
      action: { label: 'Confirm my e-mail address', url: v.link },
      after: [
        'This link is valid for 48 hours and works once.',
        'If you did not ask for this, ignore this message: without this confirmation, the account gives access to none of your data.',
      ],
    };
  return {
    subject: 'Confirmez votre adresse e-mail',
    greeting: greetFr(),
    paragraphs: [
      `Un compte candidat a été créé avec cette adresse e-mail sur le site de recrutement de ${v.org}.`,
      'Pour voir vos candidatures, confirmez que cette adresse est bien la vôtre :',
    ],
    action: { label: 'Confirmer mon adresse e-mail', url: v.link },
    after: [
      'Ce lien est valable 48 heures et ne sert qu’une fois.',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans cette confirmation, le compte ne donne accès à aucune de vos données.",
    ],
  };
}

/** 4. On request: the password reset link (1 hour). */
export function resetMessage(v: { link: string; org: string }, lang: Lang = 'fr'): MailSpec {
  if (lang === 'en')
    return {
      subject: 'Reset your password',
      greeting: greetEn(),
      paragraphs: [
        `Someone asked to reset the password of your account on the recruitment site of ${v.org}.`,
        'To choose a new password:',
      ],
      action: { label: 'Choose a new password', url: v.link },
      after: [
        'This link is valid for 1 hour and works once. Once the password is changed, all your open sessions are closed.',
        'If you asked for nothing, ignore this message: your password stays as it is.',
      ],
    };
  return {
    subject: 'Réinitialiser votre mot de passe',
    greeting: greetFr(),
    paragraphs: [
      `Une demande de réinitialisation du mot de passe de votre compte sur le site de recrutement de ${v.org} a été faite.`,
      'Pour choisir un nouveau mot de passe :',
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: v.link },
    after: [
      'Ce lien est valable 1 heure et ne sert qu’une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.',
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
    ],
  };
}

/** 5. An invitation to join the hiring team (§14): the link is valid 7 days, once. */
export function invitationMessage(v: { link: string; org: string; role: string }, lang: Lang = 'fr'): MailSpec {
  if (lang === 'en')
    return {
      subject: 'Invitation to join the recruitment team',
      greeting: greetEn(),
      paragraphs: [
        ['You are invited to join the recruitment team of ', { strong: v.org }, ` (role: ${v.role}).`],
        'To accept, choose your password and give your name:',
      ],
      action: { label: 'Accept the invitation', url: v.link },
      after: [
        'This link is valid for 7 days and works once.',
        'If you did not expect this invitation, ignore this message: no account will be opened without you.',
      ],
    };
  return {
    subject: "Invitation à rejoindre l'équipe de recrutement",
    greeting: greetFr(),
    paragraphs: [
      ["Vous êtes invité(e) à rejoindre l'équipe de recrutement de ", { strong: v.org }, ` (rôle : ${v.role}).`],
      'Pour accepter, choisissez votre mot de passe et indiquez votre nom :',
    ],
    action: { label: "Accepter l'invitation", url: v.link },
    after: [
      'Ce lien est valable 7 jours et ne sert qu’une fois.',
      'Si vous ne vous attendiez pas à cette invitation, ignorez ce message : aucun compte ne sera ouvert sans vous.',
    ],
  };
}

const LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };
const count = (lang: Lang, n: number, one: string, many: string) => {
  const form = new Intl.PluralRules(LOCALE[lang]).select(n) === 'one' ? one : many;
  return `${new Intl.NumberFormat(LOCALE[lang]).format(n)} ${form}`;
};

/** The last message, after a candidate erased their own account (§10). */
export function erasureMessage(v: { applications: number; files: number; org: string }, lang: Lang = 'fr'): MailSpec {
  if (lang === 'en')
    return {
      subject: 'Your data has been deleted',
      greeting: greetEn(),
      paragraphs: [
        `As you asked, your account and your personal data have been deleted from the recruitment site of ${v.org}: ${count('en', v.applications, 'application', 'applications')} and ${count('en', v.files, 'file', 'files')}.`,
        'This is the last message you will receive from us.',
      ],
    };
  return {
    subject: 'Vos données ont été supprimées',
    greeting: greetFr(),
    paragraphs: [
      `Comme vous l'avez demandé, votre compte et vos données personnelles ont été supprimés du site de recrutement de ${v.org} : ${count('fr', v.applications, 'candidature', 'candidatures')} et ${count('fr', v.files, 'fichier', 'fichiers')}.`,
      'Ce message est le dernier que vous recevrez de notre part.',
    ],
  };
}

/** 8. After a job alert is asked for (§18): the double opt-in link (7 days). */
export function alerteConfirmMessage(
  v: { link: string; org: string; criteres: string; frequence: string },
  lang: Lang = 'fr',
): MailSpec {
  if (lang === 'en')
    return {
      subject: 'Confirm your job alert',
      greeting: greetEn(),
      paragraphs: [
        `A job alert was asked for with this e-mail address on the recruitment site of ${v.org}:`,
        [{ strong: v.criteres }, ` (${v.frequence.toLowerCase()}).`],
        'To receive the new offers that match this search, confirm your alert:',
      ],
      action: { label: 'Confirm my alert', url: v.link },
      after: [
        'This link is valid for 7 days and works once.',
        'If you did not ask for this, ignore this message: without confirmation, you will receive nothing else.',
      ],
    };
  return {
    subject: 'Confirmez votre alerte emploi',
    greeting: greetFr(),
    paragraphs: [
      `Une alerte emploi a été demandée avec cette adresse e-mail sur le site de recrutement de ${v.org} :`,
      [{ strong: v.criteres }, ` (${v.frequence.toLowerCase()}).`],
      'Pour recevoir les nouvelles offres qui correspondent à cette recherche, confirmez votre alerte :',
    ],
    action: { label: 'Confirmer mon alerte', url: v.link },
    after: [
      'Ce lien est valable 7 jours et ne sert qu’une fois.',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans confirmation, vous ne recevrez rien d'autre.",
    ],
  };
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
  const total = v.offres.length + v.autres;
  const first = v.offres[0] as AlerteOffreLine;
  const en = lang === 'en';
  const subject = en
    ? total === 1
      ? `New offer: ${first.nom}`
      : `${count('en', total, 'new offer', 'new offers')} for your job alert`
    : total === 1
      ? `Nouvelle offre : ${first.nom}`
      : `${count('fr', total, 'nouvelle offre', 'nouvelles offres')} pour votre alerte emploi`;
  const intro = en
    ? total === 1
      ? 'A new offer matches your job alert '
      : `${count('en', total, 'new offer matches', 'new offers match')} your job alert `
    : total === 1
      ? 'Une nouvelle offre correspond à votre alerte emploi '
      : `${count('fr', total, 'nouvelle offre correspond', 'nouvelles offres correspondent')} à votre alerte emploi `;
  const paragraphs: Paragraph[] = [[intro, { strong: v.criteres }, en ? ':' : ' :']];
  const after: Paragraph[] = [];
  if (v.autres > 0)
    after.push(
      en
        ? [`… and ${count('en', v.autres, 'other', 'others')}: `, { link: 'see all the offers', url: v.listUrl }]
        : [`… et ${count('fr', v.autres, 'autre', 'autres')} : `, { link: 'voir toutes les offres', url: v.listUrl }],
    );
  after.push(
    en
      ? ['You receive this message because you created this alert on the site of ', v.org, '. ']
      : ['Vous recevez ce message parce que vous avez créé cette alerte sur le site de ', v.org, '. '],
    [
      { link: en ? 'Manage my alerts' : 'Gérer mes alertes', url: v.manageUrl },
      ' — ',
      { link: en ? 'Unsubscribe from this alert' : 'Se désabonner de cette alerte', url: v.unsubscribeUrl },
    ],
  );
  return {
    subject,
    greeting: en ? greetEn() : greetFr(),
    paragraphs,
    items: v.offres.map((o) => ({ title: o.nom, url: o.url, detail: o.detail })),
    after,
  };
}
