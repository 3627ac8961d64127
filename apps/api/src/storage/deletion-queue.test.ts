import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyForm, fixture, postForm, storedFiles } from '../../test/fixtures/apply-form.js';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { fixedClock } from '../lib/clock.js';
import type { AppContext } from '../lib/context.js';
import { makeOpenVacancy } from '../seed/factories.js';
import { deleteNowOrQueue, enqueueDeletion, FILE_DELETION_JOB, pendingInMemory } from './deletion-queue.js';

let t: TestApp;
let vacancyId: number;
let realRemove: AppContext['storage']['remove'];
let systemClock: AppContext['clock'];
beforeAll(async () => {
  t = await createTestApp();
  vacancyId = (await makeOpenVacancy(t.db)).id;
  realRemove = t.app.storage.remove;
  systemClock = t.app.ctx.clock;
});
afterAll(() => t.close());
afterEach(async () => {
  t.app.storage.remove = realRemove;
  t.app.ctx.clock = systemClock;
  await t.app.ctx.jobs.stop();
});

/** Removing fails (as on a read-only folder) for the next `times` calls of each name. */
function failRemovals(times: number) {
  const calls = new Map<string, number>();
  t.app.storage.remove = async (name: string) => {
    const n = (calls.get(name) ?? 0) + 1;
    calls.set(name, n);
    if (n <= times) throw Object.assign(new Error(`EROFS: read-only file system, unlink '${name}'`), { code: 'EROFS' });
    return realRemove(name);
  };
}

const queued = () => t.db.selectFrom('file_deletion').selectAll().orderBy('nom_fichier').execute();
const refused = () =>
  postForm(t, applyForm(vacancyId, { email: `refus-${randomUUID()}@example.com` }, { nomFileCV: 'Inconnu' }));

async function storeFile(): Promise<string> {
  const name = `${randomUUID()}.pdf`;
  await t.app.storage.save(name, Readable.from([fixture('cv.pdf')]));
  return name;
}

async function until(check: () => Promise<boolean> | boolean, ms = 8_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('files of a refused request, when removing them fails at first', () => {
  it('are queued in file_deletion and removed by the deletion job once removing works again', async () => {
    const before = storedFiles(t);
    failRemovals(Number.POSITIVE_INFINITY);
    expect((await refused()).statusCode).toBe(400);
    const left = storedFiles(t).filter((n) => !before.includes(n));
    expect(left).toHaveLength(2);
    const rows = await queued();
    expect(rows.map((r) => r.nom_fichier)).toEqual([...left].sort());
    expect(rows.every((r) => Number(r.attempts) === 1 && r.last_error === 'EROFS')).toBe(true);

    // Still failing: the job keeps them, with one more attempt each.
    t.app.ctx.clock = fixedClock(new Date(Date.now() + 60_000));
    await t.app.ctx.jobs.runNow(FILE_DELETION_JOB);
    expect((await queued()).map((r) => Number(r.attempts))).toEqual([2, 2]);

    t.app.storage.remove = realRemove;
    t.app.ctx.clock = fixedClock(new Date(Date.now() + 10 * 60_000));
    await t.app.ctx.jobs.runNow(FILE_DELETION_JOB);
    expect(storedFiles(t)).toEqual(before);
    expect(await queued()).toEqual([]);
  });

  it('are removed by the server on its own, without a restart', async () => {
    const before = storedFiles(t);
    failRemovals(1);
    t.app.ctx.jobs.start();
    expect((await refused()).statusCode).toBe(400);
    await until(async () => storedFiles(t).length === before.length && (await queued()).length === 0);
    expect(storedFiles(t)).toEqual(before);
  });
});

describe('the deletion queue', () => {
  it('enqueues in the caller transaction: a rollback queues nothing, a commit queues the names', async () => {
    const name = await storeFile();
    await t.db
      .transaction()
      .execute(async (trx) => {
        await enqueueDeletion(trx, [name]);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await queued()).toEqual([]);
    await t.db.transaction().execute((trx) => enqueueDeletion(trx, [name]));
    expect((await queued()).map((r) => r.nom_fichier)).toEqual([name]);
    await deleteNowOrQueue(t.app.ctx, [name]);
    expect(existsSync(join(t.config.uploadDir, name))).toBe(false);
    expect(await queued()).toEqual([]);
  });

  it('keeps the names in memory while the database is away, and removes them once it answers', async () => {
    const name = await storeFile();
    // A database that refuses connections (nothing listens on that port).
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 1_000 });
    const away = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }) as Db;
    try {
      await deleteNowOrQueue({ ...t.app.ctx, db: away }, [name]);
    } finally {
      await away.destroy();
    }
    expect(existsSync(join(t.config.uploadDir, name))).toBe(true);
    expect(pendingInMemory(t.app.storage)).toContain(name);
    await t.app.ctx.jobs.runNow(FILE_DELETION_JOB);
    expect(existsSync(join(t.config.uploadDir, name))).toBe(false);
    expect(pendingInMemory(t.app.storage)).toEqual([]);
  });

  it('never removes a file that a document row names (a commit whose answer was lost)', async () => {
    const ok = await postForm(t, applyForm(vacancyId, { email: `garde-${randomUUID()}@example.com` }));
    expect(ok.statusCode).toBe(201);
    const doc = await t.db
      .selectFrom('document_candidature')
      .select('nom_fichier')
      .where('candidature_id', '=', ok.json().idCandidature)
      .executeTakeFirstOrThrow();
    await deleteNowOrQueue(t.app.ctx, [doc.nom_fichier]);
    await t.db.transaction().execute((trx) => enqueueDeletion(trx, [doc.nom_fichier]));
    await t.app.ctx.jobs.runNow(FILE_DELETION_JOB);
    expect(existsSync(join(t.config.uploadDir, doc.nom_fichier))).toBe(true);
    expect(await queued()).toEqual([]);
  });
});
