import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { Slice } from '../../lib/pagination.js';
import type { Scope } from '../../lib/scope.js';
import { vacancyInScopeSql } from '../staff/staff.scope.js';

/** Filters of the vacancy list, already normalised (`*_key` forms, today's date, folded words). */
export interface PosteVacantCriteria {
  typeKey?: string;
  posteKey?: string;
  nomKey?: string;
  lieuKey?: string;
  /** §16: remote work, and a yearly figure the range's maximum must reach (no range: no match). */
  teletravail?: string;
  salaireMinAnnuel?: number;
  /** Only vacancies whose session is active and open on that date (`yyyy-MM-dd`). */
  openOn?: string;
  ids?: number[];
  /**
   * Words that must each be found, as a word or the start of one, in the vacancy's search text or
   * the name of its work position (`posteIds`: the positions whose folded name holds the word).
   */
  search?: { word: string; posteIds: number[] }[];
  /** A MEMBRE's vacancies only (§14); `ALL` for the public reads and everyone else. */
  scope: Scope;
}

export type PosteVacantOrder = 'id' | 'recent';

/** A vacancy with its poste, session and contract type: one row, one query. */
function joined(db: Db) {
  return db
    .selectFrom('poste_vacant as pv')
    .innerJoin('poste_de_travail as p', 'p.id', 'pv.poste_id')
    .innerJoin('session_candidature as s', 's.id', 'pv.session_id')
    .innerJoin('type_contrat as t', 't.id', 'pv.type_contrat_id');
}

type Joined = ReturnType<typeof joined>;

/** Only the vacancies whose session is active and open on that date (`yyyy-MM-dd`). */
const openOn = (query: Joined, date: string): Joined =>
  query.where('s.status', '=', 1).where('s.date_ouverture', '<=', date).where('s.date_cloture', '>=', date);

const COLUMNS = [
  'pv.id',
  'pv.nom',
  'pv.descriptif',
  'pv.nom_en',
  'pv.descriptif_en',
  'p.id as poste_id',
  'p.reference as poste_reference',
  'p.nom as poste_nom',
  's.id as session_id',
  's.reference as session_reference',
  's.date_ouverture as session_date_ouverture',
  's.date_cloture as session_date_cloture',
  's.status as session_status',
  't.id as type_contrat_id',
  't.type as type_contrat_type',
  'pv.lieu',
  'pv.date_publication',
  'pv.salaire_min',
  'pv.salaire_max',
  'pv.salaire_periode',
  'pv.teletravail',
] as const;

/**
 * One word of `q` found in the full-text index: FTS5 on SQLite, the GIN-indexed `simple` tsvector
 * on PostgreSQL. The word is letters and digits only (searchWords) and goes in as a parameter.
 */
function fullText(dialect: Dialect, word: string) {
  return dialect === 'sqlite'
    ? sql<boolean>`pv.id in (select rowid from poste_vacant_fts where poste_vacant_fts match ${`"${word}"*`})`
    : sql<boolean>`to_tsvector('simple', coalesce(pv.search_text, '')) @@ to_tsquery('simple', ${`${word}:*`})`;
}

function filtered(db: Db, dialect: Dialect, c: PosteVacantCriteria) {
  let query = joined(db);
  if (c.scope.kind !== 'all') query = query.where(vacancyInScopeSql(c.scope, 'pv.id'));
  if (c.lieuKey !== undefined) query = query.where('pv.lieu_key', '=', c.lieuKey);
  if (c.teletravail !== undefined) query = query.where('pv.teletravail', '=', c.teletravail);
  if (c.salaireMinAnnuel !== undefined) query = query.where('pv.salaire_max_annuel', '>=', c.salaireMinAnnuel);
  if (c.ids !== undefined) query = query.where('pv.id', 'in', c.ids);
  for (const { word, posteIds } of c.search ?? []) {
    query = query.where((eb) =>
      posteIds.length > 0
        ? eb.or([fullText(dialect, word), eb('pv.poste_id', 'in', posteIds)])
        : fullText(dialect, word),
    );
  }
  if (c.typeKey !== undefined) query = query.where('t.type_key', '=', c.typeKey);
  if (c.posteKey !== undefined) query = query.where('p.nom_key', '=', c.posteKey);
  if (c.nomKey !== undefined) query = query.where('pv.nom_key', '=', c.nomKey);
  if (c.openOn !== undefined) query = openOn(query, c.openOn);
  return query;
}

export async function findJoinedByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return joined(db).select(COLUMNS).where('pv.id', 'in', ids).execute();
}

export type PosteVacantJoinedRow = Awaited<ReturnType<typeof findJoinedByIds>>[number];

