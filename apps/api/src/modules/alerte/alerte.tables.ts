import type { Generated } from 'kysely';

/** The tables the alerte module owns (alerte.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface AlerteTables {
  alerte: AlerteTable;
  alerte_offre: AlerteOffreTable;
  alerte_vue: AlerteVueTable;
}

/** A job alert (§18, migration 2026-11-25T1450). */
export interface AlerteTable {
  id: Generated<number>;
  email: string;
  email_key: string;
  /** JSON of the criteria as given (the list's filters). */
  criteres: string;
  frequence: 'IMMEDIATE' | 'QUOTIDIENNE' | 'HEBDOMADAIRE';
  langue: 'fr' | 'en';
  actif: Generated<number>;
  date_creation: string;
  confirme_le: string | null;
  jeton_hash: string | null;
  jeton_expire: string | null;
  cle_sel: string;
  expire_le: string;
  dernier_envoi: string | null;
}
export interface AlerteOffreTable {
  alerte_id: number;
  poste_vacant_id: number;
  trouve_le: string;
  envoye_le: string | null;
}
export interface AlerteVueTable {
  poste_vacant_id: number;
  document: string;
  visible_depuis: string;
}
