import type { PortableMigration } from './types.js';

/**
 * Contract §22: where every application came from, first touch. `candidature.canal` is one of
 * SITE, ALERTE, FLUX, COOPTATION, VIVIER, SPONTANEE, AUTRE (the applications received before it
 * are SITE's: the careers site was the only way in), `source_detail` what names it within its
 * channel (a feed's name, an unknown `utm_source`), at most 100 characters. The reports count the
 * hires by the status of code `ACCEPTEE`, coded here from today's label as ENVOYEE and CONSULTEE
 * were (2026-11-25T1620); a fresh database gets it from the seed.
 */
export const source: PortableMigration = {
  async up(db) {
    await db.schema
      .alterTable('candidature')
      .addColumn('canal', 'varchar(20)', (c) => c.notNull().defaultTo('SITE'))
      .execute();
    await db.schema.alterTable('candidature').addColumn('source_detail', 'varchar(100)').execute();
    // The key (`toKey`: NFC, trimmed, lower-cased) of the seeded label, frozen here.
    await db.updateTable('etat_candidature').set({ code: 'ACCEPTEE' }).where('etat_key', '=', 'acceptée').execute();
  },
  async down(db) {
    await db.updateTable('etat_candidature').set({ code: null }).where('code', '=', 'ACCEPTEE').execute();
    await db.schema.alterTable('candidature').dropColumn('source_detail').execute();
    await db.schema.alterTable('candidature').dropColumn('canal').execute();
  },
};