export async function findJoined(
  db: Db,
  dialect: Dialect,
  c: PosteVacantCriteria,
  slice: Slice | null,
  order: PosteVacantOrder = 'id',
) {
  let query = filtered(db, dialect, c).select(COLUMNS);
  // Newest first: the publication date (indexed), then the id for a stable order within a day.
  query =
    order === 'recent'
      ? query.orderBy(sql`pv.date_publication desc nulls last`).orderBy('pv.id', 'desc')
      : query.orderBy('pv.id', 'asc');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countJoined(db: Db, dialect: Dialect, c: PosteVacantCriteria): Promise<number> {
  const row = await filtered(db, dialect, c)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * What the alert job's criteria (§18) read of each vacancy open on `today`; `extra` names §16's
 * columns when they exist.
 */
export function findOpenForAlerts(db: Db, today: string, extra: { teletravail: boolean; salaire: boolean }) {
  return openOn(joined(db), today)
    .select([
      'pv.id',
      'pv.nom',
      'pv.search_text',
      'pv.lieu',
      'pv.lieu_key',
      'pv.date_publication',
      'pv.nom_en',
      'p.nom as poste_nom',
      'p.nom_key as poste_key',
      't.type as type_contrat',
      't.type_key',
    ])
    .select([
      (extra.teletravail ? sql<string | null>`pv.teletravail` : sql<string | null>`null`).as('teletravail'),
      (extra.salaire ? sql<number | string | null>`pv.salaire_max_annuel` : sql<number | null>`null`).as(
        'salaire_max_annuel',
      ),
      // What the mail's line shows (§16, §17): the pay range as published.
      (extra.salaire ? sql<number | string | null>`pv.salaire_min` : sql<number | null>`null`).as('salaire_min'),
      (extra.salaire ? sql<number | string | null>`pv.salaire_max` : sql<number | null>`null`).as('salaire_max'),
      (extra.salaire ? sql<string | null>`pv.salaire_periode` : sql<string | null>`null`).as('salaire_periode'),
    ])
    .execute();
}
export type OpenVacancyRow = Awaited<ReturnType<typeof findOpenForAlerts>>[number];

/** Whether `poste_vacant` has this column (§16's arrive with issue 23): one cheap probe. */
export async function hasPosteVacantColumn(db: Db, column: string): Promise<boolean> {
  try {
    await sql`select ${sql.ref(column)} from poste_vacant where 1 = 0`.execute(db);
    return true;
  } catch {
    return false;
  }
}

export interface PosteVacantValues {
  nom: string;
  nom_key: string;
  descriptif: string;
  nom_en: string | null;
  descriptif_en: string | null;
  search_text: string;
  lieu: string | null;
  lieu_key: string | null;
  poste_id: number;
  session_id: number;
  type_contrat_id: number;
  salaire_min: number;
  salaire_max: number;
  salaire_periode: string;
  salaire_max_annuel: number;
  teletravail: string;
}

export async function insertPosteVacant(db: Db, values: PosteVacantValues & { date_publication: string }) {
  const row = await db.insertInto('poste_vacant').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Answers whether a row was updated (false: no such id). */
export async function updatePosteVacantRow(db: Db, id: number, values: PosteVacantValues): Promise<boolean> {
  const result = await db.updateTable('poste_vacant').set(values).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deletePosteVacantRow(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('poste_vacant').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A vacancy's name by id, or undefined: what other modules check a vacancy with (and name it by). */
export const findPosteVacantName = (db: Db, id: number) =>
  db.selectFrom('poste_vacant').select(['id', 'nom']).where('id', '=', id).executeTakeFirst();

export async function existsPosteVacant(db: Db, id: number): Promise<boolean> {
  return (await findPosteVacantName(db, id)) !== undefined;
}

export async function countCandidatures(db: Db, posteVacantId: number): Promise<number> {
  const row = await db
    .selectFrom('candidature')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('poste_vacant_id', '=', posteVacantId)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Which of the three relations of a vacancy exist (one query). */
export async function findRelations(db: Db, ids: { posteId: number; sessionId: number; typeContratId: number }) {
  const row = await db
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('poste_de_travail').select('id').where('id', '=', ids.posteId)).as('poste'),
      eb.exists(eb.selectFrom('session_candidature').select('id').where('id', '=', ids.sessionId)).as('session'),
      eb.exists(eb.selectFrom('type_contrat').select('id').where('id', '=', ids.typeContratId)).as('typeContrat'),
    ])
    .executeTakeFirstOrThrow();
  return { poste: Boolean(row.poste), session: Boolean(row.session), typeContrat: Boolean(row.typeContrat) };
}

/** Every work position's id and name: the search matches position names in the app (folded). */
export async function findPostes(db: Db) {
  return db.selectFrom('poste_de_travail').select(['id', 'nom']).execute();
}

/** The counter that triggers raise on every write the public pages show (migration 2230). */
export async function readPublicDataVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('public_data_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}
