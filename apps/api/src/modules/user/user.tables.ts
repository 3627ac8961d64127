import type { Generated } from 'kysely';

/** The tables the user module owns (user.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface UserTables {
  role: RoleTable;
  users: UsersTable;
}

export interface RoleTable {
  id: Generated<number>;
  name: string;
}
export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  password_hash: string;
  role_id: number;
  individu_id: number;
  date_creation: string;
  email_verifie: Generated<number>;
  last_login_at: string | null;
  /** Session tokens issued before this instant are refused (reset, erasure). */
  sessions_not_before: string | null;
  /** 0 once deactivated (§14): its sessions end, it cannot sign in. */
  actif: Generated<number>;
  langue: Generated<string>;
  /** 1 for an invited staff account that has not accepted yet (no usable password). */
  invitation_en_attente: Generated<number>;
}
