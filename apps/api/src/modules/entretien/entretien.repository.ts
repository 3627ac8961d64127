import type { Db } from '../../db/index.js';
import type { EntretienTable } from '../../db/schema.js';

const COLUMNS = [
  'id',
  'candidature_id',
  'statut',
  'lieu',
  'debut',
  'duree',
  'date_tri',
  'sequence',
  'uid',
  'rappel_envoye_at',
  'created_at',
] as const;

export function findEntretiens(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('entretien').select(COLUMNS).where('id', 'in', ids).execute();
}
export type EntretienRow = Awaited<ReturnType<typeof findEntretiens>>[number];

export function findEntretien(db: Db, id: number) {
  return db.selectFrom('entretien').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export function findByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('entretien').select(COLUMNS).where('token_hash', '=', tokenHash).executeTakeFirst();
}

export async function insertEntretien(
  db: Db,
  values: {
    candidatureId: number;
    lieu: string;
    dateTri: string;
    uid: string;
    tokenHash: string;
    createdBy: number;
    now: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('entretien')
    .values({
      candidature_id: values.candidatureId,
      statut: 'PROPOSE',
      lieu: values.lieu,
      debut: null,
      duree: null,
      date_tri: values.dateTri,
      sequence: 0,
      uid: values.uid,
      token_hash: values.tokenHash,
      created_by: values.createdBy,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCreneaux(db: Db, entretienId: number, creneaux: { debut: string; duree: number }[]) {
  await db
    .insertInto('entretien_creneau')
    .values(creneaux.map((c) => ({ entretien_id: entretienId, debut: c.debut, duree: c.duree })))
    .execute();
}

export async function insertParticipants(db: Db, entretienId: number, userIds: number[]) {
  await db
    .insertInto('entretien_participant')
    .values(userIds.map((userId) => ({ entretien_id: entretienId, user_id: userId })))
    .execute();
}

export function findCreneaux(db: Db, entretienIds: number[]) {
  if (entretienIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('entretien_creneau')
    .select(['id', 'entretien_id', 'debut', 'duree'])
    .where('entretien_id', 'in', entretienIds)
    .orderBy('debut')
    .orderBy('id')
    .execute();
}

/** The participants of these interviews, by user id. */
export function findParticipants(db: Db, entretienIds: number[]) {
  if (entretienIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('entretien_participant')
    .select(['entretien_id', 'user_id'])
    .where('entretien_id', 'in', entretienIds)
    .orderBy('user_id')
    .execute();
}

/**
 * The pick (§15): one conditional UPDATE, so that of concurrent picks exactly one finds the row
 * still `PROPOSE` (PostgreSQL re-checks the condition after waiting for the winner's row lock;
 * SQLite runs one writer at a time). Answers whether this call won.
 */
export async function confirmIfProposed(
  db: Db,
  id: number,
  slot: { debut: string; duree: number },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('entretien')
    .set({ statut: 'CONFIRME', debut: slot.debut, duree: slot.duree, date_tri: slot.debut, updated_at: now })
    .where('id', '=', id)
    .where('statut', '=', 'PROPOSE')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A move of a confirmed interview: SEQUENCE + 1, a new reminder due. False when no longer confirmed. */
export async function moveIfConfirmed(
  db: Db,
  row: EntretienRow,
  values: { debut: string; duree: number; lieu: string },
  now: string,
): Promise<boolean> {
  const result = await db
    .updateTable('entretien')
    .set({
      debut: values.debut,
      duree: values.duree,
      lieu: values.lieu,
      date_tri: values.debut,
      sequence: row.sequence + 1,
      rappel_envoye_at: null,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .where('statut', '=', 'CONFIRME')
    .where('sequence', '=', row.sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Cancels unless already cancelled (or changed meanwhile): SEQUENCE + 1. */
export async function cancelIfLive(db: Db, row: EntretienRow, now: string): Promise<boolean> {
  const result = await db
    .updateTable('entretien')
    .set({ statut: 'ANNULE', sequence: row.sequence + 1, updated_at: now })
    .where('id', '=', row.id)
    .where('statut', '=', row.statut as EntretienTable['statut'])
    .where('statut', '<>', 'ANNULE')
    .where('sequence', '=', row.sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export function findByCandidature(db: Db, candidatureId: number) {
  return db
    .selectFrom('entretien')
    .select('id')
    .where('candidature_id', '=', candidatureId)
    .orderBy('date_tri')
    .orderBy('id')
    .execute();
}

/** Interviews between two instants (`from` ≤ date_tri < `to`), soonest first; of one participant or all. */
export function findInPeriod(db: Db, c: { from?: string; to?: string; participantUserId?: number }) {
  let query = db.selectFrom('entretien as e').select('e.id');
  if (c.from) query = query.where('e.date_tri', '>=', c.from);
  if (c.to) query = query.where('e.date_tri', '<', c.to);
  if (c.participantUserId !== undefined) {
    const userId = c.participantUserId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('entretien_participant as p')
          .select('p.user_id')
          .whereRef('p.entretien_id', '=', 'e.id')
          .where('p.user_id', '=', userId),
      ),
    );
  }
  return query.orderBy('e.date_tri').orderBy('e.id').execute();
}

/** A candidate's interviews (all of their applications), soonest first. */
export function findOfIndividu(db: Db, individuId: number) {
  return db
    .selectFrom('entretien as e')
    .innerJoin('candidature as c', 'c.id', 'e.candidature_id')
    .innerJoin('poste_vacant as pv', 'pv.id', 'c.poste_vacant_id')
    .select([
      'e.id',
      'e.debut',
      'e.duree',
      'e.lieu',
      'e.statut',
      'e.date_tri',
      'pv.id as poste_id',
      'pv.nom as poste_nom',
    ])
    .where('c.individu_id', '=', individuId)
    .orderBy('e.date_tri')
    .orderBy('e.id')
    .execute();
}

/** The vacancy an interview is about (the public page names it, nothing else). */
export function findPosteOf(db: Db, candidatureId: number) {
  return db
    .selectFrom('candidature as c')
    .innerJoin('poste_vacant as pv', 'pv.id', 'c.poste_vacant_id')
    .select(['pv.id', 'pv.nom', 'c.individu_id'])
    .where('c.id', '=', candidatureId)
    .executeTakeFirst();
}

/** Confirmed interviews starting within (now, until] whose reminder has not gone. */
export function findReminderDue(db: Db, now: string, until: string) {
  return db
    .selectFrom('entretien')
    .select(COLUMNS)
    .where('statut', '=', 'CONFIRME')
    .where('rappel_envoye_at', 'is', null)
    .where('debut', '>', now)
    .where('debut', '<=', until)
    .orderBy('debut')
    .limit(100)
    .execute();
}

/** Marks the reminder sent, once: false when another run (or a move) got there first. */
export async function markReminderSent(db: Db, row: EntretienRow, now: string): Promise<boolean> {
  const result = await db
    .updateTable('entretien')
    .set({ rappel_envoye_at: now })
    .where('id', '=', row.id)
    .where('rappel_envoye_at', 'is', null)
    .where('statut', '=', 'CONFIRME')
    .where('sequence', '=', row.sequence)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A candidate's interviews, for the erasure: the future ones (to cancel) and all ids (to remove). */
export function findIdsOfIndividu(db: Db, individuId: number) {
  return db
    .selectFrom('entretien as e')
    .innerJoin('candidature as c', 'c.id', 'e.candidature_id')
    .select(['e.id'])
    .where('c.individu_id', '=', individuId)
    .execute();
}

export async function deleteEntretiens(db: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('entretien_participant').where('entretien_id', 'in', ids).execute();
  await db.deleteFrom('entretien_creneau').where('entretien_id', 'in', ids).execute();
  await db.deleteFrom('entretien').where('id', 'in', ids).execute();
}

/** The export (§10): a candidate's interviews, with their slots. */
export async function findForExport(db: Db, individuId: number) {
  const rows = await db
    .selectFrom('entretien as e')
    .innerJoin('candidature as c', 'c.id', 'e.candidature_id')
    .select(['e.id', 'e.candidature_id', 'e.statut', 'e.lieu', 'e.debut', 'e.duree', 'e.created_at'])
    .where('c.individu_id', '=', individuId)
    .orderBy('e.id')
    .execute();
  return rows;
}

// The personal feed (§15).

export function findFeedSalt(db: Db, userId: number) {
  return db.selectFrom('calendrier_flux').select('salt').where('user_id', '=', userId).executeTakeFirst();
}

export async function insertFeedSaltIfMissing(db: Db, userId: number, salt: string, now: string) {
  await db
    .insertInto('calendrier_flux')
    .values({ user_id: userId, salt, created_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function replaceFeedSalt(db: Db, userId: number, salt: string, now: string) {
  await db.deleteFrom('calendrier_flux').where('user_id', '=', userId).execute();
  await db.insertInto('calendrier_flux').values({ user_id: userId, salt, created_at: now }).execute();
}

/** A participant's interviews for the feed: confirmed ones since `since`, cancelled ones still to come. */
export function findFeed(db: Db, userId: number, since: string, now: string) {
  return db
    .selectFrom('entretien as e')
    .innerJoin('entretien_participant as p', 'p.entretien_id', 'e.id')
    .select('e.id')
    .where('p.user_id', '=', userId)
    .where('e.debut', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([eb('e.statut', '=', 'CONFIRME'), eb('e.debut', '>=', since)]),
        eb.and([eb('e.statut', '=', 'ANNULE'), eb('e.debut', '>=', now)]),
      ]),
    )
    .orderBy('e.debut')
    .execute();
}
