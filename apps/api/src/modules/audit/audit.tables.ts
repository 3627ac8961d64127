import type { Generated } from 'kysely';

/** The tables the audit module owns (audit.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface AuditTables {
  audit_log: AuditLogTable;
}

export interface AuditLogTable {
  id: Generated<number>;
  created_at: string;
  actor_user_id: number | null;
  actor_email: string | null;
  action: string;
  target_type: string;
  target_id: number | null;
  individu_id: number | null;
  label: string | null;
  details: string | null;
}
