/** The tables the staff module owns (staff.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface StaffTables {
  equipe_poste_vacant: EquipePosteVacantTable;
}

/** The hiring team of a vacancy (§14): what puts its applications in a MEMBRE's scope. */
export interface EquipePosteVacantTable {
  user_id: number;
  poste_vacant_id: number;
}
