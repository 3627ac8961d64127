// lint-boundaries: clean
// lint-ownership: expect "table file_deletion has no owner"
// A table in Database that no manifest lists in owns.
export interface PlumbingTables {
  job_lease: { name: string; locked_until: string };
  file_deletion: { nom_fichier: string };
}
