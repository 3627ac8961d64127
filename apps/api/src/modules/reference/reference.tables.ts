import type { ColumnType, Generated } from 'kysely';

/** The tables the reference module owns (reference.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface ReferenceTables {
  pays: PaysTable;
  civilite: CiviliteTable;
  type_contrat: TypeContratTable;
  etat_candidature: EtatCandidatureTable;
  nom_document: NomDocumentTable;
  poste_de_travail: PosteDeTravailTable;
  session_candidature: SessionCandidatureTable;
}

/**
 * Table types. Portable across SQLite and PostgreSQL: booleans are 0/1 integers, calendar dates
 * are `yyyy-MM-dd` text, instants are ISO-8601 UTC text. `*_key` columns hold the normalised
 * (trimmed, lower-case) form used for case-insensitive uniqueness and lookups.
 */
export interface PaysTable {
  id: Generated<number>;
  designation: string;
  designation_key: string;
  abreviation: string;
  code: string;
}
export interface CiviliteTable {
  id: Generated<number>;
  designation: string;
  designation_key: string;
  abreviation: string;
}
export interface TypeContratTable {
  id: Generated<number>;
  type: string;
  type_key: string;
}
export interface EtatCandidatureTable {
  id: Generated<number>;
  etat: string;
  etat_key: string;
  /** `ENVOYEE` or `CONSULTEE` for the two statuses the workflow relies on (ETAT_CODES), else null. */
  code: ColumnType<string | null, string | null | undefined, string | null>;
}
export interface NomDocumentTable {
  id: Generated<number>;
  nom: string;
  nom_key: string;
}
export interface PosteDeTravailTable {
  id: Generated<number>;
  reference: string;
  reference_key: string;
  nom: string;
  nom_key: string;
}
export interface SessionCandidatureTable {
  id: Generated<number>;
  reference: string;
  reference_key: string;
  date_ouverture: string;
  date_cloture: string;
  status: number;
}
