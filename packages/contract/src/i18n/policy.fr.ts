/**
 * The privacy notice (`/confidentialite`, contract §10 and §17), in French: a catalogue of its own,
 * downloaded by that page's chunk only, so that the catalogue every public page loads (web.fr.ts,
 * counted in the /offre budget) does not carry a page of legal text. `{name}` placeholders are
 * filled with the organisation's values or with links (apps/web/src/i18n/rich.tsx). The English twin
 * is policy.en.ts (same keys, a type error otherwise).
 */
export const policyFr = {
  'policy.title': 'Politique de confidentialité',
  'policy.lead':
    'Cette page explique quelles données personnelles {nom} recueille sur ce site de recrutement, pourquoi, combien de temps elles sont gardées et comment exercer vos droits (Règlement général sur la protection des données, RGPD).',
  'policy.controller.title': 'Responsable du traitement',
  'policy.controller.text': '{nom} ({url}). Délégué à la protection des données : {dpo}.',
  'policy.data.title': 'Données recueillies',
  'policy.data.identity': 'Votre identité et vos coordonnées : civilité, nom, prénom, adresse e-mail, téléphone, pays.',
  'policy.data.documents':
    'Les documents joints à vos candidatures (CV, lettre de motivation), leur nom d’origine et le texte qui en est lu pour la recherche des recruteurs.',
  'policy.data.applications':
    'Vos candidatures : l’offre, la date, l’état et l’historique de ses changements, les notes et évaluations des recruteurs, vos entretiens.',
  'policy.data.account':
    'Votre compte, si vous en créez un : adresse e-mail, mot de passe (enregistré sous une forme qui ne permet pas de le relire), langue de vos messages, dates de création et de dernière connexion.',
  'policy.purposes.title': 'Finalités et bases légales',
  'policy.purposes.apply':
    'Étudier votre candidature et vous répondre : mesures précontractuelles prises à votre demande (article 6.1.b du RGPD).',
  'policy.purposes.account': 'Tenir votre espace candidat : exécution du service que vous demandez (article 6.1.b).',
  'policy.purposes.pool':
    'Vous proposer d’autres offres (vivier de talents), seulement si vous cochez la case prévue : votre consentement (article 6.1.a), que vous pouvez retirer à tout moment.',
  'policy.purposes.audit':
    'Tracer qui consulte ou modifie vos données (journal d’audit) : sécurité des données, intérêt légitime (articles 6.1.f et 32).',
  'policy.recipients.title': 'Destinataires',
  'policy.recipients.text':
    'Seuls les recruteurs de {nom} habilités à administrer ce site y ont accès. Vos données ne sont ni vendues ni cédées.',
  'policy.retention.title': 'Durée de conservation',
  'policy.retention.text':
    'Vos données sont gardées {months} après votre dernière activité (une candidature, un changement d’état de l’une d’elles, une connexion à votre compte), puis effacées automatiquement, documents compris. Si vous rejoignez le vivier de talents, elles sont gardées {months} à compter de ce consentement, renouvelé à chaque nouvelle candidature où vous cochez la case.',
  'policy.months': { one: '{count} mois', other: '{count} mois' },
  'policy.rights.title': 'Vos droits',
  'policy.rights.text':
    'Vous pouvez accéder à vos données, les faire rectifier ou effacer, en recevoir une copie dans un format lisible par une machine (portabilité), vous opposer à leur traitement ou le faire limiter, et retirer votre consentement. Vous pouvez aussi adresser une réclamation à la CNIL ({cnil}).',
  'policy.exercise.title': 'Comment les exercer',
  'policy.exercise.space':
    'Depuis {space}, rubrique « Mes données » : {download} (une archive ZIP avec toutes vos informations et vos documents) et {delete} (efface aussitôt et définitivement votre compte, vos candidatures et vos documents).',
  'policy.exercise.yourSpace': 'votre espace',
  'policy.exercise.download': 'Télécharger mes données',
  'policy.exercise.delete': 'Supprimer mon compte',
  'policy.exercise.other':
    'Sans compte, ou pour toute autre demande : écrivez à {dpo}. Nous répondons dans un délai d’un mois.',
  'policy.cookies.title': 'Cookies',
  'policy.cookies.text':
    'Ce site n’utilise que les cookies nécessaires à son fonctionnement : celui de votre session (8 heures) et, juste après une candidature, celui qui permet de créer votre compte (1 heure). Aucun cookie de mesure d’audience ni de publicité.',
} as const;
