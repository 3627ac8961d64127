import type { PortableMigration } from './types.js';

/**
 * Personal data (§10): erasing a person forgets their e-mail on the audit lines where they acted
 * (their export) and the retention purge finds the people to erase; both look up by these
 * columns, which would otherwise be a scan per person.
 */
export const personalDataIndexes: PortableMigration = {
  async up(db) {
    await db.schema.createIndex('audit_log_actor_email_idx').on('audit_log').column('actor_email').execute();
    await db.schema.createIndex('individu_created_at_idx').on('individu').column('created_at').execute();
  },
  async down(db) {
    await db.schema.dropIndex('audit_log_actor_email_idx').ifExists().execute();
    await db.schema.dropIndex('individu_created_at_idx').ifExists().execute();
  },
};
