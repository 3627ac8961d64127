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
 * Interviews (§15): an interview of an application with its proposed slots and its staff
 * participants; the personal calendar feed of a staff member (a random salt from which the feed's
 * address is derived, so no address is stored); and an optional iCalendar part on an outbox
 * message. Instants are ISO-8601 UTC text, as everywhere.
 */
export const entretiens: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('entretien'), dialect)
      .addColumn('candidature_id', 'integer', (c) => c.notNull().references('candidature.id').onDelete('cascade'))
      .addColumn('statut', 'varchar(10)', notNull)
      .addColumn('lieu', 'varchar(500)', notNull)
      // The picked slot (null while proposed).
      .addColumn('debut', 'varchar(40)')
      .addColumn('duree', 'integer')
      // When it happens, or its first slot while proposed: the order of agendas and the link's end.
      .addColumn('date_tri', 'varchar(40)', notNull)
      .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('uid', 'varchar(120)', (c) => c.notNull().unique())
      // The candidate's link, hashed (sha-256 hex).
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      // The 24-hour reminder went out (null: not yet, or moved since).
      .addColumn('rappel_envoye_at', 'varchar(40)')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'varchar(40)', notNull)
      .addColumn('updated_at', 'varchar(40)', notNull)
      .execute();
    await db.schema.createIndex('entretien_candidature_id_idx').on('entretien').column('candidature_id').execute();
    await db.schema.createIndex('entretien_date_tri_idx').on('entretien').columns(['date_tri']).execute();

    await withId(db.schema.createTable('entretien_creneau'), dialect)
      .addColumn('entretien_id', 'integer', (c) => c.notNull().references('entretien.id').onDelete('cascade'))
      .addColumn('debut', 'varchar(40)', notNull)
      .addColumn('duree', 'integer', notNull)
      .execute();
    await db.schema
      .createIndex('entretien_creneau_entretien_id_idx')
      .on('entretien_creneau')
      .column('entretien_id')
      .execute();

    await db.schema
      .createTable('entretien_participant')
      .addColumn('entretien_id', 'integer', (c) => c.notNull().references('entretien.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('entretien_participant_pk', ['entretien_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('entretien_participant_user_id_idx')
      .on('entretien_participant')
      .column('user_id')
      .execute();

    await db.schema
      .createTable('calendrier_flux')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('salt', 'varchar(64)', notNull)
      .addColumn('created_at', 'varchar(40)', notNull)
      .execute();

    // An invitation rides with its message: METHOD (REQUEST, CANCEL) and the iCalendar text.
    await db.schema.alterTable('mail_outbox').addColumn('calendar_method', 'varchar(10)').execute();
    await db.schema.alterTable('mail_outbox').addColumn('calendar_body', 'text').execute();
  },

  async down(db) {
    await db.schema.alterTable('mail_outbox').dropColumn('calendar_body').execute();
    await db.schema.alterTable('mail_outbox').dropColumn('calendar_method').execute();
    for (const table of ['calendrier_flux', 'entretien_participant', 'entretien_creneau', 'entretien']) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
