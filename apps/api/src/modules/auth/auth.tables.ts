import type { Generated } from 'kysely';

/** The tables the auth module owns (auth.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface AuthTables {
  account_token: AccountTokenTable;
  revoked_token: RevokedTokenTable;
}

export interface AccountTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset' | 'invite';
  /** SHA-256 of the token, hex: the token itself is only ever in the message. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
export interface RevokedTokenTable {
  jti: string;
  expires_at: string;
}
