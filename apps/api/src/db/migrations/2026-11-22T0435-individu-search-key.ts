import { type Kysely, sql } from 'kysely';
import type { PortableMigration } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: frozen migration, independent of the app's types.
type Db = Kysely<any>;

/*
 * Frozen copy of `toSearchKey` and `individuSearchKey` (src/lib/keys.ts) as they were when this
 * migration was written: a migration must give the same result whatever the app code becomes.
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
const searchKey = (row: { nom: string; prenom: string; email: string }) =>
  [`${row.nom} ${row.prenom}`, `${row.prenom} ${row.nom}`, row.email].map(fold).join('\n');

/** Rows per UPDATE: 3 bound values each, well under SQLite's and PostgreSQL's limits. */
const BATCH = 500;

async function backfill(db: Db): Promise<void> {
  let last = 0;
  for (;;) {
    const rows: { id: number; nom: string; prenom: string; email: string }[] = await db
      .selectFrom('individu')
      .select(['id', 'nom', 'prenom', 'email'])
      .where('id', '>', last)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    // One statement per batch rather than one per row: 20,000 rows take well under a second.
    const cases = sql.join(
      rows.map((r) => sql`when ${r.id} then ${searchKey(r)}`),
      sql` `,
    );
    await db
      .updateTable('individu')
      .set({ search_key: sql`case ${sql.ref('id')} ${cases} end` })
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    last = rows.at(-1)?.id ?? last;
  }
}

/**
 * `individu.search_key`: name, first name and e-mail folded (case, accents, spaces) in one column,
 * so that the admin search matches one column once instead of three with `lower()`, which folds
 * ASCII only on SQLite. Nullable in SQL (SQLite cannot add a NOT NULL column without a default);
 * every insert writes it and the backfill below fills the existing rows.
 */
export const individuSearchKey: PortableMigration = {
  async up(db, dialect) {
    const run = async (trx: Db) => {
      await trx.schema.alterTable('individu').addColumn('search_key', 'text').execute();
      await backfill(trx);
      // The page of a search reads the date of each matching application from this index alone.
      await trx.schema
        .createIndex('candidature_individu_id_date_candidature_idx')
        .on('candidature')
        .columns(['individu_id', 'date_candidature'])
        .execute();
    };
    // The migrator already runs each migration in a transaction on PostgreSQL, not on SQLite: there
    // it gets one here, so that a failure cannot leave the column added and half filled.
    await (dialect === 'sqlite' ? db.transaction().execute(run) : run(db));
  },

  async down(db) {
    await db.schema.dropIndex('candidature_individu_id_date_candidature_idx').execute();
    await db.schema.alterTable('individu').dropColumn('search_key').execute();
  },
};
