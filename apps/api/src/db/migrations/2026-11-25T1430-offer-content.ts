import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import type { Dialect, PortableMigration } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: frozen migration, independent of the app's types.
type Table = CreateTableBuilder<any, any>;

function withId(table: Table, dialect: Dialect): Table {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Contract §16, what an offer must say:
 * - `poste_vacant`: pay range (`salaire_min`, `salaire_max`, `salaire_periode` AN/MOIS/HEURE, null
 *   for the vacancies from before), `salaire_max_annuel` (the maximum as a yearly figure, written by
 *   the app, what the `salaireMin` filter compares) and `teletravail` (NON/PARTIEL/TOTAL).
 * - `question_poste_vacant`: the screening questions of a vacancy, in order (`choix`, `attendu`:
 *   JSON text). The public pages read them, so writes raise the public data version as the
 *   vacancy's own do (migration 2230).
 * - `reponse_candidature`: the answers given with an application, with the question as it was
 *   asked (its text and type): replacing a vacancy's questions never changes what was answered.
 * - `candidature.criteres_non_remplis`: an answer missed an expected one (0/1, filterable).
 */
export const offerContent: PortableMigration = {
  async up(db, dialect) {
    const alter = () => db.schema.alterTable('poste_vacant');
    await alter().addColumn('salaire_min', 'integer').execute();
    await alter().addColumn('salaire_max', 'integer').execute();
    await alter().addColumn('salaire_periode', 'varchar(5)').execute();
    await alter().addColumn('salaire_max_annuel', 'bigint').execute();
    await alter()
      .addColumn('teletravail', 'varchar(7)', (c) => c.notNull().defaultTo('NON'))
      .execute();
    await db.schema
      .createIndex('poste_vacant_salaire_max_annuel_idx')
      .on('poste_vacant')
      .column('salaire_max_annuel')
      .execute();

    await withId(db.schema.createTable('question_poste_vacant'), dialect)
      .addColumn('poste_vacant_id', 'integer', (c) => c.notNull().references('poste_vacant.id').onDelete('cascade'))
      .addColumn('ordre', 'integer', notNull)
      .addColumn('libelle', 'varchar(300)', notNull)
      .addColumn('type', 'varchar(7)', notNull)
      .addColumn('choix', 'text', notNull)
      .addColumn('obligatoire', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('attendu', 'text')
      .execute();
    await db.schema
      .createIndex('question_poste_vacant_poste_vacant_id_idx')
      .on('question_poste_vacant')
      .columns(['poste_vacant_id', 'ordre'])
      .execute();

    await withId(db.schema.createTable('reponse_candidature'), dialect)
      .addColumn('candidature_id', 'integer', (c) => c.notNull().references('candidature.id').onDelete('cascade'))
      // No foreign key: the question may be replaced later; the answer keeps its text and type.
      .addColumn('question_id', 'integer', notNull)
      .addColumn('ordre', 'integer', notNull)
      .addColumn('libelle', 'varchar(300)', notNull)
      .addColumn('type', 'varchar(7)', notNull)
      .addColumn('valeur', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('reponse_candidature_candidature_id_idx')
      .on('reponse_candidature')
      .column('candidature_id')
      .execute();

    await db.schema
      .alterTable('candidature')
      .addColumn('criteres_non_remplis', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('candidature_criteres_non_remplis_idx')
      .on('candidature')
      .columns(['criteres_non_remplis', 'date_candidature'])
      .execute();

    // The public question list is cached with the public pages: its writes raise the version.
    if (dialect === 'sqlite') {
      for (const event of ['INSERT', 'UPDATE', 'DELETE']) {
        await sql`CREATE TRIGGER ${sql.raw(`question_poste_vacant_${event.toLowerCase()}_public_version`)}
          AFTER ${sql.raw(event)} ON question_poste_vacant BEGIN
          UPDATE public_data_version SET version = version + 1 WHERE id = 1; END`.execute(db);
      }
    } else {
      await sql`CREATE TRIGGER question_poste_vacant_public_version
        AFTER INSERT OR UPDATE OR DELETE ON question_poste_vacant
        FOR EACH STATEMENT EXECUTE FUNCTION bump_public_data_version()`.execute(db);
    }
  },

  async down(db, dialect) {
    if (dialect === 'sqlite') {
      for (const event of ['insert', 'update', 'delete']) {
        await sql`DROP TRIGGER IF EXISTS ${sql.raw(`question_poste_vacant_${event}_public_version`)}`.execute(db);
      }
    }
    await db.schema.dropIndex('candidature_criteres_non_remplis_idx').execute();
    await db.schema.alterTable('candidature').dropColumn('criteres_non_remplis').execute();
    await db.schema.dropTable('reponse_candidature').execute();
    await db.schema.dropTable('question_poste_vacant').execute();
    await db.schema.dropIndex('poste_vacant_salaire_max_annuel_idx').execute();
    for (const column of ['teletravail', 'salaire_max_annuel', 'salaire_periode', 'salaire_max', 'salaire_min']) {
      await db.schema.alterTable('poste_vacant').dropColumn(column).execute();
    }
  },
};
