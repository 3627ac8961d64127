import type { Generated } from 'kysely';

/** The tables the auth module owns (auth.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface AuthTables {
  account_token: AccountTokenTable;
  revoked_token: RevokedTokenTable;
  session_ouverte: SessionOuverteTable;
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
/** A session signed in (§23): shown on « Mes sessions », ended by id; the token's `jti` keys it. */
export interface SessionOuverteTable {
  id: Generated<number>;
  jti: string;
  user_id: number;
  cree_le: string;
  vue_le: string;
  expire_le: string;
  ip: string | null;
  appareil: string;
}
