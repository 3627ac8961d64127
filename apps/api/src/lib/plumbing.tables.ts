import type { Generated } from 'kysely';

/** The tables the plumbing (lib/, storage/) owns (lib/plumbing.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface PlumbingTables {
  job_lease: JobLeaseTable;
  file_deletion: FileDeletionTable;
}

export interface JobLeaseTable {
  name: string;
  owner: string | null;
  locked_until: string;
  last_run_at: string | null;
}
export interface FileDeletionTable {
  nom_fichier: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
}
