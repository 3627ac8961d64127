import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isSessionOpen, passwordProblems } from '@recrutement/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/helpers.js';
import { ConfigError, loadConfig } from '../../config/index.js';
import { today } from '../../lib/clock.js';
import { verifyPassword } from '../../lib/password.js';
import { createDatabase, type DatabaseHandle, type Db } from '../index.js';
import { ensureAdmin, generatePassword } from './admin.js';
import { seedDemoData, shiftDate } from './demo.js';
import { makeIndividu, makeUser } from './factories.js';
import { prepareDatabase } from './index.js';

const count = async (db: Db, table: 'poste_vacant' | 'poste_de_travail' | 'session_candidature' | 'users') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const passwordHashOf = async (db: Db, email: string) =>
  (await db.selectFrom('users').select('password_hash').where('email', '=', email).executeTakeFirstOrThrow())
    .password_hash;

/** prepareDatabase as a start runs it: on a brand-new embedded database. */
describe('prepareDatabase on a new embedded database', () => {
  let dir: string;
  let handle: DatabaseHandle;
  const open = (env: Record<string, string> = {}) => {
    dir = mkdtempSync(join(tmpdir(), 'rp-seed-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, JWT_SECRET: randomBytes(32).toString('hex'), ...env });
    handle = createDatabase(config.database);
    return config;
  };
  afterEach(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the admin with a generated password once, and the demo data once', async () => {
    const config = open();
    const first = await prepareDatabase(handle, config);
    expect(first.fresh).toBe(true);
    expect(first.admin).toMatchObject({ kind: 'created', email: 'admin@example.com' });
    const password = first.admin.kind === 'created' ? (first.admin.password ?? '') : '';
    expect(passwordProblems(password)).toEqual([]);
    expect(await verifyPassword(await passwordHashOf(handle.db, 'admin@example.com'), password)).toBe(true);
    expect(first.demoVacancies).toBe(12);
    const before = await Promise.all(
      (['poste_vacant', 'poste_de_travail', 'session_candidature', 'users'] as const).map((t) => count(handle.db, t)),
    );
    expect(before).toEqual([12, 6, 1, 1]);

    const second = await prepareDatabase(handle, config);
    expect(second).toEqual({ fresh: false, admin: { kind: 'none' }, demoVacancies: 0 });
    const after = await Promise.all(
      (['poste_vacant', 'poste_de_travail', 'session_candidature', 'users'] as const).map((t) => count(handle.db, t)),
    );
    expect(after).toEqual(before);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without echoing the password; DEMO_DATA=false seeds no demo', async () => {
    const config = open({ ADMIN_EMAIL: 'chef@entreprise.fr', ADMIN_PASSWORD: TEST_PASSWORD, DEMO_DATA: 'false' });
    const prepared = await prepareDatabase(handle, config);
    expect(prepared.admin).toEqual({ kind: 'created', email: 'chef@entreprise.fr' });
    expect(prepared.demoVacancies).toBe(0);
    expect(await count(handle.db, 'poste_vacant')).toBe(0);
    expect(await verifyPassword(await passwordHashOf(handle.db, 'chef@entreprise.fr'), TEST_PASSWORD)).toBe(true);
    const individu = await handle.db
      .selectFrom('users')
      .innerJoin('individu', 'individu.id', 'users.individu_id')
      .select('individu.email')
      .executeTakeFirstOrThrow();
    expect(individu.email).toBe('chef@entreprise.fr');
  });
});

/** The seed's parts on the test database (PostgreSQL when TEST_DATABASE_URL is set). */
describe('seed parts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('seeds a dozen open vacancies of several contract types with formatted descriptions', async () => {
    const day = today('Europe/Paris');
    expect(await seedDemoData(t.db, day)).toBe(12);
    const rows = await t.db
      .selectFrom('poste_vacant')
      .innerJoin('session_candidature as s', 's.id', 'poste_vacant.session_id')
      .select(['descriptif', 'type_contrat_id', 's.status', 's.date_ouverture', 's.date_cloture'])
      .execute();
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.type_contrat_id)).size).toBeGreaterThanOrEqual(4);
    for (const r of rows) {
      expect(
        isSessionOpen({ status: r.status === 1, dateOuverture: r.date_ouverture, dateCloture: r.date_cloture }, day),
      ).toBe(true);
      expect(r.descriptif).toMatch(/^<p>.+<\/p><p><strong>Vos missions<\/strong><\/p><ul><li>.+<\/li><\/ul>/);
    }
  });

  it('creates a generated admin only while there is none', async () => {
    const first = await ensureAdmin(t.db, { email: 'premier@example.com', password: undefined });
    expect(first).toMatchObject({ kind: 'created', email: 'premier@example.com' });
    expect(await ensureAdmin(t.db, { email: 'autre@example.com', password: undefined })).toEqual({ kind: 'none' });
  });

  it('never promotes a candidate who owns the configured admin address', async () => {
    const candidate = await makeUser(t.db, { role: 'CANDIDAT', password: TEST_PASSWORD });
    const seeded = await ensureAdmin(t.db, { email: candidate.email.toUpperCase(), password: TEST_PASSWORD });
    expect(seeded).toEqual({ kind: 'taken', email: candidate.email.toUpperCase() });
    const role = await t.db
      .selectFrom('users')
      .innerJoin('role', 'role.id', 'users.role_id')
      .select('role.name')
      .where('users.id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    expect(role.name).toBe('CANDIDAT');
  });

  it('joins the admin account to the individu that already uses its address', async () => {
    const individuId = await makeIndividu(t.db, { email: 'rh@entreprise.fr' });
    const seeded = await ensureAdmin(t.db, { email: 'RH@entreprise.fr', password: TEST_PASSWORD });
    expect(seeded).toEqual({ kind: 'created', email: 'RH@entreprise.fr' });
    const user = await t.db
      .selectFrom('users')
      .select('individu_id')
      .where('email_key', '=', 'rh@entreprise.fr')
      .executeTakeFirstOrThrow();
    expect(user.individu_id).toBe(individuId);
  });

  it('generates passwords that pass the rules and differ', () => {
    const passwords = Array.from({ length: 50 }, generatePassword);
    for (const p of passwords) expect(passwordProblems(p)).toEqual([]);
    expect(new Set(passwords).size).toBe(50);
  });

  it('shifts calendar dates across months and years', () => {
    expect(shiftDate('2026-12-20', 14)).toBe('2027-01-03');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('loadConfig', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ ADMIN_PASSWORD: 'weak' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_EMAIL: 'pas-une-adresse' }, 'ADMIN_EMAIL'],
    [{ DEMO_DATA: 'peut-être' }, 'DEMO_DATA'],
    [{ TZ_APP: 'Mars/Olympus' }, 'TZ_APP'],
  ])('names the bad variable (%o)', (env, name) => {
    expect(() => loadConfig({ DATABASE_URL: ':memory:', ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: ':memory:', ...env })).toThrow(new RegExp(`- ${name}:`));
  });
});
