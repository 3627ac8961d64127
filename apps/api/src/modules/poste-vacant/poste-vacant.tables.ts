import type { ColumnType, Generated } from 'kysely';

/** The tables the poste-vacant module owns (poste-vacant.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface PosteVacantTables {
  poste_vacant: PosteVacantTable;
  question_poste_vacant: QuestionPosteVacantTable;
  public_data_version: PublicDataVersionTable;
}

export interface PosteVacantTable {
  id: Generated<number>;
  nom: string;
  nom_key: string;
  descriptif: string;
  poste_id: number;
  session_id: number;
  type_contrat_id: number;
  lieu: string | null;
  /** `toKey(lieu)`, for the place filter. */
  lieu_key: string | null;
  /** When the vacancy was first published (ISO instant); nullable in SQL only for ALTER TABLE. */
  date_publication: string | null;
  /** `vacancySearchText(nom, descriptif)`: what `q` searches, full-text indexed (migration 2230). */
  search_text: string | null;
  /** English name and description (contract §17), optional; the description sanitised like `descriptif`. */
  nom_en: string | null;
  descriptif_en: string | null;
  /** Pay range (§16, migration 1430): null for vacancies from before the rule. */
  salaire_min: number | null;
  salaire_max: number | null;
  salaire_periode: string | null;
  /** `salaire_max` as a yearly figure (MOIS × 12, HEURE × 1607), what the `salaireMin` filter compares. */
  salaire_max_annuel: ColumnType<number | string | null, number | null, number | null>;
  teletravail: ColumnType<string, string | undefined, string>;
}
/** A screening question of a vacancy (§16); `choix` and `attendu` are JSON text. */
export interface QuestionPosteVacantTable {
  id: Generated<number>;
  poste_vacant_id: number;
  ordre: number;
  libelle: string;
  type: string;
  choix: string;
  obligatoire: number;
  attendu: string | null;
}
/** One row (id 1) whose version triggers raise on every write the public pages would show. */
export interface PublicDataVersionTable {
  id: number;
  version: ColumnType<number | string, number, number>;
}
