import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backdate,
  monthsAgo,
  orphans,
  type Person,
  personWithApplications,
} from '../../../test/fixtures/personal-data.js';
import { createTestApp, type TestApp } from '../../../test/helpers.js';

/** `npm run purge`: the same purge from the command line, with the server's configuration (env). */
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
let t: TestApp;
const old: Person[] = [];
let today: Person;

beforeAll(async () => {
  t = await createTestApp();
  for (let i = 0; i < 2; i += 1) {
    const person = await personWithApplications(t, 1);
    await backdate(t.db, person.individuId, monthsAgo(25));
    old.push(person);
  }
  today = await personWithApplications(t, 1);
});
afterAll(() => t.close());

function purge(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { config } = t;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.database.kind === 'postgres' ? config.database.url : config.database.file,
    UPLOAD_DIR: config.uploadDir,
    JWT_SECRET: config.jwtSecret,
    RETENTION_MONTHS: '24',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/purge.ts', ...args], {
      cwd: apiRoot,
      env,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => {
      stdout += c;
    });
    child.stderr.on('data', (c) => {
      stderr += c;
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const individus = async () => (await t.db.selectFrom('individu').select('id').execute()).map((r) => r.id);

describe('npm run purge', () => {
  it('--dry-run prints what would go and erases nothing', async () => {
    const before = await individus();
    const run = await purge('--dry-run');
    // Only what Node itself may print (a framework deprecation notice), never a failure of the purge.
    expect(run.stderr).not.toMatch(/Purge impossible|introuvable|vide|Configuration invalide/);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Purge à blanc — conservation 24 mois');
    expect(run.stdout).toContain('individus seraient effacés : 2');
    expect(run.stdout).toContain('candidatures : 2');
    expect(run.stdout).toContain('fichiers : 4');
    expect(run.stdout).toContain(`identifiants : ${old.map((p) => p.individuId).join(', ')}`);
    expect(await individus()).toEqual(before);
  }, 60_000);

  it('erases the inactive people and prints how many individus, applications and files went', async () => {
    const run = await purge();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('individus effacés : 2');
    expect(run.stdout).toContain('candidatures : 2');
    expect(run.stdout).toContain('fichiers : 4');
    const left = await individus();
    for (const person of old) expect(left).not.toContain(person.individuId);
    expect(left).toContain(today.individuId);
    expect(await orphans(t)).toEqual({ files: [], queued: [] });
    // The log never names anyone.
    for (const person of old) expect(run.stdout).not.toContain(person.user.email);
  }, 60_000);
});
