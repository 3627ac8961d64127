import type { Generated } from 'kysely';

/** The tables the mfa module owns (mfa.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface MfaTables {
  mfa_totp: MfaTotpTable;
  mfa_code_secours: MfaCodeSecoursTable;
  mfa_ticket: MfaTicketTable;
  reglage_securite: ReglageSecuriteTable;
}

export interface MfaTotpTable {
  user_id: number;
  /** AES-256-GCM of the base32 secret, `iv.tag.data` in base64url: never stored or logged in clear. */
  secret_chiffre: string;
  cree_le: string;
  /** Null while pending (not confirmed with a code yet). */
  confirme_le: string | null;
  /** The last time step a code was accepted for: a code is refused the second time. */
  dernier_pas: number | null;
}
export interface MfaCodeSecoursTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the recovery code, hex. */
  code_hash: string;
  utilise_le: string | null;
}
export interface MfaTicketTable {
  /** SHA-256 of the ticket, hex. */
  ticket_hash: string;
  user_id: number;
  expire_le: string;
  essais: Generated<number>;
  utilise_le: string | null;
}
export interface ReglageSecuriteTable {
  cle: string;
  valeur: string;
}
