import type { Config } from '../../config/index.js';
import { today } from '../../lib/clock.js';
import { type DatabaseHandle, migrateToLatest } from '../index.js';
import { type AdminSeed, ensureAdmin } from './admin.js';
import { seedDemoData } from './demo.js';
import { seedReference } from './reference.js';

export interface PreparedDatabase {
  /** True when this start created the schema. */
  fresh: boolean;
  admin: AdminSeed;
  /** Number of demo vacancies created by this start (0 on every later start). */
  demoVacancies: number;
}

/**
 * Everything a start needs before serving: schema, reference data, first admin, and demo data on a
 * new database. Safe to run on every start: a second run adds nothing.
 */
export async function prepareDatabase(handle: DatabaseHandle, config: Config): Promise<PreparedDatabase> {
  const { fresh } = await migrateToLatest(handle);
  await seedReference(handle.db);
  const admin = await ensureAdmin(handle.db, config.admin);
  const demo = fresh && config.demoData !== false;
  const demoVacancies = demo ? await seedDemoData(handle.db, today(config.timeZone)) : 0;
  return { fresh, admin, demoVacancies };
}
