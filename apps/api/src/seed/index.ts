import type { Config } from '../config/index.js';
import { type DatabaseHandle, migrateToLatest } from '../db/index.js';
import { today } from '../lib/clock.js';
import type { FileStorage } from '../storage/index.js';
import { type AdminSeed, ensureAdmin } from './admin.js';
import { seedDemoData } from './demo.js';
import { seedDemoApplications } from './demo-applications.js';
import { seedReference } from './reference.js';

export interface PreparedDatabase {
  /** True when this start created the schema. */
  fresh: boolean;
  admin: AdminSeed;
  /** Demo vacancies and applications created by this start (0 on every later start). */
  demo: { vacancies: number; applications: number };
}

/**
 * Everything a start needs before serving: schema, reference data, first admin, and demo data on a
 * new database (vacancies, and applications with their files in `storage`). Safe to run on every start: a second run adds nothing.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  config: Config,
  storage: FileStorage,
  { withAdmin = true } = {},
): Promise<PreparedDatabase> {
  const { fresh } = await migrateToLatest(handle);
  await seedReference(handle.db);
  // The server passes false and creates the admin once it listens (see server.ts).
  const admin: AdminSeed = withAdmin ? await ensureAdmin(handle.db, config.admin) : { kind: 'none' };
  const demo = { vacancies: 0, applications: 0 };
  if (fresh && config.demoData !== false) {
    const date = today(config.timeZone);
    demo.vacancies = await seedDemoData(handle.db, date);
    demo.applications = await seedDemoApplications(handle.db, storage, date);
  }
  return { fresh, admin, demo };
}
