import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test/helpers.js';
import { loadConfig } from '../config/index.js';
import { prepareDatabase } from '../seed/index.js';
import { createStorage } from '../storage/index.js';
import { createDatabase, type DatabaseHandle } from './index.js';
import { withStartLock } from './start-lock.js';

/**
 * Several instances starting at once on a new PostgreSQL database (a first deployment, a restart
 * of the whole cluster): each prepares the database through its own pool, as separate processes do.
 */
let handles: DatabaseHandle[] = [];
let drop: () => Promise<void>;
let url: string;
beforeAll(async () => {
  const postgres = await freshPostgres(process.env.TEST_DATABASE_URL ?? '');
  ({ url, drop } = postgres);
});
afterAll(async () => {
  await Promise.all(handles.map((h) => h.db.destroy()));
  await drop();
});

describe('withStartLock', () => {
  it('lets three instances prepare one new database together: reference data and admin once', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin@lock.test',
      ADMIN_PASSWORD: 'Lock-Passw0rd',
      DEMO_DATA: 'false',
    });
    handles = [0, 1, 2].map(() => createDatabase(config.database));
    const storage = await createStorage(config.storage);
    const prepared = await Promise.all(handles.map((h) => withStartLock(h, () => prepareDatabase(h, config, storage))));
    expect(prepared.filter((p) => p.fresh)).toHaveLength(1);
    const db = handles[0]!.db;
    // CANDIDAT, ADMIN and the staff roles of §14, once each.
    expect(await db.selectFrom('role').select('name').execute()).toHaveLength(4);
    expect(await db.selectFrom('users').select('id').where('email', '=', 'admin@lock.test').execute()).toHaveLength(1);
  });
});
