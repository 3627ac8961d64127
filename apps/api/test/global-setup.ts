import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { parseDatabaseUrl } from '../src/config/index.js';
import { createDatabase, migrateToLatest } from '../src/db/index.js';
import { seedReference } from '../src/seed/reference.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * A database migrated and seeded with the reference data once for the whole run, that
     * createTestApp copies instead of migrating a new one per test file: a SQLite file, or the
     * name of a PostgreSQL database to use as `CREATE DATABASE … TEMPLATE`.
     */
    testTemplate: { kind: 'sqlite'; file: string } | { kind: 'postgres'; name: string } | null;
  }
}

/** Runs once per `vitest run`, before any test file: builds the template database. */
export default async function setup(project: TestProject) {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = `rp_template_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    // Every connection to it must be closed before it can serve as a template.
    const handle = createDatabase(parseDatabaseUrl(url.toString()));
    await migrateToLatest(handle);
    await seedReference(handle.db);
    await handle.db.destroy();
    project.provide('testTemplate', { kind: 'postgres', name });
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'rp-template-'));
  const file = join(dir, 'template.db');
  const handle = createDatabase({ kind: 'sqlite', file });
  await migrateToLatest(handle);
  await seedReference(handle.db);
  await handle.db.destroy();
  // Closed cleanly, the file holds everything (no write-ahead log left beside it to copy).
  if (existsSync(`${file}-wal`)) throw new Error('the template database left its write-ahead log behind');
  project.provide('testTemplate', { kind: 'sqlite', file });
  return () => rmSync(dir, { recursive: true, force: true });
}
