import type { Generated } from 'kysely';

/** The tables the note module owns (note.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface NoteTables {
  note_candidature: NoteCandidatureTable;
}

export interface NoteCandidatureTable {
  id: Generated<number>;
  candidature_id: number;
  auteur_user_id: number | null;
  auteur_email: string;
  texte: string;
  date_creation: string;
}
