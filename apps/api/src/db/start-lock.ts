import { sql } from 'kysely';
import type { DatabaseHandle } from './index.js';

/** Any constant shared by every instance of this application ("rp-start" in ASCII). */
const START_LOCK = 0x72702d7374617274n;

/**
 * Runs the start-up preparation (migrations, reference data, first admin, demo data) in one
 * instance at a time: several instances started together on a new PostgreSQL database would
 * otherwise all find the reference tables empty and insert them twice. A session advisory lock,
 * held on one connection while the work runs on the others; PostgreSQL releases it by itself if
 * the process dies. SQLite serves one process, so it needs none.
 */
export async function withStartLock<T>({ db, dialect }: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (dialect !== 'postgres') return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${START_LOCK})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${START_LOCK})`.execute(connection);
    }
  });
}
