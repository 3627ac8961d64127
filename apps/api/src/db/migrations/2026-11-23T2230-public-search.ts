import { type Kysely, sql } from 'kysely';
import type { PortableMigration } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: frozen migration, independent of the app's types.
type Db = Kysely<any>;

/*
 * Frozen copy of `vacancySearchText` (src/lib/search-text.ts) as it was when this migration was
 * written: the vacancy's name and the text of its description, tags removed, folded (case, accents).
 */
const fold = (value: string) =>
  value
    .normalize('NFKD')
    .toLocaleLowerCase('fr-FR')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/\s+/g, ' ')
    .trim();
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };
const text = (html: string) =>
  html.replace(/<[^>]*>/g, ' ').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? ' ');
const searchText = (nom: string, descriptif: string) => fold(`${nom} ${text(descriptif)}`);

/** Tables whose rows change what the public pages show: each write bumps the version. */
const PUBLIC_TABLES = ['poste_vacant', 'session_candidature', 'poste_de_travail', 'type_contrat'];

async function backfill(db: Db): Promise<void> {
  const rows: { id: number; nom: string; descriptif: string }[] = await db
    .selectFrom('poste_vacant')
    .select(['id', 'nom', 'descriptif'])
    .execute();
  for (const row of rows) {
    await db
      .updateTable('poste_vacant')
      .set({ search_text: searchText(row.nom, row.descriptif) })
      .where('id', '=', row.id)
      .execute();
  }
}

/**
 * Contract §11: full-text search of the open vacancies and a cache of public reads that every
 * instance can trust.
 * - `poste_vacant.search_text`: name and description text, folded by the app on each write. SQLite
 *   indexes it with FTS5 (an external-content table kept by triggers); PostgreSQL with a GIN index
 *   on its `simple` tsvector. Folding in the app keeps both free of extensions (unaccent, pg_trgm)
 *   and gives both the same matches.
 * - `public_data_version`: one row whose counter triggers raise on any write to the tables the
 *   public pages show, whoever writes; each instance compares it with the version of its cache.
 */
export const publicSearch: PortableMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('poste_vacant').addColumn('search_text', 'text').execute();
    await backfill(db);
    await db.schema
      .createTable('public_data_version')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.insertInto('public_data_version').values({ id: 1, version: 0 }).execute();

    if (dialect === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE poste_vacant_fts USING fts5(
        search_text, content='poste_vacant', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
      )`.execute(db);
      await sql`CREATE TRIGGER poste_vacant_fts_ai AFTER INSERT ON poste_vacant BEGIN
        INSERT INTO poste_vacant_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
      await sql`CREATE TRIGGER poste_vacant_fts_ad AFTER DELETE ON poste_vacant BEGIN
        INSERT INTO poste_vacant_fts(poste_vacant_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
        END`.execute(db);
      await sql`CREATE TRIGGER poste_vacant_fts_au AFTER UPDATE OF search_text ON poste_vacant BEGIN
        INSERT INTO poste_vacant_fts(poste_vacant_fts, rowid, search_text) VALUES ('delete', old.id, old.search_text);
        INSERT INTO poste_vacant_fts(rowid, search_text) VALUES (new.id, new.search_text); END`.execute(db);
      await sql`INSERT INTO poste_vacant_fts(poste_vacant_fts) VALUES ('rebuild')`.execute(db);
      for (const table of PUBLIC_TABLES) {
        for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
          await sql`CREATE TRIGGER ${sql.raw(`${table}_${event.toLowerCase()}_public_version`)}
            AFTER ${sql.raw(event)} ON ${sql.table(table)} BEGIN
            UPDATE public_data_version SET version = version + 1 WHERE id = 1; END`.execute(db);
        }
      }
    } else {
      await sql`CREATE INDEX poste_vacant_search_idx ON poste_vacant
        USING gin (to_tsvector('simple', coalesce(search_text, '')))`.execute(db);
      await sql`CREATE FUNCTION bump_public_data_version() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN UPDATE public_data_version SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`.execute(db);
      for (const table of PUBLIC_TABLES) {
        await sql`CREATE TRIGGER ${sql.raw(`${table}_public_version`)}
          AFTER INSERT OR UPDATE OR DELETE ON ${sql.table(table)}
          FOR EACH STATEMENT EXECUTE FUNCTION bump_public_data_version()`.execute(db);
      }
    }
  },

  async down(db, dialect) {
    if (dialect === 'sqlite') {
      for (const table of PUBLIC_TABLES) {
        for (const event of ['insert', 'update', 'delete']) {
          await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_${event}_public_version`)}`.execute(db);
        }
      }
      for (const t of ['ai', 'ad', 'au'])
        await sql`DROP TRIGGER IF EXISTS ${sql.raw(`poste_vacant_fts_${t}`)}`.execute(db);
      await sql`DROP TABLE IF EXISTS poste_vacant_fts`.execute(db);
    } else {
      for (const table of PUBLIC_TABLES) {
        await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_public_version`)} ON ${sql.table(table)}`.execute(db);
      }
      await sql`DROP FUNCTION IF EXISTS bump_public_data_version()`.execute(db);
      await sql`DROP INDEX IF EXISTS poste_vacant_search_idx`.execute(db);
    }
    await db.schema.dropTable('public_data_version').execute();
    await db.schema.alterTable('poste_vacant').dropColumn('search_text').execute();
  },
};
