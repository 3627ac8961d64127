import type { ColumnDefinitionBuilder } from 'kysely';
import type { PortableMigration } from './types.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Contract §18, job alerts:
 * - `alerte`: a saved search of `/offre` for an address (`criteres`: JSON of the list's filters),
 *   its frequency and language; `confirme_le` null until the double opt-in link is followed (its
 *   token stored hashed in `jeton_hash`, valid until `jeton_expire`); `actif` 0 once unsubscribed;
 *   `expire_le` 24 months ahead, renewed by the management calls; `cle_sel` salts the HMAC of the
 *   management and unsubscribe links (nothing in the database opens them: the key is the server's);
 *   `dernier_envoi` the last digest.
 * - `alerte_offre`: each vacancy found for an alert, once (unique pair: never sent twice), and
 *   when it left (`envoye_le`, null while waiting for the next digest).
 * - `alerte_vue`: the alert job's view of the vacancies open to the public, with what the criteria
 *   read of each (`document`, JSON): a vacancy that appears (created open, session opened) or whose
 *   document changes (edited) is matched against the alerts.
 * - `mail_outbox.list_unsubscribe`: the one-click unsubscribe URL of an alert mail (RFC 8058).
 */
export const jobAlerts: PortableMigration = {
  async up(db, dialect) {
    const table = db.schema.createTable('alerte');
    await (dialect === 'sqlite'
      ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    )
      .addColumn('email', 'varchar(254)', notNull)
      .addColumn('email_key', 'varchar(254)', notNull)
      .addColumn('criteres', 'text', notNull)
      .addColumn('frequence', 'varchar(12)', notNull)
      .addColumn('langue', 'varchar(5)', notNull)
      .addColumn('actif', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('date_creation', 'varchar(40)', notNull)
      .addColumn('confirme_le', 'varchar(40)')
      .addColumn('jeton_hash', 'varchar(128)', (c) => c.unique())
      .addColumn('jeton_expire', 'varchar(40)')
      .addColumn('cle_sel', 'varchar(64)', notNull)
      .addColumn('expire_le', 'varchar(40)', notNull)
      .addColumn('dernier_envoi', 'varchar(40)')
      .execute();
    await db.schema.createIndex('alerte_email_key_idx').on('alerte').columns(['email_key', 'date_creation']).execute();
    await db.schema.createIndex('alerte_confirme_le_idx').on('alerte').column('confirme_le').execute();
    await db.schema.createIndex('alerte_expire_le_idx').on('alerte').column('expire_le').execute();

    await db.schema
      .createTable('alerte_offre')
      .addColumn('alerte_id', 'integer', (c) => c.notNull().references('alerte.id').onDelete('cascade'))
      .addColumn('poste_vacant_id', 'integer', (c) => c.notNull().references('poste_vacant.id').onDelete('cascade'))
      .addColumn('trouve_le', 'varchar(40)', notNull)
      .addColumn('envoye_le', 'varchar(40)')
      .addPrimaryKeyConstraint('alerte_offre_pk', ['alerte_id', 'poste_vacant_id'])
      .execute();
    await db.schema
      .createIndex('alerte_offre_envoye_le_idx')
      .on('alerte_offre')
      .columns(['envoye_le', 'alerte_id'])
      .execute();
    await db.schema
      .createIndex('alerte_offre_poste_vacant_id_idx')
      .on('alerte_offre')
      .column('poste_vacant_id')
      .execute();

    await db.schema
      .createTable('alerte_vue')
      .addColumn('poste_vacant_id', 'integer', (c) => c.primaryKey().references('poste_vacant.id').onDelete('cascade'))
      .addColumn('document', 'text', notNull)
      .addColumn('visible_depuis', 'varchar(40)', notNull)
      .execute();

    await db.schema.alterTable('mail_outbox').addColumn('list_unsubscribe', 'varchar(500)').execute();
  },

  async down(db) {
    await db.schema.alterTable('mail_outbox').dropColumn('list_unsubscribe').execute();
    await db.schema.dropTable('alerte_vue').execute();
    await db.schema.dropTable('alerte_offre').execute();
    await db.schema.dropTable('alerte').execute();
  },
};
