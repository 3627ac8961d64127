import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_LEFT, orphans, personWithApplications, rowsLeft } from '../../../test/fixtures/personal-data.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';
import type { Clock } from '../../lib/clock.js';
import { FILE_DELETION_JOB } from '../../storage/deletion-queue.js';

/**
 * A crash (or a store that fails) between the erasure's commit and the removal of its files: the
 * rows are gone, the names wait in `file_deletion`, and the retry job removes the files later.
 */
const apiRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
let t: TestApp;
let admin: TestUser;
let failing = false;
let now = Date.now();
const clock: Clock = {
  now: () => new Date(now),
  nowIso: () => new Date(now).toISOString(),
  today: () => new Date(now).toISOString().slice(0, 10),
};

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      clock,
      storage: (base) => ({
        ...base,
        remove: async (name) => {
          if (failing) throw new Error('store unreachable');
          await base.remove(name);
        },
      }),
    },
  );
  admin = await t.signIn('ADMIN');
});
afterAll(() => t.close());

const fileExists = (name: string) => existsSync(join(t.config.uploadDir, name));

describe('crash between commit and file deletion', () => {
  it('a store that refuses to remove: the erasure stands, the files are removed by the job once it is back', async () => {
    const person = await personWithApplications(t, 2);
    failing = true;
    const res = await t.app.inject({ method: 'DELETE', url: `/individu/${person.individuId}`, headers: admin.headers });
    expect(res.statusCode).toBe(204);
    expect(
      await rowsLeft(t.db, { individuId: person.individuId, userId: person.user.id, email: person.user.email }),
    ).toEqual(NOTHING_LEFT);
    for (const name of person.files) expect(fileExists(name)).toBe(true);
    const queued = await t.db.selectFrom('file_deletion').selectAll().orderBy('nom_fichier').execute();
    expect(queued.map((q) => q.nom_fichier)).toEqual(person.files);
    expect(queued.every((q) => Number(q.attempts) === 1 && q.last_error !== null)).toBe(true);

    // Still down at the next tick: kept, tried later.
    now += 60 * 60_000;
    await t.app.ctx.jobs.runNow(FILE_DELETION_JOB);
    expect((await orphans(t)).queued).toHaveLength(4);

    failing = false;
    now += 60 * 60_000;
    expect(await t.app.ctx.jobs.runNow(FILE_DELETION_JOB)).toBe(true);
    for (const name of person.files) expect(fileExists(name)).toBe(false);
    expect(await orphans(t)).toEqual({ files: [], queued: [] });
  });

  it('a process that dies right after the commit: after the restart the job removes every file', async () => {
    const person = await personWithApplications(t, 3);
    const env = {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.database.kind === 'postgres' ? t.config.database.url : t.config.database.file,
      UPLOAD_DIR: t.config.uploadDir,
      JWT_SECRET: t.config.jwtSecret,
      WEB_DIST: t.config.webDist,
    };
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [
          '--conditions=source',
          '--import',
          'tsx',
          'test/fixtures/crash-erasure.ts',
          String(person.individuId),
          String(admin.id),
        ],
        { cwd: apiRoot, env, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr += chunk;
      });
      child.on('error', reject);
      child.on('exit', (exitCode) =>
        exitCode === 70 ? resolve(exitCode) : reject(new Error(`${exitCode}: ${stderr}`)),
      );
    });
    expect(code).toBe(70);
    // Committed: no row is left; the files are, each queued.
    expect(
      await rowsLeft(t.db, { individuId: person.individuId, userId: person.user.id, email: person.user.email }),
    ).toEqual(NOTHING_LEFT);
    for (const name of person.files) expect(fileExists(name)).toBe(true);
    expect((await orphans(t)).queued.sort()).toEqual(person.files);

    // This app stands for the restarted server: its job drains the queue.
    await t.app.ctx.jobs.runNow(FILE_DELETION_JOB);
    for (const name of person.files) expect(fileExists(name)).toBe(false);
    expect(await orphans(t)).toEqual({ files: [], queued: [] });
  }, 60_000);
});
