import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Candidature,
  type DocumentCandidature,
  type HistoriqueEtat,
  isSessionOpen,
  passwordProblems,
} from '@recrutement/contract';
import { fileTypeFromBuffer } from 'file-type';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../test/helpers.js';
import { ConfigError, loadConfig } from '../config/index.js';
import { createDatabase, type DatabaseHandle, type Db } from '../db/index.js';
import { today } from '../lib/clock.js';
import { verifyPassword } from '../lib/password.js';
import { phoneOf } from '../lib/phone.js';
import type { FileStorage } from '../storage/index.js';
import { createLocalStorage } from '../storage/local.js';
import { ensureAdmin, generatePassword } from './admin.js';
import { seedDemoData, shiftDate } from './demo.js';
import { seedDemoApplications } from './demo-applications.js';
import { makeIndividu, makeUser } from './factories.js';
import { prepareDatabase } from './index.js';

type Counted = 'poste_vacant' | 'poste_de_travail' | 'session_candidature' | 'users' | 'candidature';
const count = async (db: Db, table: Counted) =>
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
  let storage: FileStorage;
  const open = (env: Record<string, string> = {}) => {
    dir = mkdtempSync(join(tmpdir(), 'rp-seed-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, JWT_SECRET: randomBytes(32).toString('hex'), ...env });
    handle = createDatabase(config.database);
    storage = createLocalStorage(config.uploadDir);
    return config;
  };
  afterEach(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the admin with a generated password once, and the demo data once', async () => {
    const config = open();
    const first = await prepareDatabase(handle, config, storage);
    expect(first.fresh).toBe(true);
    expect(first.admin).toMatchObject({ kind: 'created', email: 'admin@example.com' });
    const password = first.admin.kind === 'created' ? (first.admin.password ?? '') : '';
    expect(passwordProblems(password)).toEqual([]);
    expect(await verifyPassword(await passwordHashOf(handle.db, 'admin@example.com'), password)).toBe(true);
    expect(first.demo).toEqual({ vacancies: 12, applications: 8 });
    const tables = ['poste_vacant', 'poste_de_travail', 'session_candidature', 'users', 'candidature'] as const;
    const before = await Promise.all(tables.map((t) => count(handle.db, t)));
    expect(before).toEqual([12, 6, 1, 1, 8]);
    expect(await storage.list()).toHaveLength(16);

    const second = await prepareDatabase(handle, config, storage);
    expect(second).toEqual({ fresh: false, admin: { kind: 'none' }, demo: { vacancies: 0, applications: 0 } });
    expect(await Promise.all(tables.map((t) => count(handle.db, t)))).toEqual(before);
    expect(await storage.list()).toHaveLength(16);
  });

  it('uses ADMIN_EMAIL and ADMIN_PASSWORD without echoing the password; DEMO_DATA=false seeds no demo', async () => {
    const config = open({ ADMIN_EMAIL: 'chef@entreprise.fr', ADMIN_PASSWORD: TEST_PASSWORD, DEMO_DATA: 'false' });
    const prepared = await prepareDatabase(handle, config, storage);
    expect(prepared.admin).toEqual({ kind: 'created', email: 'chef@entreprise.fr' });
    expect(prepared.demo).toEqual({ vacancies: 0, applications: 0 });
    expect(await count(handle.db, 'poste_vacant')).toBe(0);
    expect(await count(handle.db, 'candidature')).toBe(0);
    expect(await storage.list()).toEqual([]);
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

/** Demo applications on the test database, read back through the API as a recruiter would. */
describe('demo applications', () => {
  let t: TestApp;
  let admin: TestUser;
  const day = today('Europe/Paris');
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn('ADMIN');
    await seedDemoData(t.db, day);
  });
  afterAll(() => t.close());

  const documentNames = async () =>
    (await t.db.selectFrom('document_candidature').select('nom_fichier').execute()).map((r) => r.nom_fichier);

  it('removes the files it stored and writes no row when the transaction is refused', async () => {
    // An individu already holding one of the demo addresses makes the unique e-mail key refuse a row.
    const individuId = await makeIndividu(t.db, { email: 'Hugo.Lefevre@example.com' });
    await expect(seedDemoApplications(t.db, t.app.storage, day)).rejects.toThrow();
    expect(await t.app.storage.list()).toEqual([]);
    expect(await count(t.db, 'candidature')).toBe(0);
    await t.db.deleteFrom('individu').where('id', '=', individuId).execute();
  });

  it('records applications to review: several statuses with their history, and real PDF attachments', async () => {
    expect(await seedDemoApplications(t.db, t.app.storage, day)).toBe(8);
    const list = await t.app.inject({ url: '/candidature/list?page=1&size=20', headers: admin.headers });
    expect(list.headers['x-total-count']).toBe('8');
    const candidatures = list.json() as Candidature[];
    expect(new Set(candidatures.map((c) => c.etatCandidature.etat))).toEqual(
      new Set(['envoyée', 'consultée par le recruteur', 'En cours de traitement', 'Refusée', 'Acceptée']),
    );
    for (const c of candidatures) expect(c.dateCandidature.slice(0, 10) <= day).toBe(true);

    // Stored as the apply flow stores a number: valid for the country, in international form.
    for (const c of candidatures) expect(phoneOf(c.individu.telephone, 'FR')).toBe(c.individu.telephone);
    const accepted = candidatures.find((c) => c.etatCandidature.etat === 'Acceptée');
    expect(accepted?.individu).toMatchObject({ nom: 'Lefèvre', prenom: 'Hugo', ville: 'Bordeaux', cp: '33000' });
    const history = await t.app.inject({ url: `/candidature/${accepted?.id}/historique`, headers: admin.headers });
    expect((history.json() as HistoriqueEtat[]).map((h) => h.etatCandidature.etat)).toEqual([
      'envoyée',
      'consultée par le recruteur',
      'En cours de traitement',
      'Acceptée',
    ]);

    const stored = await t.app.storage.list();
    expect(stored.sort()).toEqual((await documentNames()).sort());
    expect(stored).toHaveLength(16);
    const docs = await t.app.inject({ url: '/document-candidature/list?page=1&size=20', headers: admin.headers });
    for (const doc of docs.json() as DocumentCandidature[]) {
      const file = await t.app.inject({
        url: `/document-candidature/download/${doc.nomFichier}`,
        headers: admin.headers,
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.rawPayload).toHaveLength(doc.taille);
      expect(await fileTypeFromBuffer(file.rawPayload)).toMatchObject({ ext: 'pdf' });
      expect(file.rawPayload.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    }
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

  it.each([
    [{ MAX_UPLOAD_MB: '0' }, 'MAX_UPLOAD_MB: doit être un nombre entier de 1 à 100 (reçu : 0)'],
    [{ MAX_UPLOAD_MB: '101' }, 'MAX_UPLOAD_MB: doit être un nombre entier de 1 à 100 (reçu : 101)'],
    [{ PORT: '70000' }, 'PORT: doit être un nombre entier de 0 à 65535 (reçu : 70000)'],
    [{ PORT: '-1' }, 'PORT: doit être un nombre entier de 0 à 65535 (reçu : -1)'],
    [{ PORT: '80.5' }, 'PORT: doit être un nombre entier de 0 à 65535 (reçu : 80.5)'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV: doit valoir development, production ou test (reçu : prod)'],
    [
      { LOG_LEVEL: 'verbose' },
      'LOG_LEVEL: doit valoir fatal, error, warn, info, debug, trace ou silent (reçu : verbose)',
    ],
    [{ ORG_NAME: 'x'.repeat(121) }, 'ORG_NAME: doit faire au plus 120 caractères'],
  ])('says in French what range or values %o must take', (env, message) => {
    expect(() => loadConfig({ DATABASE_URL: ':memory:', ...env })).toThrow(message);
  });

  it('takes the bounds of a range', () => {
    expect(loadConfig({ DATABASE_URL: ':memory:', MAX_UPLOAD_MB: '100', PORT: '0' })).toMatchObject({
      maxUploadMb: 100,
      port: 0,
    });
  });
});
