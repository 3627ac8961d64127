/**
 * What the database columns hold, in one place: the edge (the zod schemas of this package) refuses
 * anything larger with a 400 instead of letting PostgreSQL fail with a 500 (SQLite would store it).
 * The migrations are frozen, so these numbers copy theirs; a server test reads the real schema of
 * both databases and fails when the two disagree.
 */

/** Largest value of an `integer` column (every id): PostgreSQL's int4. */
export const INT_MAX = 2_147_483_647;

/** Sizes of the `varchar(n)` columns a client writes, by table and column (each `*_key` column has the size of its source). */
export const COLUMN_LIMITS = {
  pays: { designation: 120, abreviation: 10, code: 2 },
  civilite: { designation: 60, abreviation: 10 },
  type_contrat: { type: 60 },
  etat_candidature: { etat: 100 },
  nom_document: { nom: 100 },
  poste_de_travail: { reference: 50, nom: 150 },
  session_candidature: { reference: 50 },
  poste_vacant: { nom: 200, nom_en: 200, lieu: 120 },
  individu: { nom: 100, prenom: 100, email: 254, telephone: 40, adresse: 255, cp: 20, ville: 120 },
  users: { email: 254 },
  critere_evaluation: { libelle: 120 },
  document_candidature: { nom_fichier: 64, nom_original: 255, type_mime: 120 },
  entretien: { lieu: 500 },
  question_poste_vacant: { libelle: 300 },
  // The question's text as it was asked, kept with the answer.
  reponse_candidature: { libelle: 300 },
  alerte: { email: 254 },
  // Templates and messages (§20).
  modele_message: { nom: 100, sujet_fr: 200, sujet_en: 200 },
  message: { sujet: 200 },
  api_cle: { nom: 100 },
  webhook: { url: 500 },
} as const;

/** The longest URL the server reads (path and query); longer ones answer 414. */
export const MAX_URL_LENGTH = 4096;
