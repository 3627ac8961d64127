import type { Generated } from 'kysely';

/** The tables the evaluation module owns (evaluation.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface EvaluationTables {
  critere_evaluation: CritereEvaluationTable;
  evaluation: EvaluationTable;
  evaluation_note: EvaluationNoteTable;
}

export interface CritereEvaluationTable {
  id: Generated<number>;
  poste_vacant_id: number;
  libelle: string;
  position: number;
}
export interface EvaluationTable {
  id: Generated<number>;
  candidature_id: number;
  auteur_user_id: number | null;
  avis: string;
  commentaire: string | null;
  date_evaluation: string;
}
export interface EvaluationNoteTable {
  evaluation_id: number;
  critere_id: number;
  note: number;
}
