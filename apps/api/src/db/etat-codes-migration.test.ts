import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test/helpers.js';
import { createDatabase, type DatabaseHandle, migrateToLatest } from './index.js';
import { migrations } from './migrations/index.js';

/**
 * Migration 1620 on a database that already holds its statuses (seeded before the codes existed,
 * one of them renamed by its admin): the two statuses the workflow relies on get their codes from
 * their seeded labels; the others, and a renamed one, get none. SQLite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */
let handle: DatabaseHandle;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const fresh = await freshPostgres(pgUrl);
    handle = createDatabase({ kind: 'postgres', url: fresh.url });
    cleanup = async () => {
      await handle.db.destroy();
      await fresh.drop();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'rp-etat-codes-'));
    handle = createDatabase({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
    cleanup = async () => {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    };
  }
});
afterAll(() => cleanup?.());

class Provider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(migrations).map(([name, m]) => [
        name,
        { up: (db) => m.up(db, handle.dialect), down: (db) => m.down(db, handle.dialect) },
      ]),
    );
  }
}

describe('migration 1620 (etat_candidature.code)', () => {
  it('codes « envoyée » and « consultée par le recruteur » of an existing database, and nothing else', async () => {
    const migrator = new Migrator({ db: handle.db, provider: new Provider() });
    const before = await migrator.migrateTo('2026-11-25T1510-two-languages');
    expect(before.error).toBeUndefined();
    // As the seed wrote them before the codes; « Acceptée » renamed by an admin since.
    await handle.db
      .insertInto('etat_candidature')
      .values(
        ['envoyée', 'consultée par le recruteur', 'En cours de traitement', 'Refusée', 'Validée'].map((etat) => ({
          etat,
          etat_key: etat.toLocaleLowerCase('fr-FR'),
        })),
      )
      .execute();
    await migrateToLatest(handle);
    const rows = await handle.db.selectFrom('etat_candidature').select(['etat', 'code']).orderBy('id').execute();
    expect(rows).toEqual([
      { etat: 'envoyée', code: 'ENVOYEE' },
      { etat: 'consultée par le recruteur', code: 'CONSULTEE' },
      { etat: 'En cours de traitement', code: null },
      { etat: 'Refusée', code: null },
      { etat: 'Validée', code: null },
    ]);
    // One status per code.
    await expect(
      handle.db.updateTable('etat_candidature').set({ code: 'ENVOYEE' }).where('etat', '=', 'Refusée').execute(),
    ).rejects.toThrow();
  });
});
