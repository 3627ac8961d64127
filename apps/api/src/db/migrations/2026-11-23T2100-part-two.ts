import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect, PortableMigration } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: frozen migration, independent of the app's types.
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Table = CreateTableBuilder<any, any>;

function withId(table: Table, dialect: Dialect): Table {
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);

async function index(db: Db, table: string, columns: string[], unique = false) {
  let builder = db.schema
    .createIndex(`${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`)
    .on(table)
    .columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

const NEW_TABLES = [
  'mail_outbox',
  'account_token',
  'revoked_token',
  'audit_log',
  'note_candidature',
  'job_lease',
  'file_deletion',
];

/**
 * Part two of the contract (§9–§13): the mail outbox, account tokens, revoked sessions, the audit
 * trail, recruiter notes, job leases and the durable file-deletion queue; new columns on users
 * (verified e-mail, last sign-in, sessions cut-off), individu (talent-pool consent) and poste_vacant
 * (place, publication date). Instants are ISO-8601 UTC text, booleans 0/1, as in the first schema.
 */
export const partTwo: PortableMigration = {
  async up(db, dialect) {
    const create = (name: string) => withId(db.schema.createTable(name), dialect);

    await db.schema.alterTable('users').addColumn('email_verifie', 'integer', flag).execute();
    await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(40)').execute();
    // Tokens issued before this instant are refused (password reset, erasure).
    await db.schema.alterTable('users').addColumn('sessions_not_before', 'varchar(40)').execute();
    // Accounts that exist before e-mail verification: admins come from configuration (verified);
    // candidates registered before mail existed keep their access.
    await db.updateTable('users').set({ email_verifie: 1 }).execute();

    await db.schema.alterTable('individu').addColumn('consentement_vivier', 'integer', flag).execute();
    await db.schema.alterTable('individu').addColumn('consentement_vivier_date', 'varchar(40)').execute();

    await db.schema.alterTable('poste_vacant').addColumn('lieu', 'varchar(120)').execute();
    await db.schema.alterTable('poste_vacant').addColumn('lieu_key', 'varchar(120)').execute();
    await db.schema.alterTable('poste_vacant').addColumn('date_publication', 'varchar(40)').execute();
    await db.updateTable('poste_vacant').set({ date_publication: new Date().toISOString() }).execute();
    await index(db, 'poste_vacant', ['lieu_key']);
    await index(db, 'poste_vacant', ['date_publication']);

    await create('mail_outbox')
      .addColumn('kind', 'varchar(40)', notNull)
      .addColumn('to_address', 'varchar(254)', notNull)
      .addColumn('subject', 'varchar(300)', notNull)
      .addColumn('text_body', 'text', notNull)
      .addColumn('html_body', 'text', notNull)
      // A message carrying a secret link: its body is never shown in the back office.
      .addColumn('sensitive', 'integer', flag)
      .addColumn('state', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      .addColumn('attempts', 'integer', flag)
      .addColumn('next_attempt_at', 'varchar(40)', notNull)
      .addColumn('last_error', 'varchar(500)')
      .addColumn('locked_until', 'varchar(40)')
      .addColumn('locked_by', 'varchar(80)')
      .addColumn('individu_id', 'integer')
      .addColumn('created_at', 'varchar(40)', notNull)
      .addColumn('sent_at', 'varchar(40)')
      .execute();
    await index(db, 'mail_outbox', ['state', 'next_attempt_at']);
    await index(db, 'mail_outbox', ['individu_id']);
    await index(db, 'mail_outbox', ['created_at']);

    await create('account_token')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'varchar(20)', notNull)
      .addColumn('token_hash', 'varchar(128)', (c) => c.notNull().unique())
      .addColumn('expires_at', 'varchar(40)', notNull)
      .addColumn('used_at', 'varchar(40)')
      .addColumn('created_at', 'varchar(40)', notNull)
      .execute();
    await index(db, 'account_token', ['user_id']);

    await db.schema
      .createTable('revoked_token')
      .addColumn('jti', 'varchar(64)', (c) => c.primaryKey())
      .addColumn('expires_at', 'varchar(40)', notNull)
      .execute();
    await index(db, 'revoked_token', ['expires_at']);

    await create('audit_log')
      .addColumn('created_at', 'varchar(40)', notNull)
      .addColumn('actor_user_id', 'integer')
      .addColumn('actor_email', 'varchar(254)')
      .addColumn('action', 'varchar(60)', notNull)
      .addColumn('target_type', 'varchar(40)', notNull)
      .addColumn('target_id', 'integer')
      // The person the line is about; set to null (and the label anonymised) when they are erased.
      .addColumn('individu_id', 'integer')
      .addColumn('label', 'varchar(300)')
      .addColumn('details', 'text')
      .execute();
    await index(db, 'audit_log', ['created_at']);
    await index(db, 'audit_log', ['individu_id']);

    await create('note_candidature')
      .addColumn('candidature_id', 'integer', (c) => c.notNull().references('candidature.id').onDelete('cascade'))
      .addColumn('auteur_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('auteur_email', 'varchar(254)', notNull)
      .addColumn('texte', 'text', notNull)
      .addColumn('date_creation', 'varchar(40)', notNull)
      .execute();
    await index(db, 'note_candidature', ['candidature_id']);

    await db.schema
      .createTable('job_lease')
      .addColumn('name', 'varchar(60)', (c) => c.primaryKey())
      .addColumn('owner', 'varchar(80)')
      .addColumn('locked_until', 'varchar(40)', notNull)
      .addColumn('last_run_at', 'varchar(40)')
      .execute();

    await db.schema
      .createTable('file_deletion')
      .addColumn('nom_fichier', 'varchar(200)', (c) => c.primaryKey())
      .addColumn('attempts', 'integer', flag)
      .addColumn('next_attempt_at', 'varchar(40)', notNull)
      .addColumn('last_error', 'varchar(500)')
      .execute();

    // Sorting and counting the admin lists by status and date without a table scan.
    await index(db, 'candidature', ['etat_candidature_id', 'date_candidature']);
  },

  async down(db) {
    for (const name of [
      'candidature_etat_candidature_id_date_candidature_idx',
      'poste_vacant_lieu_key_idx',
      'poste_vacant_date_publication_idx',
    ]) {
      await db.schema.dropIndex(name).ifExists().execute();
    }
    for (const table of NEW_TABLES) await db.schema.dropTable(table).ifExists().execute();
    for (const [table, column] of [
      ['users', 'email_verifie'],
      ['users', 'last_login_at'],
      ['users', 'sessions_not_before'],
      ['individu', 'consentement_vivier'],
      ['individu', 'consentement_vivier_date'],
      ['poste_vacant', 'lieu'],
      ['poste_vacant', 'lieu_key'],
      ['poste_vacant', 'date_publication'],
    ] as const) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  },
};
