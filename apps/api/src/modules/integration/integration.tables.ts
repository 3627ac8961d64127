import type { Generated } from 'kysely';

/** The tables the integration module owns (integration.manifest.ts); see the migration 2026-12-02T0530. */
export interface IntegrationTables {
  api_cle: ApiCleTable;
  webhook: WebhookTable;
  webhook_livraison: WebhookLivraisonTable;
  webhook_tentative: WebhookTentativeTable;
}

export interface ApiCleTable {
  id: Generated<number>;
  nom: string;
  debut: string;
  /** SHA-256 (hex) of the key: the key itself is kept nowhere. */
  hash: string;
  /** Comma-separated `CLE_DROITS`. */
  droits: string;
  cree_par_user_id: number | null;
  cree_le: string;
  expire_le: string | null;
  revoquee_le: string | null;
  derniere_utilisation: string | null;
}

export interface WebhookTable {
  id: Generated<number>;
  url: string;
  /** Comma-separated `WEBHOOK_EVENEMENTS`. */
  evenements: string;
  secret: string;
  cree_par_user_id: number | null;
  cree_le: string;
}

export interface WebhookLivraisonTable {
  id: Generated<number>;
  webhook_id: number;
  message_id: string;
  type: string;
  corps: string;
  cree_le: string;
  /** pending, sent or failed (given up after 24 hours). */
  etat: string;
  tentatives: Generated<number>;
  prochain_essai: string | null;
  locked_by: string | null;
  locked_until: string | null;
}

export interface WebhookTentativeTable {
  id: Generated<number>;
  livraison_id: number;
  date: string;
  code_http: number | null;
  duree_ms: number;
  erreur: string | null;
}
