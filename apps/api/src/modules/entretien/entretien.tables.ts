import type { Generated } from 'kysely';

/** The tables the entretien module owns (entretien.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface EntretienTables {
  entretien: EntretienTable;
  entretien_creneau: EntretienCreneauTable;
  entretien_participant: EntretienParticipantTable;
  calendrier_flux: CalendrierFluxTable;
}

export interface EntretienTable {
  id: Generated<number>;
  candidature_id: number;
  statut: 'PROPOSE' | 'CONFIRME' | 'ANNULE';
  lieu: string;
  debut: string | null;
  duree: number | null;
  date_tri: string;
  sequence: Generated<number>;
  uid: string;
  token_hash: string;
  rappel_envoye_at: string | null;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}
export interface EntretienCreneauTable {
  id: Generated<number>;
  entretien_id: number;
  debut: string;
  duree: number;
}
export interface EntretienParticipantTable {
  entretien_id: number;
  user_id: number;
}
export interface CalendrierFluxTable {
  user_id: number;
  salt: string;
  created_at: string;
}
