import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect, PortableMigration } from './types.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on today's types.
const withId = (table: CreateTableBuilder<any, any>, dialect: Dialect) =>
  dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());

/**
 * Contract §23, keys and webhooks for the company's other tools:
 * - `api_cle`: a key by its SHA-256 (`hash`; the key itself is shown once and kept nowhere),
 *   `debut` its first characters to tell keys apart, `droits` comma-separated, the admin it acts as
 *   (`cree_par_user_id`), its expiry and revocation, and its last use (to the minute).
 * - `webhook`: a target URL, the events it asked for (comma-separated) and its signing secret
 *   (`whsec_…`: needed to sign, so kept as it is).
 * - `webhook_livraison`: one event for one webhook, written in the transaction of the event (an
 *   outbox): its body, state, next attempt and the claim of the instance sending it.
 * - `webhook_tentative`: each attempt (status code, duration, error), for the delivery log.
 */
export const integrations: PortableMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('api_cle'), dialect)
      .addColumn('nom', 'varchar(100)', notNull)
      .addColumn('debut', 'varchar(20)', notNull)
      .addColumn('hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('droits', 'varchar(200)', notNull)
      .addColumn('cree_par_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('cree_le', 'varchar(40)', notNull)
      .addColumn('expire_le', 'varchar(40)')
      .addColumn('revoquee_le', 'varchar(40)')
      .addColumn('derniere_utilisation', 'varchar(40)')
      .execute();

    await withId(db.schema.createTable('webhook'), dialect)
      .addColumn('url', 'varchar(500)', notNull)
      .addColumn('evenements', 'varchar(200)', notNull)
      .addColumn('secret', 'varchar(100)', notNull)
      .addColumn('cree_par_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('cree_le', 'varchar(40)', notNull)
      .execute();

    await withId(db.schema.createTable('webhook_livraison'), dialect)
      .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhook.id').onDelete('cascade'))
      .addColumn('message_id', 'varchar(60)', (c) => c.notNull().unique())
      .addColumn('type', 'varchar(40)', notNull)
      .addColumn('corps', 'text', notNull)
      .addColumn('cree_le', 'varchar(40)', notNull)
      .addColumn('etat', 'varchar(12)', notNull)
      .addColumn('tentatives', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('prochain_essai', 'varchar(40)')
      .addColumn('locked_by', 'varchar(80)')
      .addColumn('locked_until', 'varchar(40)')
      .execute();
    await db.schema
      .createIndex('webhook_livraison_due_idx')
      .on('webhook_livraison')
      .columns(['etat', 'prochain_essai'])
      .execute();
    await db.schema
      .createIndex('webhook_livraison_webhook_idx')
      .on('webhook_livraison')
      .columns(['webhook_id', 'id'])
      .execute();

    await withId(db.schema.createTable('webhook_tentative'), dialect)
      .addColumn('livraison_id', 'integer', (c) => c.notNull().references('webhook_livraison.id').onDelete('cascade'))
      .addColumn('date', 'varchar(40)', notNull)
      .addColumn('code_http', 'integer')
      .addColumn('duree_ms', 'integer', notNull)
      .addColumn('erreur', 'varchar(500)')
      .execute();
    await db.schema
      .createIndex('webhook_tentative_livraison_idx')
      .on('webhook_tentative')
      .column('livraison_id')
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('webhook_tentative').execute();
    await db.schema.dropTable('webhook_livraison').execute();
    await db.schema.dropTable('webhook').execute();
    await db.schema.dropTable('api_cle').execute();
  },
};
