import { type Kysely, sql } from 'kysely';
import type { PortableMigration } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: frozen migration, independent of the app's types.
type Db = Kysely<any>;

/**
 * PostgreSQL: creates `pg_trgm` if this role may (trusted extension since PostgreSQL 13: the
 * database owner can), inside a savepoint, so that a refusal leaves the migration's transaction
 * usable. Answers whether the extension is there.
 */
async function ensurePgTrgm(db: Db): Promise<boolean> {
  const installed = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db))
      .rows[0]?.n === 1;
  if (await installed()) return true;
  const { rows } = await sql<{ may: boolean }>`select
      exists (select 1 from pg_available_extensions where name = 'pg_trgm')
      and has_database_privilege(current_database(), 'CREATE') as may`.execute(db);
  if (!rows[0]?.may) return false;
  const savepoint = db.isTransaction;
  if (savepoint) await sql`savepoint individu_trigram`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    if (savepoint) await sql`release savepoint individu_trigram`.execute(db);
    return true;
  } catch {
    if (savepoint) await sql`rollback to savepoint individu_trigram`.execute(db);
    return false;
  }
}

/**
 * The admin search matches a fragment anywhere in `individu.search_key` (`LIKE '%frag%'`), which
 * no B-tree serves: every key was read on each search. A trigram index answers it for fragments
 * of three characters or more (shorter ones keep the plain LIKE, correct but scanning).
 * - SQLite: an FTS5 table with the trigram tokenizer over `search_key` (external content: the
 *   keys stay in `individu`, the index only), kept by triggers whoever writes, rebuilt here.
 * - PostgreSQL: a GIN `gin_trgm_ops` index, which the planner uses for the LIKE as it is. Without
 *   the right to create `pg_trgm` the migration skips the index: the search stays correct.
 */
export const individuTrigram: PortableMigration = {
  async up(db, dialect) {
    if (dialect === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE individu_fts USING fts5(
        search_key, content='individu', content_rowid='id', tokenize='trigram'
      )`.execute(db);
      await sql`CREATE TRIGGER individu_fts_ai AFTER INSERT ON individu BEGIN
        INSERT INTO individu_fts(rowid, search_key) VALUES (new.id, new.search_key); END`.execute(db);
      await sql`CREATE TRIGGER individu_fts_ad AFTER DELETE ON individu BEGIN
        INSERT INTO individu_fts(individu_fts, rowid, search_key) VALUES ('delete', old.id, old.search_key);
        END`.execute(db);
      await sql`CREATE TRIGGER individu_fts_au AFTER UPDATE OF search_key ON individu BEGIN
        INSERT INTO individu_fts(individu_fts, rowid, search_key) VALUES ('delete', old.id, old.search_key);
        INSERT INTO individu_fts(rowid, search_key) VALUES (new.id, new.search_key); END`.execute(db);
      await sql`INSERT INTO individu_fts(individu_fts) VALUES ('rebuild')`.execute(db);
    } else if (await ensurePgTrgm(db)) {
      await sql`CREATE INDEX individu_search_key_trgm_idx ON individu USING gin (search_key gin_trgm_ops)`.execute(db);
    }
  },

  async down(db, dialect) {
    if (dialect === 'sqlite') {
      for (const t of ['ai', 'ad', 'au']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`individu_fts_${t}`)}`.execute(db);
      await sql`DROP TABLE IF EXISTS individu_fts`.execute(db);
    } else {
      // The extension stays: other objects may use it, and dropping it needs to own it.
      await sql`DROP INDEX IF EXISTS individu_search_key_trgm_idx`.execute(db);
    }
  },
};
