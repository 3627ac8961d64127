import type { Generated } from 'kysely';

/** The tables the message module owns (message.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface MessageTables {
  modele_message: ModeleMessageTable;
  message: MessageTable;
}

export interface ModeleMessageTable {
  id: Generated<number>;
  nom: string;
  usage: string;
  etat_id: number | null;
  sujet_fr: string;
  sujet_en: string;
  corps_fr: string;
  corps_en: string;
  date_creation: string;
}

export interface MessageTable {
  id: Generated<number>;
  candidature_id: number;
  sens: string;
  auteur_user_id: number | null;
  modele_id: number | null;
  sujet: string;
  corps: string;
  statut: string;
  prevu_le: string | null;
  envoye_le: string | null;
  recu_le: string | null;
  lu: Generated<number>;
  expediteur_different: Generated<number>;
  erreur: string | null;
  message_id: string;
  outbox_id: number | null;
  date_creation: string;
}
