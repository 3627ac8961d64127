import { type Kysely, sql } from 'kysely';
import type { PortableMigration } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: frozen migration, independent of the app's types.
type Db = Kysely<any>;

/*
 * Frozen copies of the keys as they were when this migration was written (src/modules/cv):
 * the phone as its `+` and digits, the name as "nom|prénom" folded (case, accents, spaces).
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
const phoneKey = (telephone: string) => telephone.replace(/[^\d+]/g, '').slice(0, 32);
const nameKey = (row: { nom: string; prenom: string }) => `${fold(row.nom)}|${fold(row.prenom)}`.slice(0, 500);

const BATCH = 500;

async function backfillKeys(db: Db): Promise<void> {
  let last = 0;
  for (;;) {
    const rows: { id: number; nom: string; prenom: string; telephone: string }[] = await db
      .selectFrom('individu')
      .select(['id', 'nom', 'prenom', 'telephone'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((r) => r.id);
    const phones = sql.join(
      rows.map((r) => sql`when ${r.id} then ${phoneKey(r.telephone)}`),
      sql` `,
    );
    const names = sql.join(
      rows.map((r) => sql`when ${r.id} then ${nameKey(r)}`),
      sql` `,
    );
    await db
      .updateTable('individu')
      .set({
        telephone_key: sql`case ${sql.ref('id')} ${phones} end`,
        nom_prenom_key: sql`case ${sql.ref('id')} ${names} end`,
      })
      .where('id', 'in', ids)
      .execute();
    last = rows.at(-1)?.id ?? last;
  }
}

/**
 * What the CV says (§19).
 * - `cv_texte`: one row per uploaded document, queued `pending` in the transaction that records
 *   it, then read in the background (`done`, `empty` when it holds no text, `failed`). Its text
 *   goes with its document (ON DELETE CASCADE: erasure and retention delete the documents).
 *   Existing documents are queued here.
 * - Word search: SQLite, the FTS5 table `cv_fts` over `texte` (external content, tokenizer
 *   unicode61 removing diacritics: case and accents ignored), kept by triggers; PostgreSQL, a
 *   GIN index of `texte_tsv`, the stored `simple` tsvector of `texte_plie`, the text folded (case,
 *   accents) with everything but letters and digits made a space, which the server writes (no
 *   extension needed).
 * - Duplicates: `individu.telephone_key` and `individu.nom_prenom_key`, indexed, filled here.
 */
export const cvText: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('cv_texte')
      .addColumn('document_id', 'integer', (c) =>
        c.primaryKey().references('document_candidature.id').onDelete('cascade'),
      )
      .addColumn('candidature_id', 'integer', (c) => c.notNull().references('candidature.id').onDelete('cascade'))
      .addColumn('etat', 'varchar(16)', (c) => c.notNull())
      .addColumn('tentatives', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('texte', 'text')
      .addColumn('texte_plie', 'text')
      .addColumn('date_maj', 'varchar(40)', (c) => c.notNull())
      .execute();
    // Partial: only the queue (a full index of `etat` would lure the planner away from the
    // application index when reading the texts of a page of results).
    await db.schema
      .createIndex('cv_texte_pending_idx')
      .on('cv_texte')
      .column('document_id')
      .where(sql.ref('etat'), '=', 'pending')
      .execute();
    await db.schema.createIndex('cv_texte_candidature_idx').on('cv_texte').column('candidature_id').execute();
    const now = new Date().toISOString();
    await sql`insert into cv_texte (document_id, candidature_id, etat, tentatives, date_maj)
      select id, candidature_id, 'pending', 0, ${now} from document_candidature`.execute(db);
    if (dialect === 'sqlite') {
      await sql`CREATE VIRTUAL TABLE cv_fts USING fts5(
        texte, content='cv_texte', content_rowid='document_id', tokenize='unicode61 remove_diacritics 2'
      )`.execute(db);
      await sql`CREATE TRIGGER cv_fts_ai AFTER INSERT ON cv_texte BEGIN
        INSERT INTO cv_fts(rowid, texte) VALUES (new.document_id, new.texte); END`.execute(db);
      await sql`CREATE TRIGGER cv_fts_ad AFTER DELETE ON cv_texte BEGIN
        INSERT INTO cv_fts(cv_fts, rowid, texte) VALUES ('delete', old.document_id, old.texte); END`.execute(db);
      await sql`CREATE TRIGGER cv_fts_au AFTER UPDATE OF texte ON cv_texte BEGIN
        INSERT INTO cv_fts(cv_fts, rowid, texte) VALUES ('delete', old.document_id, old.texte);
        INSERT INTO cv_fts(rowid, texte) VALUES (new.document_id, new.texte); END`.execute(db);
    } else {
      // Stored, not an expression index: a plan that reads many rows (a word in every CV) then
      // reads the vectors instead of computing one per text.
      await sql`ALTER TABLE cv_texte ADD COLUMN texte_tsv tsvector
        GENERATED ALWAYS AS (to_tsvector('simple', coalesce(texte_plie, ''))) STORED`.execute(db);
      await sql`CREATE INDEX cv_texte_tsv_idx ON cv_texte USING gin (texte_tsv)`.execute(db);
    }

    await db.schema.alterTable('individu').addColumn('telephone_key', 'varchar(40)').execute();
    await db.schema.alterTable('individu').addColumn('nom_prenom_key', 'varchar(500)').execute();
    await backfillKeys(db);
    await db.schema.createIndex('individu_telephone_key_idx').on('individu').column('telephone_key').execute();
    await db.schema.createIndex('individu_nom_prenom_key_idx').on('individu').column('nom_prenom_key').execute();
  },

  async down(db, dialect) {
    await db.schema.dropIndex('individu_telephone_key_idx').ifExists().execute();
    await db.schema.dropIndex('individu_nom_prenom_key_idx').ifExists().execute();
    await db.schema.alterTable('individu').dropColumn('telephone_key').execute();
    await db.schema.alterTable('individu').dropColumn('nom_prenom_key').execute();
    if (dialect === 'sqlite') {
      for (const t of ['ai', 'ad', 'au']) await sql`DROP TRIGGER IF EXISTS ${sql.raw(`cv_fts_${t}`)}`.execute(db);
      await sql`DROP TABLE IF EXISTS cv_fts`.execute(db);
    }
    await db.schema.dropTable('cv_texte').ifExists().execute();
  },
};
