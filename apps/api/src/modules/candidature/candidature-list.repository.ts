import { type Expression, type QueryCreator, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import type { Slice } from '../../lib/pagination.js';
import type { Scope } from '../../lib/scope.js';
import { inScope } from '../staff/staff.scope.js';
import { cachedSearchCounts, individuMatches, searchPlan, source } from './candidature-matching.js';

/*
 * The lists of applications (the admin list, an individu's, a vacancy name's, the CSV export): their
 * criteria and orders, and the plans that read one page and its total on each database. The rows
 * themselves are read and written in candidature.repository.ts, the figures in
 * candidature-stats.repository.ts.
 */

/** Filters of the admin list; text filters already normalised (`*_key` form). */
export interface CandidatureCriteria {
  etatId?: number | undefined;
  posteVacantId?: number | undefined;
  posteNomKey?: string | undefined;
  individuId?: number | undefined;
  /** A fragment of `individu.search_key` (already folded by `toSearchKey`). */
  search?: string | undefined;
  /** Received at or after this instant (ISO-8601 UTC). */
  since?: string | undefined;
  /** Received before this instant (ISO-8601 UTC). */
  before?: string | undefined;
  /** The caller's scope (§14): a MEMBRE's lists, counts and searches hold its teams' applications only. */
  scope: Scope;
  /** The search in CVs (§19): a condition on `candidature.id` from `cv-search.service`'s `cvSearchCondition`… */
  cvMatch?: Expression<SqlBool> | undefined;
  /** …the same search as a test of each application read (`probe`, `seek`: `cv.repository`'s forms)… */
  cvAs?: ((form: 'probe' | 'seek') => Expression<SqlBool>) | undefined;
  /** …and its words, which name it (the key of its counts). */
  cvKey?: string | undefined;
  /** §16: flagged (true) or not (false) by a missed expected answer. */
  criteresNonRemplis?: boolean | undefined;
  /** §22: of that channel only. */
  canal?: string | undefined;
}

/**
 * `newest`/`oldest` by date, `name`/`name-desc` by the folded "nom prénom" that starts
 * `individu.search_key`, `etat` by status (workflow order), newest first within it; `id` in id order.
 */
export type CandidatureOrder = 'newest' | 'oldest' | 'name' | 'name-desc' | 'etat' | 'id';

type Base = SelectQueryBuilder<Database, 'candidature', object>;

/** The filters other than the search, on a statement that reads `candidature`. */
function withFilters(query: Base, c: CandidatureCriteria): Base {
  query = inScope(query, c.scope);
  if (c.etatId !== undefined) query = query.where('candidature.etat_candidature_id', '=', c.etatId);
  if (c.posteVacantId !== undefined) query = query.where('candidature.poste_vacant_id', '=', c.posteVacantId);
  if (c.individuId !== undefined) query = query.where('candidature.individu_id', '=', c.individuId);
  const { posteNomKey } = c;
  if (posteNomKey !== undefined) {
    query = query.where('candidature.poste_vacant_id', 'in', (eb) =>
      eb.selectFrom('poste_vacant').select('poste_vacant.id').where('poste_vacant.nom_key', '=', posteNomKey),
    );
  }
  if (c.since !== undefined) query = query.where('candidature.date_candidature', '>=', c.since);
  if (c.before !== undefined) query = query.where('candidature.date_candidature', '<', c.before);
  if (c.cvMatch !== undefined) query = query.where(c.cvMatch);
  if (c.criteresNonRemplis !== undefined) {
    query = query.where('candidature.criteres_non_remplis', '=', c.criteresNonRemplis ? 1 : 0);
  }
  if (c.canal !== undefined) query = query.where('candidature.canal', '=', c.canal);
  return query;
}

/**
 * The filtered applications, from a creator given by `source` (the CTE is only named here). The
 * plan `walk` (SQLite) tests each application's individu instead, and needs no CTE.
 */
function filtered(from: QueryCreator<Database>, c: CandidatureCriteria, plan: 'walk' | 'index' = 'index'): Base {
  const query = withFilters(from.selectFrom('candidature'), c);
  if (!c.search) return query;
  if (plan === 'walk') return query.where(individuMatches(c.search));
  return query.where(sql<boolean>`${sql.ref('candidature.individu_id')} in (select id from matching)`);
}

/**
 * For a MEMBRE's scope on SQLite (§14): the date is ordered as `+date`, an expression no index
 * gives in order, so the planner reads the few applications of the team's vacancies through the
 * (vacancy, status, date) index and sorts them (0.2 ms), instead of walking a whole status by
 * (status, date) to avoid the sort (6–17 ms on the 40,000 applications of the benchmark).
 */
const sortsByTeam = (dialect: Dialect, c: CandidatureCriteria) => dialect === 'sqlite' && c.scope.kind === 'team';

function ordered<O>(query: SelectQueryBuilder<Database, 'candidature', O>, order: CandidatureOrder, team = false) {
  const date = team ? sql`+candidature.date_candidature` : sql.ref('candidature.date_candidature');
  switch (order) {
    case 'newest':
      return query.orderBy(date, 'desc').orderBy('candidature.id', 'desc');
    case 'oldest':
      return query.orderBy(date, 'asc').orderBy('candidature.id', 'asc');
    case 'etat':
      return query
        .orderBy('candidature.etat_candidature_id', 'asc')
        .orderBy(date, 'desc')
        .orderBy('candidature.id', 'desc');
    case 'name':
    case 'name-desc': {
      const direction = order === 'name' ? 'asc' : 'desc';
      // Joined only here, for the order: the filters and the total stay join-free. (A correlated
      // subquery in ORDER BY costs SQLite twice as much on 40,000 rows.) The join keeps the row
      // shape, so the builder is typed as before.
      const joined = query
        .innerJoin('individu as sort_individu', 'sort_individu.id', 'candidature.individu_id')
        .orderBy('sort_individu.search_key', direction)
        .orderBy('candidature.id', direction);
      return joined as unknown as typeof query;
    }
    default:
      return query.orderBy('candidature.id', 'asc');
  }
}

/** Ids of all the matching applications, newest first or in id order. */
export async function findCandidatureIds(
  db: Db,
  dialect: Dialect,
  criteria: CandidatureCriteria,
  order: CandidatureOrder,
): Promise<number[]> {
  const query = filtered(source(db, dialect, criteria.search), criteria).select('candidature.id');
  return (await ordered(query, order, sortsByTeam(dialect, criteria)).execute()).map((r) => r.id);
}

/** One slice of the matching applications' ids, and the count of them all. */
interface IdPage {
  ids: number[];
  total: number;
}

/** How a page is read: the general statement below, or one of the plans it hands over to. */
type PageReader = (
  db: Db,
  dialect: Dialect,
  criteria: CandidatureCriteria,
  order: CandidatureOrder,
  slice: Slice,
) => Promise<IdPage>;

/**
 * One slice of the matching applications and the count of them all, in one statement: the total
 * rides on each row as an uncorrelated subquery, which both databases evaluate once. A slice past
 * the end has no row to carry it, so only then is it counted apart.
 */
export const findCandidaturePage: PageReader = async (db, dialect, criteria, order, slice) => {
  if (dialect === 'sqlite' && criteria.search && (order === 'newest' || order === 'oldest')) {
    return sqliteSearchPage(db, criteria, order, slice);
  }
  if (criteria.cvMatch !== undefined) return cvPage(db, dialect, criteria, order, slice);
  if (dialect === 'sqlite' && (order === 'name' || order === 'name-desc') && walksByName(criteria)) {
    return sqliteNamePage(db, criteria, order, slice);
  }
  // Built from `db`, not from `source`: it reads the outer statement's CTE instead of repeating it.
  const total = filtered(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .as('total');
  const rows = await ordered(
    filtered(source(db, dialect, criteria.search), criteria),
    order,
    sortsByTeam(dialect, criteria),
  )
    .select(['candidature.id', total])
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const first = rows[0];
  if (first) return { ids: rows.map((r) => r.id), total: Number(first.total) };
  return { ids: [], total: slice.offset === 0 ? 0 : await countCandidatures(db, dialect, criteria) };
};

/**
 * A search in date order on SQLite: the total first, counted from the matching individus straight
 * from the trigram index, each joined to its applications by the individu index; then the page by
 * the plan that total makes cheaper (`searchPlan`). Both run on the one connection.
 */
/**
 * Whether a page sorted by name is best found by walking individus in name order (SQLite): when
 * most applications may match, so the walk stops after a page. A filter that keeps few of them (a
 * vacancy, a person, a team's scope, a period, a search) is better read first and sorted.
 */
const walksByName = (c: CandidatureCriteria) =>
  c.scope.kind === 'all' &&
  c.posteVacantId === undefined &&
  c.posteNomKey === undefined &&
  c.individuId === undefined &&
  !c.search &&
  c.cvMatch === undefined &&
  c.since === undefined &&
  c.before === undefined;

/**
 * A page by name on SQLite, individus first: `CROSS JOIN` keeps the tables in the written order,
 * so SQLite walks `individu` down its `search_key` index (migration 1630) and reads each one's
 * applications by the individu index, stopping after the page (0.4 ms on 40,000 applications),
 * instead of joining them all and sorting (6 ms). Same rows, same order, same total as the
 * general statement.
 */
async function sqliteNamePage(
  db: Db,
  criteria: CandidatureCriteria,
  order: 'name' | 'name-desc',
  slice: Slice,
): Promise<IdPage> {
  const direction = order === 'name' ? 'asc' : 'desc';
  const total = filtered(db, criteria)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .as('total');
  const walk = db
    .selectFrom('individu as sort_individu')
    .crossJoin('candidature')
    .whereRef('candidature.individu_id', '=', 'sort_individu.id');
  const rows = await withFilters(walk as unknown as Base, criteria)
    .select(['candidature.id', total])
    .orderBy(sql.ref('sort_individu.search_key'), direction)
    .orderBy('candidature.id', direction)
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  const first = rows[0];
  if (first) return { ids: rows.map((r) => r.id), total: Number(first.total) };
  return { ids: [], total: slice.offset === 0 ? 0 : await countCandidatures(db, 'sqlite', criteria) };
}

async function sqliteSearchPage(
  db: Db,
  criteria: CandidatureCriteria,
  order: CandidatureOrder,
  slice: Slice,
): Promise<IdPage> {
  const counts = await cachedSearchCounts(db, 'sqlite', JSON.stringify(criteria), async () => {
    // Built from `db`: they read the CTE of the statement that carries them.
    const joined = db
      .selectFrom(sql<{ id: number }>`matching`.as('m'))
      .innerJoin('candidature', 'candidature.individu_id', 'm.id');
    const count = (query: Base) => query.select((eb) => eb.fn.countAll<number>().as('n')).$asScalar();
    const row = await source(db, 'sqlite', criteria.search, { inline: true })
      .selectNoFrom([
        count(withFilters(joined as unknown as Base, criteria)).as('total'),
        count(withFilters(db.selectFrom('candidature'), criteria)).as('all'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), all: Number(row.all) };
  });
  const { total } = counts;
  if (total === 0 || slice.offset >= total) return { ids: [], total };
  const plan = searchPlan(total, counts.all, slice);
  const from = plan === 'walk' ? db : source(db, 'sqlite', criteria.search);
  const rows = await ordered(filtered(from, criteria, plan), order, sortsByTeam('sqlite', criteria))
    .select('candidature.id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return { ids: rows.map((r) => r.id), total };
}

/**
 * Below this many applications walked per match, a page of a search in CVs on SQLite asks the
 * full-text index about each application walked (`seek`, about 50 µs each) rather than listing
 * every matching document first (`probe`, about 0.35 µs each): the page of a word in nearly every CV.
 */
const SEEK_RATIO = 150;

/**
 * A search in CVs (§19): its counts once per state of the database (`cachedSearchCounts`), then the
 * page alone, never sorting every match by date.
 * - SQLite: the applications are read in the list's order and each tested (`probe` or `seek`),
 *   stopping after the page, when the matches are many enough for that walk to be short
 *   (`searchPlan`, as the name search), and always for a MEMBRE (its few applications read
 *   through the vacancy index); few matches are joined and sorted (`cvMatch`).
 * - PostgreSQL: its planner already chooses between walking the date index and sorting few
 *   matches; only the total needs help (`withIndexedWords`).
 */
const cvPage: PageReader = async (db, dialect, criteria, order, slice) => {
  const { cvMatch: _match, cvAs, ...named } = criteria;
  const as = (form: 'probe' | 'seek'): CandidatureCriteria => ({
    ...criteria,
    cvMatch: cvAs?.(form) ?? criteria.cvMatch,
  });
  const counts = await cachedSearchCounts(db, dialect, `cv:${JSON.stringify(named)}`, async () => {
    if (dialect === 'postgres') {
      return { total: await withIndexedWords(db, (trx) => countCandidatures(trx, dialect, as('probe'))), all: 0 };
    }
    const count = (query: Base) => query.select((eb) => eb.fn.countAll<number>().as('n')).$asScalar();
    const row = await db
      .selectNoFrom([
        count(withFilters(db.selectFrom('candidature'), as('probe'))).as('total'),
        count(withFilters(db.selectFrom('candidature'), { ...criteria, cvMatch: undefined })).as('all'),
      ])
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), all: Number(row.all) };
  });
  const { total, all } = counts;
  if (total === 0 || slice.offset >= total) return { ids: [], total };
  const team = sortsByTeam(dialect, criteria);
  let chosen = criteria;
  if (dialect === 'sqlite' && (team || searchPlan(total, all, slice) === 'walk')) {
    const walked = ((slice.offset + slice.limit) * all) / total;
    chosen = as(!team && walked * SEEK_RATIO < total ? 'seek' : 'probe');
  }
  const rows = await ordered(filtered(db, chosen), order, team)
    .select('candidature.id')
    .limit(slice.limit)
    .offset(slice.offset)
    .execute();
  return { ids: rows.map((r) => r.id), total };
};

/**
 * PostgreSQL: runs `work` with sequential scans priced out, in its own transaction (`SET LOCAL`
 * ends with it). Counting a word that most CVs hold, the planner prefers reading the whole table
 * and testing each stored tsvector, which it prices as a cheap operator; but the vectors live out
 * of line (TOAST), and reading them all took 115–390 ms for 40,000 texts, against 10–35 ms for
 * the matches listed by the GIN index (exact, no vector read).
 */
function withIndexedWords<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    return work(trx);
  });
}

export async function countCandidatures(db: Db, dialect: Dialect, criteria: CandidatureCriteria): Promise<number> {
  const row = await filtered(source(db, dialect, criteria.search), criteria)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
