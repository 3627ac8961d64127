import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, sql } from 'kysely';
import type { Dialect, PortableMigration } from './types.js';

// biome-ignore lint/suspicious/noExplicitAny: frozen migration, independent of the app's types.
type Db = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: see above.
type Table = CreateTableBuilder<any, any>;

function withId(table: Table, dialect: Dialect): Table {
  // SQLite aliases the rowid only for exactly `integer primary key`.
  return dialect === 'sqlite'
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
const ref = (target: string) => (c: ColumnDefinitionBuilder) => c.notNull().references(target);
const optionalRef = (target: string) => (c: ColumnDefinitionBuilder) => c.references(target);

const TABLES = [
  'historique_etat',
  'document_candidature',
  'candidature',
  'users',
  'role',
  'individu',
  'poste_vacant',
  'session_candidature',
  'poste_de_travail',
  'nom_document',
  'etat_candidature',
  'type_contrat',
  'civilite',
  'pays',
];

async function index(db: Db, table: string, columns: string[], unique = false) {
  let builder = db.schema
    .createIndex(`${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`)
    .on(table)
    .columns(columns);
  if (unique) builder = builder.unique();
  await builder.execute();
}

export const initial: PortableMigration = {
  async up(db, dialect) {
    const create = (name: string) => withId(db.schema.createTable(name), dialect);

    await create('pays')
      .addColumn('designation', 'varchar(120)', notNull)
      .addColumn('designation_key', 'varchar(120)', (c) => c.notNull().unique())
      .addColumn('abreviation', 'varchar(10)', notNull)
      .addColumn('code', 'varchar(2)', (c) => c.notNull().unique())
      .execute();
    await create('civilite')
      .addColumn('designation', 'varchar(60)', notNull)
      .addColumn('designation_key', 'varchar(60)', (c) => c.notNull().unique())
      .addColumn('abreviation', 'varchar(10)', notNull)
      .execute();
    await create('type_contrat')
      .addColumn('type', 'varchar(60)', notNull)
      .addColumn('type_key', 'varchar(60)', (c) => c.notNull().unique())
      .execute();
    await create('etat_candidature')
      .addColumn('etat', 'varchar(100)', notNull)
      .addColumn('etat_key', 'varchar(100)', (c) => c.notNull().unique())
      .execute();
    await create('nom_document')
      .addColumn('nom', 'varchar(100)', notNull)
      .addColumn('nom_key', 'varchar(100)', (c) => c.notNull().unique())
      .execute();
    await create('poste_de_travail')
      .addColumn('reference', 'varchar(50)', notNull)
      .addColumn('reference_key', 'varchar(50)', (c) => c.notNull().unique())
      .addColumn('nom', 'varchar(150)', notNull)
      .addColumn('nom_key', 'varchar(150)', notNull)
      .execute();
    await create('session_candidature')
      .addColumn('reference', 'varchar(50)', notNull)
      .addColumn('reference_key', 'varchar(50)', (c) => c.notNull().unique())
      .addColumn('date_ouverture', 'varchar(10)', notNull)
      .addColumn('date_cloture', 'varchar(10)', notNull)
      .addColumn('status', 'integer', (c) => c.notNull().check(sql`status in (0, 1)`))
      .execute();
    await create('poste_vacant')
      .addColumn('nom', 'varchar(200)', notNull)
      .addColumn('nom_key', 'varchar(200)', notNull)
      .addColumn('descriptif', 'text', notNull)
      .addColumn('poste_id', 'integer', ref('poste_de_travail.id'))
      .addColumn('session_id', 'integer', ref('session_candidature.id'))
      .addColumn('type_contrat_id', 'integer', ref('type_contrat.id'))
      .execute();
    await create('individu')
      .addColumn('nom', 'varchar(100)', notNull)
      .addColumn('prenom', 'varchar(100)', notNull)
      .addColumn('email', 'varchar(254)', notNull)
      .addColumn('email_key', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('telephone', 'varchar(40)', notNull)
      .addColumn('pays_id', 'integer', optionalRef('pays.id'))
      .addColumn('civilite_id', 'integer', optionalRef('civilite.id'))
      .addColumn('date_de_naissance', 'varchar(10)')
      .addColumn('adresse', 'varchar(255)')
      .addColumn('cp', 'varchar(20)')
      .addColumn('ville', 'varchar(120)')
      .addColumn('created_at', 'varchar(40)', notNull)
      .execute();
    await create('role')
      .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
      .execute();
    await create('users')
      .addColumn('email', 'varchar(254)', notNull)
      .addColumn('email_key', 'varchar(254)', (c) => c.notNull().unique())
      .addColumn('password_hash', 'varchar(255)', notNull)
      .addColumn('role_id', 'integer', ref('role.id'))
      .addColumn('individu_id', 'integer', (c) => c.notNull().unique().references('individu.id'))
      .addColumn('date_creation', 'varchar(40)', notNull)
      .execute();
    await create('candidature')
      .addColumn('individu_id', 'integer', ref('individu.id'))
      .addColumn('poste_vacant_id', 'integer', ref('poste_vacant.id'))
      .addColumn('etat_candidature_id', 'integer', ref('etat_candidature.id'))
      .addColumn('date_candidature', 'varchar(40)', notNull)
      .addUniqueConstraint('candidature_individu_poste_uq', ['individu_id', 'poste_vacant_id'])
      .execute();
    await create('document_candidature')
      .addColumn('candidature_id', 'integer', ref('candidature.id'))
      .addColumn('nom_document_id', 'integer', ref('nom_document.id'))
      .addColumn('nom_fichier', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('nom_original', 'varchar(255)', notNull)
      .addColumn('taille', 'integer', notNull)
      .addColumn('type_mime', 'varchar(120)', notNull)
      .execute();
    await create('historique_etat')
      .addColumn('candidature_id', 'integer', ref('candidature.id'))
      .addColumn('etat_candidature_id', 'integer', ref('etat_candidature.id'))
      .addColumn('user_id', 'integer', optionalRef('users.id'))
      .addColumn('date_changement', 'varchar(40)', notNull)
      .execute();

    // One index per foreign key and per list filter.
    await index(db, 'poste_de_travail', ['nom_key']);
    await index(db, 'session_candidature', ['status', 'date_ouverture', 'date_cloture']);
    await index(db, 'poste_vacant', ['poste_id']);
    await index(db, 'poste_vacant', ['session_id']);
    await index(db, 'poste_vacant', ['type_contrat_id']);
    await index(db, 'poste_vacant', ['nom_key']);
    await index(db, 'individu', ['pays_id']);
    await index(db, 'individu', ['civilite_id']);
    await index(db, 'users', ['role_id']);
    await index(db, 'candidature', ['poste_vacant_id']);
    await index(db, 'candidature', ['etat_candidature_id']);
    await index(db, 'candidature', ['date_candidature']);
    await index(db, 'document_candidature', ['candidature_id']);
    await index(db, 'document_candidature', ['nom_document_id']);
    await index(db, 'historique_etat', ['candidature_id']);
    await index(db, 'historique_etat', ['etat_candidature_id']);
    await index(db, 'historique_etat', ['user_id']);
  },

  async down(db) {
    for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
  },
};
