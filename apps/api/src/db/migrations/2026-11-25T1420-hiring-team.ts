import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
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
 * Contract §14, the hiring team: accounts gain `actif`, `langue` and `invitation_en_attente` (an
 * invited staff account exists at once but cannot sign in until it accepts); the team of each
 * vacancy (`equipe_poste_vacant`, the table every scoped read goes through, keyed by user first);
 * the scorecards: criteria per vacancy, one evaluation per evaluator and application, one note per
 * criterion. The roles RECRUTEUR and MEMBRE are rows of `role` added by the seed.
 */
export const hiringTeam: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .alterTable('users')
      .addColumn('actif', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('langue', 'varchar(2)', (c) => c.notNull().defaultTo('fr'))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('invitation_en_attente', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();

    await db.schema
      .createTable('equipe_poste_vacant')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('poste_vacant_id', 'integer', (c) => c.notNull().references('poste_vacant.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('equipe_poste_vacant_pk', ['user_id', 'poste_vacant_id'])
      .execute();
    await db.schema
      .createIndex('equipe_poste_vacant_poste_vacant_id_idx')
      .on('equipe_poste_vacant')
      .column('poste_vacant_id')
      .execute();

    await withId(db.schema.createTable('critere_evaluation'), dialect)
      .addColumn('poste_vacant_id', 'integer', (c) => c.notNull().references('poste_vacant.id').onDelete('cascade'))
      .addColumn('libelle', 'varchar(120)', notNull)
      .addColumn('position', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('critere_evaluation_poste_vacant_id_idx')
      .on('critere_evaluation')
      .column('poste_vacant_id')
      .execute();

    await withId(db.schema.createTable('evaluation'), dialect)
      .addColumn('candidature_id', 'integer', (c) => c.notNull().references('candidature.id').onDelete('cascade'))
      .addColumn('auteur_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('avis', 'varchar(10)', notNull)
      .addColumn('commentaire', 'text')
      .addColumn('date_evaluation', 'varchar(40)', notNull)
      .execute();
    await db.schema
      .createIndex('evaluation_candidature_id_auteur_user_id_uq')
      .on('evaluation')
      .columns(['candidature_id', 'auteur_user_id'])
      .unique()
      .execute();
    await db.schema.createIndex('evaluation_auteur_user_id_idx').on('evaluation').column('auteur_user_id').execute();

    await db.schema
      .createTable('evaluation_note')
      .addColumn('evaluation_id', 'integer', (c) => c.notNull().references('evaluation.id').onDelete('cascade'))
      .addColumn('critere_id', 'integer', (c) => c.notNull().references('critere_evaluation.id').onDelete('cascade'))
      .addColumn('note', 'integer', notNull)
      .addPrimaryKeyConstraint('evaluation_note_pk', ['evaluation_id', 'critere_id'])
      .execute();
    await db.schema.createIndex('evaluation_note_critere_id_idx').on('evaluation_note').column('critere_id').execute();
  },

  async down(db) {
    for (const table of ['evaluation_note', 'evaluation', 'critere_evaluation', 'equipe_poste_vacant']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
    for (const column of ['actif', 'langue', 'invitation_en_attente']) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
  },
};
