import type { MailSpec, Paragraph } from './mail.layout.js';

/** The messages of §9, in French, as data (the layout writes their text and HTML parts). */

export interface Person {
  prenom: string;
  nom: string;
}

const greet = (person?: Person | null) => (person ? `Bonjour ${person.prenom} ${person.nom},` : 'Bonjour,');

/** 1. After every recorded application; the vacancy's name is in the subject. */
export function receiptMessage(v: { person: Person; offre: string; date: string; espaceUrl: string; org: string }) {
  return {
    subject: `Accusé de réception : votre candidature « ${v.offre} »`,
    greeting: greet(v.person),
    paragraphs: [
      ['Nous avons bien reçu votre candidature au poste ', { strong: v.offre }, `, le ${v.date}.`],
      `L'équipe de recrutement de ${v.org} va l'étudier avec attention. Vous recevrez un message à chaque étape.`,
    ],
    action: { label: 'Suivre mes candidatures', url: v.espaceUrl },
    after: [
      "Pour suivre vos candidatures en ligne, créez votre compte avec cette adresse e-mail si ce n'est déjà fait.",
    ],
  } satisfies MailSpec;
}

/** 2. When a person changes an application's status; the new status is in the subject. */
export function statusMessage(v: { person: Person; offre: string; etat: string; espaceUrl: string }) {
  return {
    subject: `Changement de statut de votre candidature : ${v.etat}`,
    greeting: greet(v.person),
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
  } satisfies MailSpec;
}

/** 3. After an account is created, or on demand: the verification link (48 hours). */
export function verifyMessage(v: { link: string; org: string }) {
  return {
    subject: 'Confirmez votre adresse e-mail',
    greeting: greet(),
    paragraphs: [
      `Un compte candidat a été créé avec cette adresse e-mail sur le site de recrutement de ${v.org}.`,
      'Pour voir vos candidatures, confirmez que cette adresse est bien la vôtre :',
    ],
    action: { label: 'Confirmer mon adresse e-mail', url: v.link },
    after: [
      'Ce lien est valable 48 heures et ne sert qu’une fois.',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans cette confirmation, le compte ne donne accès à aucune de vos données.",
    ],
  } satisfies MailSpec;
}

/** 4. On request: the password reset link (1 hour). */
export function resetMessage(v: { link: string; org: string }) {
  return {
    subject: 'Réinitialiser votre mot de passe',
    greeting: greet(),
    paragraphs: [
      `Une demande de réinitialisation du mot de passe de votre compte sur le site de recrutement de ${v.org} a été faite.`,
      'Pour choisir un nouveau mot de passe :',
    ],
    action: { label: 'Choisir un nouveau mot de passe', url: v.link },
    after: [
      'Ce lien est valable 1 heure et ne sert qu’une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.',
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
    ],
  } satisfies MailSpec;
}

/** 5. An invitation to join the hiring team (§14): the link is valid 7 days, once. */
export function invitationMessage(v: { link: string; org: string; role: string }) {
  return {
    subject: "Invitation à rejoindre l'équipe de recrutement",
    greeting: greet(),
    paragraphs: [
      ["Vous êtes invité(e) à rejoindre l'équipe de recrutement de ", { strong: v.org }, ` (rôle : ${v.role}).`],
      'Pour accepter, choisissez votre mot de passe et indiquez votre nom :',
    ],
    action: { label: "Accepter l'invitation", url: v.link },
    after: [
      'Ce lien est valable 7 jours et ne sert qu’une fois.',
      'Si vous ne vous attendiez pas à cette invitation, ignorez ce message : aucun compte ne sera ouvert sans vous.',
    ],
  } satisfies MailSpec;
}

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The last message, after a candidate erased their own account (§10). */
export function erasureMessage(v: { applications: number; files: number; org: string }) {
  return {
    subject: 'Vos données ont été supprimées',
    greeting: greet(),
    paragraphs: [
      `Comme vous l'avez demandé, votre compte et vos données personnelles ont été supprimés du site de recrutement de ${v.org} : ${plural(v.applications, 'candidature', 'candidatures')} et ${plural(v.files, 'fichier', 'fichiers')}.`,
      'Ce message est le dernier que vous recevrez de notre part.',
    ],
  } satisfies MailSpec;
}

/** 8. After a job alert is asked for (§18): the double opt-in link (7 days). */
export function alerteConfirmMessage(v: { link: string; org: string; criteres: string; frequence: string }) {
  return {
    subject: 'Confirmez votre alerte emploi',
    greeting: greet(),
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
  } satisfies MailSpec;
}

export interface AlerteOffreLine {
  nom: string;
  url: string;
  detail: string;
}

/** 9. The offers an alert found: one (immediate) or a digest of at most 10, then "et N autres". */
export function alerteOffresMessage(v: {
  offres: AlerteOffreLine[];
  autres: number;
  criteres: string;
  listUrl: string;
  manageUrl: string;
  unsubscribeUrl: string;
  org: string;
}) {
  const total = v.offres.length + v.autres;
  const first = v.offres[0] as AlerteOffreLine;
  const subject = total === 1 ? `Nouvelle offre : ${first.nom}` : `${total} nouvelles offres pour votre alerte emploi`;
  const intro =
    total === 1
      ? 'Une nouvelle offre correspond à votre alerte emploi '
      : `${total} nouvelles offres correspondent à votre alerte emploi `;
  const paragraphs: Paragraph[] = [[intro, { strong: v.criteres }, ' :']];
  const after: Paragraph[] = [];
  if (v.autres > 0)
    after.push([`… et ${plural(v.autres, 'autre', 'autres')} : `, { link: 'voir toutes les offres', url: v.listUrl }]);
  after.push(
    ['Vous recevez ce message parce que vous avez créé cette alerte sur le site de ', v.org, '. '],
    [
      { link: 'Gérer mes alertes', url: v.manageUrl },
      ' — ',
      { link: 'Se désabonner de cette alerte', url: v.unsubscribeUrl },
    ],
  );
  return {
    subject,
    greeting: greet(),
    paragraphs,
    items: v.offres.map((o) => ({ title: o.nom, url: o.url, detail: o.detail })),
    after,
  } satisfies MailSpec;
}
