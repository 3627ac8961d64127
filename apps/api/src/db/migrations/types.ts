import type { Kysely } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** A migration receives the dialect so that one file serves both databases. */
export interface PortableMigration {
  // biome-ignore lint/suspicious/noExplicitAny: migrations are frozen and must not depend on today's types.
  up(db: Kysely<any>, dialect: Dialect): Promise<void>;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  down(db: Kysely<any>, dialect: Dialect): Promise<void>;
}
