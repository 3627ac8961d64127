import type { PortableMigration } from './types.js';

/**
 * Contract §17: the language of the page an application was sent from (`candidature.langue`), and a
 * vacancy's optional English name and description. `users.langue` (the language a person reads) is
 * added by the hiring-team migration (1420), which runs first.
 */
export const twoLanguages: PortableMigration = {
  async up(db) {
    await db.schema
      .alterTable('candidature')
      .addColumn('langue', 'varchar(2)', (c) => c.notNull().defaultTo('fr'))
      .execute();
    await db.schema.alterTable('poste_vacant').addColumn('nom_en', 'varchar(200)').execute();
    await db.schema.alterTable('poste_vacant').addColumn('descriptif_en', 'text').execute();
  },
  async down(db) {
    await db.schema.alterTable('poste_vacant').dropColumn('descriptif_en').execute();
    await db.schema.alterTable('poste_vacant').dropColumn('nom_en').execute();
    await db.schema.alterTable('candidature').dropColumn('langue').execute();
  },
};
