/**
 * The candidate's space (`/mon-espace`, contract §10 and §17) in French: a catalogue of its own,
 * downloaded by that page only (apps/web/src/features/espace/i18n.ts), so that the catalogue every
 * public page loads (web.fr.ts, counted in the /offre budget) stays small. The English twin is
 * espace.en.ts (same keys, a type error otherwise).
 */
export const espaceFr = {
  'espace.loading': 'Chargement de votre espace…',
  'espace.incomplete': 'Votre session est incomplète : reconnectez-vous pour voir vos candidatures.',
  'espace.hello': 'Bonjour {nom} {prenom}',
  'espace.loadingApplications': 'Chargement de vos candidatures…',
  'espace.applications': 'Mes candidatures',
  'espace.tabs.label': 'Statut de candidature',
  'espace.tabs.all': 'Toutes',
  'espace.empty': 'Aucune candidature dans cette catégorie.',
  'espace.discover': 'Découvrir nos offres',
  'espace.card.status': 'Statut : ',
  'espace.card.contract': 'Contrat : ',
  'espace.card.reference': 'Référence : ',
  'espace.card.deadline': 'Date limite : ',
  'espace.messages.title': 'Messages',
  'espace.messages.empty': 'Aucun message pour cette candidature.',
  'espace.messages.fromYou': 'Vous',
  'espace.messages.fromTeam': 'L’équipe de recrutement',
  'espace.messages.reply': 'Votre réponse',
  'espace.messages.send': 'Envoyer la réponse',
  'espace.messages.sent': 'Réponse envoyée.',
  'espace.langue.title': 'Langue de vos messages',
  'espace.langue.intro':
    'Nos e-mails (accusés de réception, suivi de vos candidatures, entretiens, alertes) vous sont écrits dans cette langue.',
  'espace.langue.legend': 'Recevoir mes e-mails en',
  'espace.langue.fr': 'Français',
  'espace.langue.en': 'English',
  'espace.langue.saved': 'Préférence enregistrée.',
  'espace.data.title': 'Mes données',
  'espace.data.intro':
    'Téléchargez une copie de tout ce que nous gardons sur vous (vos informations, vos candidatures et vos documents), ou supprimez votre compte et toutes vos données.',
  'espace.data.downloaded': 'Vos données ont été téléchargées ({file}).',
  'espace.data.download': 'Télécharger mes données',
  'espace.data.delete': 'Supprimer mon compte',
  'espace.delete.counting': 'Calcul de ce qui sera supprimé…',
  'espace.delete.lead': 'Seront supprimés aussitôt et définitivement :',
  'espace.delete.account': 'votre compte et vos informations personnelles ;',
  'espace.delete.applications': {
    zero: 'aucune candidature ;',
    one: '{count} candidature et son historique ;',
    other: '{count} candidatures et leur historique ;',
  },
  'espace.delete.documents': {
    zero: 'aucun document.',
    one: '{count} document (CV, lettre…).',
    other: '{count} documents (CV, lettres…).',
  },
  'espace.delete.keepCopy': 'Pensez à télécharger vos données avant, si vous souhaitez en garder une copie.',
  'espace.delete.submit': 'Supprimer définitivement',
  'espace.delete.done': 'Votre compte et toutes vos données ont été supprimés.',
} as const;
