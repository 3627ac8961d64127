import type { SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import type { Scope } from '../../lib/scope.js';
import { inScope } from '../staff/staff.scope.js';

// Templates (§20).

const MODELE = ['id', 'nom', 'usage', 'etat_id', 'sujet_fr', 'sujet_en', 'corps_fr', 'corps_en'] as const;

export const findModeles = (db: Db) =>
  db.selectFrom('modele_message').select(MODELE).orderBy('nom').orderBy('id').execute();
export type ModeleRow = Awaited<ReturnType<typeof findModeles>>[number];

export const findModele = (db: Db, id: number) =>
  db.selectFrom('modele_message').select(MODELE).where('id', '=', id).executeTakeFirst();

export interface ModeleValues {
  nom: string;
  usage: string;
  etat_id: number | null;
  sujet_fr: string;
  sujet_en: string;
  corps_fr: string;
  corps_en: string;
}

export async function insertModele(db: Db, values: ModeleValues, now: string): Promise<number> {
  const row = await db
    .insertInto('modele_message')
    .values({ ...values, date_creation: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModele(db: Db, id: number, values: ModeleValues): Promise<boolean> {
  const result = await db.updateTable('modele_message').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteModele(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('modele_message').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Another template already holding this status (at most one per status). */
export const findModeleOfEtat = (db: Db, etatId: number) =>
  db.selectFrom('modele_message').select('id').where('etat_id', '=', etatId).executeTakeFirst();

// Messages.

const MESSAGE = [
  'id',
  'candidature_id',
  'sens',
  'auteur_user_id',
  'sujet',
  'corps',
  'statut',
  'prevu_le',
  'envoye_le',
  'recu_le',
  'lu',
  'expediteur_different',
  'erreur',
  'message_id',
  'date_creation',
] as const;

export const findThread = (db: Db, candidatureId: number) =>
  db
    .selectFrom('message')
    .select(MESSAGE)
    .where('candidature_id', '=', candidatureId)
    .orderBy('date_creation')
    .orderBy('id')
    .execute();
export type MessageRow = Awaited<ReturnType<typeof findThread>>[number];

export const findMessage = (db: Db, id: number) =>
  db.selectFrom('message').select(MESSAGE).where('id', '=', id).executeTakeFirst();

export interface NewMessage {
  candidature_id: number;
  sens: 'SORTANT' | 'ENTRANT';
  auteur_user_id: number | null;
  modele_id: number | null;
  sujet: string;
  corps: string;
  statut: 'PROGRAMME' | 'RECU';
  prevu_le: string | null;
  recu_le: string | null;
  message_id: string;
  date_creation: string;
}

export async function insertMessage(db: Db, values: NewMessage): Promise<number> {
  const row = await db.insertInto('message').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** PROGRAMME → ANNULE, only while it has not left; answers whether it changed. */
export async function cancelScheduled(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('message')
    .set({ statut: 'ANNULE' })
    .where('id', '=', id)
    .where('statut', '=', 'PROGRAMME')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The ids of the messages due to leave. */
export const findDue = (db: Db, now: string, limit: number) =>
  db
    .selectFrom('message')
    .select('id')
    .where('statut', '=', 'PROGRAMME')
    .where('prevu_le', '<=', now)
    .orderBy('prevu_le')
    .orderBy('id')
    .limit(limit)
    .execute();

/** PROGRAMME → ENVOYE in one conditional UPDATE: of two instances, one wins (the other changes nothing). */
export async function markLeaving(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('message')
    .set({ statut: 'ENVOYE', envoye_le: now })
    .where('id', '=', id)
    .where('statut', '=', 'PROGRAMME')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setOutbox(db: Db, id: number, outboxId: number): Promise<void> {
  await db.updateTable('message').set({ outbox_id: outboxId }).where('id', '=', id).execute();
}

/** The Message-IDs of the thread's messages already sent before this one, oldest first. */
export async function sentMessageIds(db: Db, candidatureId: number, before: number): Promise<string[]> {
  const rows = await db
    .selectFrom('message')
    .select('message_id')
    .where('candidature_id', '=', candidatureId)
    .where('sens', '=', 'SORTANT')
    .where('statut', '=', 'ENVOYE')
    .where('id', '<', before)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.message_id);
}

/** What a message of this application is written with: the candidate, the vacancy, the language. */
export const findApplication = (db: Db, candidatureId: number) =>
  db
    .selectFrom('candidature')
    .innerJoin('individu', 'individu.id', 'candidature.individu_id')
    .innerJoin('poste_vacant', 'poste_vacant.id', 'candidature.poste_vacant_id')
    .select([
      'candidature.id',
      'candidature.individu_id',
      'candidature.langue',
      'individu.nom',
      'individu.prenom',
      'individu.email',
      'poste_vacant.nom as offre',
    ])
    .where('candidature.id', '=', candidatureId)
    .executeTakeFirst();

/** Unread incoming messages by application, in the caller's scope. */
export function countUnread(db: Db, scope: Scope) {
  const query = db
    .selectFrom('message')
    .innerJoin('candidature', 'candidature.id', 'message.candidature_id')
    .select(['message.candidature_id as id', (eb) => eb.fn.countAll<number | string>().as('nombre')])
    .where('message.sens', '=', 'ENTRANT')
    .where('message.lu', '=', 0)
    .groupBy('message.candidature_id')
    .orderBy('message.candidature_id');
  return inScope(query, scope).execute();
}

export async function markRead(db: Db, candidatureId: number): Promise<void> {
  await db
    .updateTable('message')
    .set({ lu: 1 })
    .where('candidature_id', '=', candidatureId)
    .where('sens', '=', 'ENTRANT')
    .where('lu', '=', 0)
    .execute();
}

/** Every message of these applications (an erased individu's, §10). */
export async function deleteMessagesOf(
  db: Db,
  candidatures: SelectQueryBuilder<Database, 'candidature', { id: number }>,
): Promise<void> {
  await db.deleteFrom('message').where('candidature_id', 'in', candidatures).execute();
}

/** An individu's messages, both directions, for the export (§10). */
export const findMessagesOfIndividu = (db: Db, individuId: number) =>
  db
    .selectFrom('message')
    .innerJoin('candidature', 'candidature.id', 'message.candidature_id')
    .select(MESSAGE.map((c) => `message.${c}` as const))
    .where('candidature.individu_id', '=', individuId)
    .where('message.statut', '!=', 'ANNULE')
    .orderBy('message.id')
    .execute();
