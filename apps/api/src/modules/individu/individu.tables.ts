import type { Generated } from 'kysely';

/** The tables the individu module owns (individu.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface IndividuTables {
  individu: IndividuTable;
}

export interface IndividuTable {
  id: Generated<number>;
  nom: string;
  prenom: string;
  email: string;
  email_key: string;
  /** `individuSearchKey(individu)` (src/lib/keys.ts), always written; nullable in SQL only for ALTER TABLE. */
  search_key: string;
  telephone: string;
  /** The phone as its `+` and digits, for duplicates (§19; migration 2026-11-25T1500). */
  telephone_key: string | null;
  /** "nom|prénom" folded (case, accents), for duplicates (§19). */
  nom_prenom_key: string | null;
  pays_id: number | null;
  civilite_id: number | null;
  date_de_naissance: string | null;
  adresse: string | null;
  cp: string | null;
  ville: string | null;
  created_at: string;
  consentement_vivier: Generated<number>;
  consentement_vivier_date: string | null;
}
