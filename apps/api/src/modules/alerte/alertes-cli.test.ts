import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { makePosteDeTravail, makePosteVacant, makeSession } from '../../seed/factories.js';

/** `npm run alertes`: the alert job at once from the command line, with the server's configuration. */
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function alertes(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { config } = t;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATA_DIR: config.dataDir,
    DATABASE_URL: config.database.kind === 'postgres' ? config.database.url : config.database.file,
    UPLOAD_DIR: config.uploadDir,
    JWT_SECRET: config.jwtSecret,
    PUBLIC_URL: 'https://emplois.exemple.fr',
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/alertes.ts'], {
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

async function confirmedAlerte(email: string, frequence: 'IMMEDIATE' | 'HEBDOMADAIRE', q: string) {
  const past = new Date(Date.now() - 60_000).toISOString();
  await t.db
    .insertInto('alerte')
    .values({
      email,
      email_key: email,
      criteres: JSON.stringify({ q }),
      frequence,
      langue: 'fr',
      date_creation: past,
      confirme_le: past,
      cle_sel: randomUUID(),
      expire_le: '2999-01-01T00:00:00.000Z',
    })
    .execute();
}

describe('npm run alertes', () => {
  it('sends every alert and digest with something new, whatever the clock, and prints how many mails it queued', async () => {
    await confirmedAlerte('immediate@example.com', 'IMMEDIATE', 'ramoneur');
    // Weekly and confirmed a minute ago: the job would wait a week; the command does not.
    await confirmedAlerte('hebdo@example.com', 'HEBDOMADAIRE', 'ramoneur');
    const posteId = await makePosteDeTravail(t.db);
    const sessionId = await makeSession(t.db);
    await makePosteVacant(t.db, { posteId, sessionId, nom: 'Ramoneur' });
    await makePosteVacant(t.db, { posteId, sessionId, nom: 'Ramoneur fumiste' });
    const run = await alertes();
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Alertes emploi : 3 message(s) mis en file d’envoi.');
    const queued = await t.db
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject'])
      .where('kind', '=', 'alerte')
      .execute();
    expect(queued.filter((m) => m.to_address === 'immediate@example.com')).toHaveLength(2);
    expect(queued.filter((m) => m.to_address === 'hebdo@example.com').map((m) => m.subject)).toEqual([
      '2 nouvelles offres pour votre alerte emploi',
    ]);
    const again = await alertes();
    expect(again.stdout).toContain('Alertes emploi : 0 message(s)');
  }, 60_000);
});
