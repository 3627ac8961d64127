import type { PortableMigration } from './types.js';

/**
 * Issue 19's open fault: the apply flow and the workflow found the statuses they rely on by their
 * label (`etat_key`), so renaming « envoyée » in the back office made every later application fail.
 * They now find them by a stable code that a rename never touches: `ENVOYEE` (a new application)
 * and `CONSULTEE` (its sheet opened by staff). Existing rows get their code from today's label; a
 * fresh database gets them from the seed (seed/reference.ts), which runs after the migrations.
 */
export const etatCodes: PortableMigration = {
  async up(db) {
    await db.schema.alterTable('etat_candidature').addColumn('code', 'varchar(20)').execute();
    await db.schema
      .createIndex('etat_candidature_code_unique')
      .unique()
      .on('etat_candidature')
      .column('code')
      .execute();
    // The keys (`toKey`: NFC, trimmed, lower-cased) of the seeded labels, frozen here.
    for (const [code, key] of [
      ['ENVOYEE', 'envoyée'],
      ['CONSULTEE', 'consultée par le recruteur'],
    ] as const) {
      await db.updateTable('etat_candidature').set({ code }).where('etat_key', '=', key).execute();
    }
  },
  async down(db) {
    await db.schema.dropIndex('etat_candidature_code_unique').execute();
    await db.schema.alterTable('etat_candidature').dropColumn('code').execute();
  },
};
