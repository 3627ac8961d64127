import type { PortableMigration } from './types.js';

/**
 * The pipeline board of one vacancy (contract §12) lists a status column of that vacancy newest
 * first, and counts it: one index answers both without reading a table row. Without it SQLite
 * walks the whole status through `(etat_candidature_id, date_candidature)` and reads every row to
 * check the vacancy (27 ms instead of 0.03 ms on the 40,000 applications of the benchmark).
 */
export const pipelineIndexes: PortableMigration = {
  async up(db) {
    await db.schema
      .createIndex('candidature_vacancy_etat_date_idx')
      .on('candidature')
      .columns(['poste_vacant_id', 'etat_candidature_id', 'date_candidature'])
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('candidature_vacancy_etat_date_idx').execute();
  },
};
