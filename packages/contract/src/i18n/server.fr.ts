/**
 * The words the server writes outside its pages and mails (contract §17, ADR 0010), in French, the
 * reference: the CSV export of the applications (`csv.*`, §12), the channel of the job feeds
 * (`flux.*`, §22) and the lines of the audit trail (`audit.*`, §10). Server only: the web client
 * never loads them. The export and the feeds are written in the reader's language; an audit line is
 * written once in French and read in the reader's language (the server finds the entry that made it
 * and fills the English twin with the values read back).
 * The English twin is server.en.ts (same keys, a type error otherwise).
 */
export const serverFr = {
  'csv.id': 'N°',
  'csv.date': 'Date de candidature',
  'csv.civilite': 'Civilité',
  'csv.nom': 'Nom',
  'csv.prenom': 'Prénom',
  'csv.email': 'E-mail',
  'csv.telephone': 'Téléphone',
  'csv.offre': 'Offre',
  'csv.poste': 'Poste',
  'csv.session': 'Session',
  'csv.typeContrat': 'Type de contrat',
  'csv.etat': 'État',
  'csv.criteresNonRemplis': 'Critères non remplis',
  'csv.source': 'Provenance',
  'csv.reponses': 'Réponses',
  'csv.reponse': '{question} : {reponse}',
  'csv.oui': 'Oui',
  'csv.non': 'Non',

  // The job feeds of §22 (`flux.*`): the channel's title and description, in the feed's language.
  'flux.titre': 'Offres d’emploi — {organisation}',
  'flux.description': 'Les offres ouvertes de {organisation}, à pourvoir maintenant.',

  // What a line is about: the application, document or person, named while they exist.
  'audit.candidature': 'Candidature n° {id}',
  'audit.candidature.named': 'Candidature n° {id} — {personne} ({offre})',
  'audit.candidature.erased': 'Candidature n° {id} — personne effacée',
  'audit.candidature.erasedUnnumbered': 'Candidature — personne effacée',
  'audit.document': 'Document n° {id}',
  'audit.document.named': 'Document n° {id} « {fichier} » — {personne}, candidature n° {candidature}',
  'audit.document.erased': 'Document n° {id} — personne effacée',
  'audit.document.erasedUnnumbered': 'Document — personne effacée',
  'audit.individu': 'Personne n° {id}',
  'audit.individu.named': 'Personne n° {id} — {personne}',
  'audit.individu.erased': 'Personne n° {id} — personne effacée',
  'audit.individu.erasedUnnumbered': 'Personne — personne effacée',
  'audit.staff': "Compte d'équipe n° {id} — {email}",
  'audit.message': 'Message n° {id}',
  'audit.offre': 'Offre n° {id} — {nom}',
  // What it says of the change.
  'audit.erased.self': 'à sa demande : {candidatures} candidature(s), {fichiers} fichier(s)',
  'audit.erased.admin': 'par un administrateur : {candidatures} candidature(s), {fichiers} fichier(s)',
  'audit.erased.retention': 'durée de conservation dépassée : {candidatures} candidature(s), {fichiers} fichier(s)',
  'audit.merged': 'Personne n° {id} fusionnée : {candidatures} candidature(s) déplacée(s)',
  'audit.staff.invited': 'rôle {role}',
  'audit.staff.reinvited': 'rôle {role} (invitation renvoyée)',
  'audit.staff.role': 'rôle {avant} → {apres}',
  'audit.staff.reactivated': 'réactivé',
  'audit.staff.deactivated': 'désactivé',
  'audit.staff.roleReactivated': 'rôle {avant} → {apres}, réactivé',
  'audit.staff.roleDeactivated': 'rôle {avant} → {apres}, désactivé',
  'audit.equipe': 'équipe : [{avant}] → [{apres}]',
  'audit.mfa.enabled': 'second facteur activé (TOTP)',
  'audit.mfa.disabled': 'second facteur désactivé (TOTP)',
  'audit.mfa.recoveryUsed': 'connexion avec un code de secours ({restants} restant(s))',
  'audit.sessions.ended': 'session n° {id} terminée',
  'audit.sessions.revoked': 'toutes les sessions terminées',
  'audit.securite': 'second facteur obligatoire : {valeur}',
  'audit.securite.target': 'Réglages de sécurité',
} as const;
