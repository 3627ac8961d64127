/**
 * The texts of the mails (§9, §15, §18) in French, the reference catalogue of mail (ADR 0010): `{name}`
 * placeholders, plurals chosen on `{count}`. A placeholder that mail.messages.ts fills with an
 * emphasis or a link (the vacancy's name, a status, an alert's criteria) stays a placeholder in the
 * text, so a translation may move it. mail.en.ts has the same keys (a type error otherwise). Read by the
 * server only (apps/api's mail module), kept here with every other catalogue.
 */
export const mailFr = {
  'receipt.subject': 'Accusé de réception : votre candidature « {offre} »',
  'receipt.received': 'Nous avons bien reçu votre candidature au poste {offre}, le {date}.',
  'receipt.study':
    "L'équipe de recrutement de {org} va l'étudier avec attention. Vous recevrez un message à chaque étape.",
  'receipt.action': 'Suivre mes candidatures',
  'receipt.account':
    "Pour suivre vos candidatures en ligne, créez votre compte avec cette adresse e-mail si ce n'est déjà fait.",

  'status.subject': 'Changement de statut de votre candidature : {etat}',
  'status.changed': 'Votre candidature au poste {offre} a changé de statut. Elle est désormais : {etat}.',
  'status.action': 'Voir mes candidatures',

  'verify.subject': 'Confirmez votre adresse e-mail',
  'verify.created': 'Un compte candidat a été créé avec cette adresse e-mail sur le site de recrutement de {org}.',
  'verify.confirm': 'Pour voir vos candidatures, confirmez que cette adresse est bien la vôtre :',
  'verify.action': 'Confirmer mon adresse e-mail',
  'verify.validity': 'Ce lien est valable 48 heures et ne sert qu’une fois.',
  'verify.notYou':
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans cette confirmation, le compte ne donne accès à aucune de vos données.",

  'reset.subject': 'Réinitialiser votre mot de passe',
  'reset.asked':
    'Une demande de réinitialisation du mot de passe de votre compte sur le site de recrutement de {org} a été faite.',
  'reset.choose': 'Pour choisir un nouveau mot de passe :',
  'reset.action': 'Choisir un nouveau mot de passe',
  'reset.validity':
    'Ce lien est valable 1 heure et ne sert qu’une fois. Une fois le mot de passe changé, toutes vos sessions ouvertes sont fermées.',
  'reset.notYou': "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",

  'invitation.subject': "Invitation à rejoindre l'équipe de recrutement",
  'invitation.invited': "Vous êtes invité(e) à rejoindre l'équipe de recrutement de {org} (rôle : {role}).",
  'invitation.accept': 'Pour accepter, choisissez votre mot de passe et indiquez votre nom :',
  'invitation.action': "Accepter l'invitation",
  'invitation.validity': 'Ce lien est valable 7 jours et ne sert qu’une fois.',
  'invitation.notYou':
    'Si vous ne vous attendiez pas à cette invitation, ignorez ce message : aucun compte ne sera ouvert sans vous.',
  // The role the invitation names (`{role}` above), by the account's role.
  'invitation.role.ADMIN': 'administrateur',
  'invitation.role.RECRUTEUR': 'recruteur',
  'invitation.role.MEMBRE': "membre d'une équipe de recrutement",
  'invitation.role.other': 'membre',

  'erasure.subject': 'Vos données ont été supprimées',
  'erasure.done':
    "Comme vous l'avez demandé, votre compte et vos données personnelles ont été supprimés du site de recrutement de {org} : {applications} et {files}.",
  'erasure.applications': { one: '{count} candidature', other: '{count} candidatures' },
  'erasure.files': { one: '{count} fichier', other: '{count} fichiers' },
  'erasure.last': 'Ce message est le dernier que vous recevrez de notre part.',

  'alerteConfirm.subject': 'Confirmez votre alerte emploi',
  'alerteConfirm.asked':
    'Une alerte emploi a été demandée avec cette adresse e-mail sur le site de recrutement de {org} :',
  'alerteConfirm.confirm':
    'Pour recevoir les nouvelles offres qui correspondent à cette recherche, confirmez votre alerte :',
  'alerteConfirm.action': 'Confirmer mon alerte',
  'alerteConfirm.validity': 'Ce lien est valable 7 jours et ne sert qu’une fois.',
  'alerteConfirm.notYou':
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : sans confirmation, vous ne recevrez rien d'autre.",

  'alerteOffres.subject': {
    one: 'Nouvelle offre : {nom}',
    other: '{count} nouvelles offres pour votre alerte emploi',
  },
  'alerteOffres.intro': {
    one: 'Une nouvelle offre correspond à votre alerte emploi {criteres} :',
    other: '{count} nouvelles offres correspondent à votre alerte emploi {criteres} :',
  },
  'alerteOffres.others': { one: '… et {count} autre : {link}', other: '… et {count} autres : {link}' },
  'alerteOffres.seeAll': 'voir toutes les offres',
  'alerteOffres.why': 'Vous recevez ce message parce que vous avez créé cette alerte sur le site de {org}. ',
  'alerteOffres.manage': 'Gérer mes alertes',
  'alerteOffres.unsubscribe': 'Se désabonner de cette alerte',
  // The interview messages of §15 (6, 7 and what follows a move, a cancellation, the day before).
  'interview.choose.subject': "Choisissez votre créneau d'entretien",
  'interview.choose.intro': 'Nous souhaitons vous rencontrer pour votre candidature au poste {offre}.',
  'interview.choose.slots': 'Voici les créneaux proposés (heure de {zone}) :',
  'interview.choose.slot': '– {quand} ({duree} minutes)',
  'interview.choose.action': 'Choisir mon créneau',
  'interview.choose.validity':
    'Ce lien ne sert qu’une fois : le créneau choisi est confirmé aussitôt. Il reste valable jusqu’au début du premier créneau proposé.',
  'interview.confirmed.subject': 'Entretien confirmé : {offre}',
  'interview.moved.subject': 'Entretien déplacé : {offre}',
  'interview.cancelled.subject': 'Entretien annulé : {offre}',
  'interview.reminder.subject': 'Rappel : entretien demain : {offre}',
  'interview.confirmed.candidate': 'Votre entretien pour le poste {offre} est confirmé.',
  'interview.confirmed.participant': "L'entretien avec {candidat} pour le poste {offre} est confirmé.",
  'interview.confirmed.unnamed': "L'entretien pour le poste {offre} est confirmé.",
  'interview.moved.candidate': 'Votre entretien pour le poste {offre} a été déplacé.',
  'interview.moved.participant': "L'entretien avec {candidat} pour le poste {offre} a été déplacé.",
  'interview.moved.unnamed': "L'entretien pour le poste {offre} a été déplacé.",
  'interview.cancelled.candidate': 'Votre entretien pour le poste {offre} est annulé.',
  'interview.cancelled.participant': "L'entretien avec {candidat} pour le poste {offre} est annulé.",
  'interview.cancelled.unnamed': "L'entretien pour le poste {offre} est annulé.",
  'interview.reminder.candidate': 'Votre entretien pour le poste {offre} a lieu bientôt.',
  'interview.reminder.participant': "L'entretien avec {candidat} pour le poste {offre} a lieu bientôt.",
  'interview.reminder.unnamed': "L'entretien pour le poste {offre} a lieu bientôt.",
  'interview.when': 'Date : {quand} (heure de {zone}), durée {duree} minutes.',
  'interview.whenCancelled': 'Il devait avoir lieu le {quand} (heure de {zone}), durée {duree} minutes.',
  'interview.place': 'Lieu : {lieu}',
  'interview.calendarAdded': 'L’invitation jointe s’ajoute à votre agenda (ou le met à jour).',
  'interview.calendarRemoved': 'L’annulation jointe retire l’entretien de votre agenda.',
  'interview.withdrawn': 'Les créneaux d’entretien proposés pour votre candidature au poste {offre} sont annulés.',
  'interview.withdrawnLater': 'Nous reviendrons vers vous si un nouvel entretien est prévu.',
  // What an interview says in a calendar: the invitation's event and the staff member's feed.
  'interview.calendar.summary': 'Entretien – {offre}',
  'interview.calendar.description': 'Entretien de recrutement pour le poste « {offre} » ({org}).',
  'interview.calendar.feed': 'Entretiens – {org}',
  // Message 9 (§20): a staff member's message; its subject is the message's own.
  'message.action': 'Lire et répondre dans votre espace candidat',
} as const;
