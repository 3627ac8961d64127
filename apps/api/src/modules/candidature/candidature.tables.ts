import type { Generated } from 'kysely';

/** The tables the candidature module owns (candidature.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface CandidatureTables {
  candidature: CandidatureTable;
  historique_etat: HistoriqueEtatTable;
  reponse_candidature: ReponseCandidatureTable;
}

export interface CandidatureTable {
  id: Generated<number>;
  individu_id: number;
  poste_vacant_id: number;
  etat_candidature_id: number;
  date_candidature: string;
  /** The language of the page the application was sent from (contract §17). */
  langue: Generated<string>;
  /** §16: an answer missed a screening question's expected answer (0/1). */
  criteres_non_remplis: Generated<number>;
  /** Where it came from, first touch (contract §22): SITE, ALERTE, FLUX, COOPTATION, VIVIER, SPONTANEE, AUTRE. */
  canal: Generated<string>;
  /** What names it within its channel (a feed's name, an unknown `utm_source`), at most 100 characters. */
  source_detail: string | null;
}
export interface HistoriqueEtatTable {
  id: Generated<number>;
  candidature_id: number;
  etat_candidature_id: number;
  user_id: number | null;
  date_changement: string;
}
/** An answer given with an application, with the question as it was asked; `valeur` is JSON text. */
export interface ReponseCandidatureTable {
  id: Generated<number>;
  candidature_id: number;
  question_id: number;
  ordre: number;
  libelle: string;
  type: string;
  valeur: string;
}
