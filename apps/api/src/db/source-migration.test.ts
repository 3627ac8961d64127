import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres } from '../../test/helpers.js';
import { makeIndividu, makeOpenVacancy } from '../seed/factories.js';
import { createDatabase, type DatabaseHandle, migrateToLatest } from './index.js';
import { migrations } from './migrations/index.js';

/**
 * Migration 2026-12-02T0510 (§22) on a database that already holds applications and its statuses:
 * every application received before it is SITE's with no detail, and « Acceptée » gets the code
 * ACCEPTEE. SQLite, or PostgreSQL with TEST_DATABASE_URL.
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
    const dir = mkdtempSync(join(tmpdir(), 'rp-source-'));
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

describe('migration 2026-12-02T0510 (candidature.canal, source_detail)', () => {
  it('makes the existing applications SITE and codes « Acceptée » ACCEPTEE', async () => {
    const migrator = new Migrator({ db: handle.db, provider: new Provider() });
    const before = await migrator.migrateTo('2026-11-25T1630-individu-name-order');
    expect(before.error).toBeUndefined();
    await handle.db
      .insertInto('etat_candidature')
      .values(
        ['envoyée', 'consultée par le recruteur', 'Acceptée'].map((etat) => ({
          etat,
          etat_key: etat.toLocaleLowerCase('fr-FR'),
        })),
      )
      .execute();
    const etat = (await handle.db.selectFrom('etat_candidature').select('id').orderBy('id').executeTakeFirstOrThrow())
      .id;
    const db = handle.db as unknown as Parameters<typeof makeIndividu>[0];
    await handle.db.insertInto('type_contrat').values({ type: 'CDI', type_key: 'cdi' }).execute();
    const typeContratId = (await handle.db.selectFrom('type_contrat').select('id').executeTakeFirstOrThrow()).id;
    const vacancy = (await makeOpenVacancy(db, { typeContratId })).id;
    await handle.db
      .insertInto('candidature')
      .values({
        individu_id: await makeIndividu(db),
        poste_vacant_id: vacancy,
        etat_candidature_id: etat,
        date_candidature: '2026-11-30T10:00:00.000Z',
      } as never)
      .execute();
    await migrateToLatest(handle);
    expect(await handle.db.selectFrom('candidature').select(['canal', 'source_detail']).execute()).toEqual([
      { canal: 'SITE', source_detail: null },
    ]);
    const codes = await handle.db.selectFrom('etat_candidature').select(['etat', 'code']).orderBy('id').execute();
    expect(codes.at(-1)).toEqual({ etat: 'Acceptée', code: 'ACCEPTEE' });
  });
});
