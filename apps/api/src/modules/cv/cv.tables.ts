import type { Generated } from 'kysely';

/** The tables the cv module owns (cv.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface CvTables {
  cv_texte: CvTexteTable;
}

/** The text of one uploaded document (§19), read in the background; goes with its document. */
export interface CvTexteTable {
  document_id: number;
  candidature_id: number;
  etat: 'pending' | 'done' | 'empty' | 'failed';
  tentatives: Generated<number>;
  texte: string | null;
  /** PostgreSQL only: the text folded for the tsvector index (letters and digits, lower case, no accents). */
  texte_plie: string | null;
  date_maj: string;
}
