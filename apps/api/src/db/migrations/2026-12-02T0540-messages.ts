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
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

/**
 * Contract §20, conversations with candidates:
 * - `modele_message`: a template (`usage` LIBRE, REFUS or ETAT, then `etat_id`, at most one per
 *   status), its subject and body in both languages, Liquid checked at save.
 * - `message`: one message of an application's thread: `sens` SORTANT or ENTRANT, `statut`
 *   PROGRAMME until `prevu_le`, then ENVOYE once handed to the outbox (`outbox_id`), or ANNULE;
 *   ENTRANT ones are RECU, `lu` 0 until staff open the thread. `message_id` is its RFC 5322
 *   Message-ID, which the thread's later messages name in In-Reply-To and References.
 * - `mail_outbox`: a fixed `message_id`, the threading headers, and `auto_submitted` (1 for the
 *   mails the server sends on its own, 0 for a message a person wrote).
 */
export const messages: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('modele_message'), dialect)
      .addColumn('nom', 'varchar(100)', notNull)
      .addColumn('usage', 'varchar(10)', notNull)
      .addColumn('etat_id', 'integer', (c) => c.references('etat_candidature.id').unique())
      .addColumn('sujet_fr', 'varchar(200)', notNull)
      .addColumn('sujet_en', 'varchar(200)', notNull)
      .addColumn('corps_fr', 'text', notNull)
      .addColumn('corps_en', 'text', notNull)
      .addColumn('date_creation', 'varchar(40)', notNull)
      .execute();

    await withId(db.schema.createTable('message'), dialect)
      .addColumn('candidature_id', 'integer', (c) => c.notNull().references('candidature.id'))
      .addColumn('sens', 'varchar(10)', notNull)
      .addColumn('auteur_user_id', 'integer')
      .addColumn('modele_id', 'integer')
      .addColumn('sujet', 'varchar(200)', notNull)
      .addColumn('corps', 'text', notNull)
      .addColumn('statut', 'varchar(10)', notNull)
      .addColumn('prevu_le', 'varchar(40)')
      .addColumn('envoye_le', 'varchar(40)')
      .addColumn('recu_le', 'varchar(40)')
      .addColumn('lu', 'integer', flag)
      .addColumn('expediteur_different', 'integer', flag)
      .addColumn('erreur', 'varchar(500)')
      .addColumn('message_id', 'varchar(250)', notNull)
      .addColumn('outbox_id', 'integer')
      .addColumn('date_creation', 'varchar(40)', notNull)
      .execute();
    await db.schema.createIndex('message_candidature_id_idx').on('message').columns(['candidature_id', 'id']).execute();
    await db.schema.createIndex('message_due_idx').on('message').columns(['statut', 'prevu_le']).execute();
    await db.schema.createIndex('message_unread_idx').on('message').columns(['lu', 'sens']).execute();

    await db.schema.alterTable('mail_outbox').addColumn('message_id', 'varchar(250)').execute();
    await db.schema.alterTable('mail_outbox').addColumn('in_reply_to', 'varchar(250)').execute();
    await db.schema.alterTable('mail_outbox').addColumn('references_header', 'text').execute();
    await db.schema
      .alterTable('mail_outbox')
      .addColumn('auto_submitted', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  },

  async down(db) {
    for (const column of ['auto_submitted', 'references_header', 'in_reply_to', 'message_id'])
      await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
    await db.schema.dropTable('message').execute();
    await db.schema.dropTable('modele_message').execute();
  },
};
