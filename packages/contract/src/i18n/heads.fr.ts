/**
 * French heads of the pages the server writes (contract §11, §17): titles and descriptions, by
 * page (`head.<page>.title`, `head.<page>.description`). Server only: the web client never loads them.
 * The English twin is heads.en.ts.
 */
export const headsFr = {
  'head.siteSuffix': '{site}',
  'head.home.title': "{site} — offres d'emploi et candidature en ligne",
  'head.home.description':
    "Découvrez nos offres d'emploi, postulez en ligne en quelques minutes et suivez vos candidatures.",
  'head.offres.title': 'Nos offres | {site}',
  'head.offres.description':
    "Toutes nos offres d'emploi ouvertes : filtrez par métier, type de contrat ou lieu, puis postulez en ligne.",
  'head.login.title': 'Connexion | {site}',
  'head.login.description': 'Connectez-vous pour suivre vos candidatures.',
  'head.register.title': 'Créer un compte | {site}',
  'head.register.description': 'Créez votre compte candidat.',
  'head.apply.title': 'Postuler | {site}',
  'head.apply.description': 'Envoyez votre candidature en ligne.',
  'head.account.title': 'Créer un compte | {site}',
  'head.account.description': 'Créez votre compte candidat.',
  'head.monEspace.title': 'Mon espace | {site}',
  'head.monEspace.description': 'Vos candidatures et leur état.',
  'head.confirmation.title': 'Candidature envoyée | {site}',
  'head.confirmation.description': 'Votre candidature est envoyée.',
  'head.privacy.title': 'Confidentialité | {site}',
  'head.privacy.description': 'Comment nous traitons vos données personnelles et comment exercer vos droits.',
  'head.verifyEmail.title': 'Confirmer mon adresse e-mail | {site}',
  'head.verifyEmail.description': 'Confirmez votre adresse e-mail pour suivre vos candidatures.',
  'head.forgotPassword.title': 'Mot de passe oublié | {site}',
  'head.forgotPassword.description': 'Recevez un lien pour choisir un nouveau mot de passe.',
  'head.resetPassword.title': 'Nouveau mot de passe | {site}',
  'head.resetPassword.description': 'Choisissez un nouveau mot de passe.',
  'head.invitation.title': "Rejoindre l'équipe de recrutement | {site}",
  'head.invitation.description': "Acceptez votre invitation à l'équipe de recrutement.",
  'head.alertes.title': 'Mes alertes emploi | {site}',
  'head.alertes.description': 'Gérez vos alertes emploi : critères, fréquence, désabonnement.',
  'head.alertesConfirmer.title': 'Confirmer mon alerte emploi | {site}',
  'head.alertesConfirmer.description': 'Confirmez votre alerte emploi pour recevoir les nouvelles offres.',
  'head.entretien.title': "Choisir mon créneau d'entretien | {site}",
  'head.entretien.description': 'Choisissez le créneau de votre entretien parmi ceux qui vous sont proposés.',
  // The alert pages the server writes itself (§18: the GET of the one-click unsubscribe link and
  // what follows its button), in the alert's language (§17).
  'page.alerteUnsubscribe.title': 'Se désabonner d’une alerte emploi',
  'page.alerteUnsubscribe.confirm': 'Vous ne recevrez plus de message pour cette recherche. Confirmez :',
  'page.alerteUnsubscribe.already': 'Cette alerte est déjà désactivée.',
  'page.alerteUnsubscribe.button': 'Me désabonner de cette alerte',
  'page.alerteUnsubscribed.title': 'Alerte désactivée',
  'page.alerteLinkExpired.title': 'Lien expiré',
  'page.alerte.seeOffers': 'Voir les offres',
  'head.admin.title': 'Administration | {site}',
  'head.admin.description': 'Administration du site de recrutement.',
  'head.notFound.title': 'Page introuvable | {site}',
  'head.notFound.description': "La page que vous cherchez n'existe pas ou a été déplacée.",
  'head.offre.title': '{nom} | {site}',
  'head.offre.fallbackDescription': '{nom}, {type}{pay}. Postulez en ligne.',
  'head.offre.fallbackDescriptionAt': '{nom}, {type} à {lieu}{pay}. Postulez en ligne.',
} as const;
