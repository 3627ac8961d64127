import type { ColumnDefinitionBuilder } from 'kysely';
import type { PortableMigration } from './types.js';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const userRef = (c: ColumnDefinitionBuilder) => c.notNull().references('users.id').onDelete('cascade');

/**
 * Contract §23, a second factor and sessions one can end:
 * - `mfa_totp`: an account's TOTP authenticator (one at most), its secret encrypted with a key
 *   derived from the server's secret (`secret_chiffre`), `confirme_le` null while pending, and the
 *   last time step a code was accepted for (`dernier_pas`: a code is refused the second time).
 * - `mfa_code_secours`: the ten recovery codes, SHA-256 hashed, each used once (`utilise_le`).
 * - `mfa_ticket`: the second step of a sign-in (hashed, 5 minutes, 5 tries, single use).
 * - `reglage_securite`: the admin's security settings (`mfaObligatoire`), one row per key.
 * - `session_ouverte`: each session signed in (its token's `jti`), when it was opened and last seen,
 *   the address and a short name of the device; it goes when the session expires or the account.
 */
export const mfa: PortableMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('mfa_totp')
      .addColumn('user_id', 'integer', (c) => userRef(c).primaryKey())
      .addColumn('secret_chiffre', 'varchar(200)', notNull)
      .addColumn('cree_le', 'varchar(40)', notNull)
      .addColumn('confirme_le', 'varchar(40)')
      .addColumn('dernier_pas', 'integer')
      .execute();

    const codes = db.schema.createTable('mfa_code_secours');
    await (dialect === 'sqlite'
      ? codes.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : codes.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    )
      .addColumn('user_id', 'integer', userRef)
      .addColumn('code_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('utilise_le', 'varchar(40)')
      .execute();
    await db.schema.createIndex('mfa_code_secours_user_id_idx').on('mfa_code_secours').column('user_id').execute();

    await db.schema
      .createTable('mfa_ticket')
      .addColumn('ticket_hash', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', userRef)
      .addColumn('expire_le', 'varchar(40)', notNull)
      .addColumn('essais', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('utilise_le', 'varchar(40)')
      .execute();
    await db.schema.createIndex('mfa_ticket_user_id_idx').on('mfa_ticket').column('user_id').execute();
    await db.schema.createIndex('mfa_ticket_expire_le_idx').on('mfa_ticket').column('expire_le').execute();

    await db.schema
      .createTable('reglage_securite')
      .addColumn('cle', 'varchar(40)', (c) => c.primaryKey())
      .addColumn('valeur', 'varchar(200)', notNull)
      .execute();

    const sessions = db.schema.createTable('session_ouverte');
    await (dialect === 'sqlite'
      ? sessions.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      : sessions.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    )
      .addColumn('jti', 'varchar(36)', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', userRef)
      .addColumn('cree_le', 'varchar(40)', notNull)
      .addColumn('vue_le', 'varchar(40)', notNull)
      .addColumn('expire_le', 'varchar(40)', notNull)
      .addColumn('ip', 'varchar(45)')
      .addColumn('appareil', 'varchar(60)', notNull)
      .execute();
    await db.schema.createIndex('session_ouverte_user_id_idx').on('session_ouverte').column('user_id').execute();
    await db.schema.createIndex('session_ouverte_expire_le_idx').on('session_ouverte').column('expire_le').execute();
  },

  async down(db) {
    await db.schema.dropTable('session_ouverte').execute();
    await db.schema.dropTable('reglage_securite').execute();
    await db.schema.dropTable('mfa_ticket').execute();
    await db.schema.dropTable('mfa_code_secours').execute();
    await db.schema.dropTable('mfa_totp').execute();
  },
};
