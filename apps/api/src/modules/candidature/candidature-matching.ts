import { type QueryCreator, sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { Database } from '../../db/schema.js';
import type { Slice } from '../../lib/pagination.js';

/** `%`, `_` and the escape character itself are matched literally in a contains-search. */
const ESCAPE = '\\';
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, `${ESCAPE}$&`)}%`;

/** Trigram indexes (FTS5 `trigram`, `pg_trgm`) serve fragments of at least this many characters. */
const TRIGRAM = 3;

/**
 * The individus whose `search_key` contains the fragment. On SQLite a fragment of three characters
 * or more is looked up in the trigram table `individu_fts` as a phrase: its consecutive trigrams,
 * that is the fragment itself, anywhere in the key (quoted, so `%`, `_`, `\` and FTS5's own
 * syntax are plain characters; keys and fragments are both folded, so the tokenizer's case folding
 * changes nothing). Shorter fragments, and PostgreSQL, keep the LIKE; there the planner answers it
 * from the `pg_trgm` GIN index when the migration could create it.
 */
function matchingIndividus(db: Db, dialect: Dialect, search: string) {
  if (dialect === 'sqlite' && [...search].length >= TRIGRAM) {
    const phrase = `"${search.replace(/"/g, '""')}"`;
    return db
      .selectFrom(
        sql<{ id: number }>`(select rowid as id from individu_fts where individu_fts match ${phrase})`.as('f'),
      )
      .select('f.id');
  }
  return db
    .selectFrom('individu')
    .select('individu.id')
    .where(sql<boolean>`${sql.ref('individu.search_key')} like ${likePattern(search)} escape ${ESCAPE}`);
}

/**
 * Where every statement of a list starts. A search names its individus once, in the CTE `matching`,
 * that the page and its total both read. SQLite must materialise it when a statement reads it
 * twice, or it would search the individus once per use (`inline` when it reads it once: a join
 * straight from the index, without the copy); PostgreSQL must inline it, so that its planner can
 * walk the date index and stop after the page instead of joining every match.
 */
export function source(
  db: Db,
  dialect: Dialect,
  search: string | undefined,
  options: { inline?: boolean } = {},
): QueryCreator<Database> {
  if (!search) return db;
  const inline = dialect === 'postgres' || options.inline === true;
  return db.with(
    (cte) => (inline ? cte('matching').notMaterialized() : cte('matching').materialized()),
    () => matchingIndividus(db, dialect, search),
  );
}

/**
 * The search as a test of one application's individu, by its key: what a walk down the date index
 * asks of each application it meets (a primary-key read and a LIKE on one short key each).
 */
export function individuMatches(search: string) {
  return sql<boolean>`exists (select 1 from individu as walk_individu
    where walk_individu.id = ${sql.ref('candidature.individu_id')}
    and walk_individu.search_key like ${likePattern(search)} escape ${ESCAPE})`;
}

/**
 * How SQLite finds a page of a search in date order, once it knows the total of the matches
 * (`total`) among the `all` applications the other filters keep:
 * - `walk`: down the date index, testing each application's individu (`individuMatches`), stopping
 *   after the page: about `(offset + limit) × all / total` entries, cheap when the matches are many;
 * - `index`: every match through the individu index, then sorted: about `total` entries, cheap
 *   when they are few (a walk for a rare name would read the whole date index).
 * SQLite keeps no statistics here, so it cannot weigh this itself.
 */
export function searchPlan(total: number, all: number, slice: Slice): 'walk' | 'index' {
  return (slice.offset + slice.limit) * all < total * total ? 'walk' : 'index';
}

/** Counts of a search: its matches and all the applications its other filters keep. */
export interface SearchCounts {
  total: number;
  all: number;
}

/** Searches whose counts one database keeps at most; past it, the cache starts again empty. */
const MAX_COUNTS = 500;
const countsOf = new WeakMap<Db, { version: string; counts: Map<string, SearchCounts> }>();

/**
 * The counts of a search (by name, or in CVs: `key` tells them apart), computed once per state of
 * the database. A page of a search costs a few applications read, its total every match (a
 * recruiter paging through one search, or many asking the same, would count them again each time).
 * The state, read before counting, so that a count is kept only while no write has happened since
 * it began, and any write anywhere starts the cache again:
 * - SQLite: the rows this connection changed (`total_changes()`, triggers included) with
 *   `data_version`, which moves when another connection commits;
 * - PostgreSQL: the current snapshot (`xmin:xmax:running transactions`), which moves when any
 *   transaction of the server takes an id or ends; two equal snapshots see the same rows.
 */
export async function cachedSearchCounts(
  db: Db,
  dialect: Dialect,
  key: string,
  count: () => Promise<SearchCounts>,
): Promise<SearchCounts> {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ v: string }>`select total_changes() || ':' || data_version as v from pragma_data_version`.execute(
          db,
        )
      : await sql<{ v: string }>`select pg_current_snapshot()::text as v`.execute(db);
  const version = rows[0]?.v;
  if (version === undefined) return count();
  let cache = countsOf.get(db);
  if (!cache || cache.version !== version || cache.counts.size >= MAX_COUNTS) {
    cache = { version, counts: new Map() };
    countsOf.set(db, cache);
  }
  const known = cache.counts.get(key);
  if (known) return known;
  const counts = await count();
  cache.counts.set(key, counts);
  return counts;
}
