import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../test/servers.js';
import type { FileStorage } from './index.js';
import { createLocalStorage } from './local.js';
import { copyStore } from './migrate.js';
import { createS3Storage } from './s3.js';

/** `npm run storage:migrate` and the copy behind it, from a folder into a real bucket (s3rver). */
const S3_PORT = 4570;
const ROOT = resolve(import.meta.dirname, '../../../..');

let s3: TestS3;
let bucket: FileStorage;
let dir: string;
const names = [`${randomUUID()}.pdf`, `${randomUUID()}.docx`, `${randomUUID()}.png`];

beforeAll(async () => {
  s3 = await startS3(S3_PORT);
  bucket = createS3Storage({ ...s3.options, pageSize: 2 });
  dir = mkdtempSync(join(tmpdir(), 'rp-migrate-'));
  mkdirSync(join(dir, 'uploads'));
  for (const name of names) writeFileSync(join(dir, 'uploads', name), `contenu de ${name}`);
  writeFileSync(join(dir, 'uploads', 'LISEZMOI.txt'), 'pas un fichier stocké');
});
afterAll(async () => {
  await s3.dispose();
  rmSync(dir, { recursive: true, force: true });
});

async function bytesOf(storage: FileStorage, name: string): Promise<string> {
  const file = await storage.open(name);
  const chunks: Buffer[] = [];
  for await (const chunk of file!.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString();
}

const runCli = (env: Record<string, string>) =>
  spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/storage/migrate-cli.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
    timeout: 60_000,
  });

describe('npm run storage:migrate', () => {
  it('copies every stored file of the folder into the bucket and prints the counts', () => {
    const run = runCli({ ...s3.env, DATA_DIR: dir });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Fichiers dans le dossier : 3 ; copiés : 3 ; déjà présents : 0 ; en échec : 0.');
  });

  it('gives the same bytes back from the bucket, and leaves the folder as it was', async () => {
    expect((await bucket.list()).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(await bytesOf(bucket, name)).toBe(`contenu de ${name}`);
      expect(readFileSync(join(dir, 'uploads', name), 'utf8')).toBe(`contenu de ${name}`);
    }
  });

  it('is idempotent: a second run copies only what the bucket lacks', async () => {
    const late = `${randomUUID()}.pdf`;
    writeFileSync(join(dir, 'uploads', late), 'arrivé après la première copie');
    const run = runCli({ ...s3.env, UPLOAD_DIR: join(dir, 'uploads') });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Fichiers dans le dossier : 4 ; copiés : 1 ; déjà présents : 3 ; en échec : 0.');
    expect(await bytesOf(bucket, late)).toBe('arrivé après la première copie');
  });

  it('refuses to run without STORAGE=s3, and says why when the bucket cannot be reached', () => {
    const noS3 = runCli({ DATA_DIR: dir });
    expect(noS3.status).toBe(1);
    expect(noS3.stderr).toContain('STORAGE=s3');
    const away = runCli({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:4577', DATA_DIR: dir });
    expect(away.status).toBe(1);
    expect(away.stderr).toMatch(/Copie impossible : .*indisponible.*ECONNREFUSED/);
  });
});

describe('copyStore', () => {
  it('reports a file whose copy fails and goes on with the others', async () => {
    const fresh = `${randomUUID()}.pdf`;
    writeFileSync(join(dir, 'uploads', fresh), 'nouveau');
    const ghost = 'b7f8e6a2-0000-4000-8000-000000000001.pdf';
    const folder = createLocalStorage(join(dir, 'uploads'));
    // A name listed but gone before its copy (removed meanwhile), then a file still to copy.
    const source: FileStorage = { ...folder, list: async () => [ghost, ...(await folder.list())] };
    const report = await copyStore(source, bucket, { concurrency: 1 });
    expect(report).toMatchObject({ found: 6, copied: 1, present: 4 });
    expect(report.failed).toEqual([{ name: ghost, reason: 'disparu de la source pendant la copie' }]);
    expect(await bytesOf(bucket, fresh)).toBe('nouveau');
  });
});
