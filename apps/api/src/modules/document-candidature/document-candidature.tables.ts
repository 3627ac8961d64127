import type { Generated } from 'kysely';

/** The tables the document-candidature module owns (document-candidature.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface DocumentCandidatureTables {
  document_candidature: DocumentCandidatureTable;
}

export interface DocumentCandidatureTable {
  id: Generated<number>;
  candidature_id: number;
  nom_document_id: number;
  nom_fichier: string;
  nom_original: string;
  taille: number;
  type_mime: string;
}
