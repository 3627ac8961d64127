import type { Db } from '../db/index.js';
import { fitText, SERVER_TEXT_LIMITS } from '../lib/bounded-text.js';
import type { AppContext } from '../lib/context.js';
import type { Job } from '../lib/jobs.js';
import type { FileStorage } from './file-storage.js';

/**
 * Files that must go (a refused upload, an erased applicant) and the retries until they are gone.
 *
 * - In a transaction that drops rows naming files: `enqueueDeletion(trx, names)`, so the intent
 *   commits with the change; then, after the commit, `deleteNowOrQueue(ctx, names)`.
 * - For files no row was ever written for (a refused upload): `deleteNowOrQueue(ctx, names)` only.
 *
 * `deleteNowOrQueue` never throws: what cannot be removed now is queued in `file_deletion` with a
 * back-off, or, when the database itself is away, kept in memory; the `file-deletion` job retries
 * both while the server runs (and the start-up sweep catches what a crash lost from memory).
 * A file that a document row names is never removed: after a commit whose answer was lost, the
 * rows may be there although the request failed.
 */

export type DeletionContext = Pick<AppContext, 'db' | 'storage' | 'clock' | 'log' | 'referencedFiles'>;

export const FILE_DELETION_JOB = 'file-deletion';
/** How often the job looks (the queue is usually empty: one indexed read). */
const EVERY_MS = 2_000;
/** Back-off between attempts of one file: 1 s, 2 s, 4 s… at most 15 s, so a fault that ends is followed soon. */
const backoffMs = (attempts: number) => Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 15_000);
/** Names kept in memory while the database is away (beyond that, the start-up sweep finds them). */
const MEMORY_LIMIT = 10_000;
const BATCH = 200;

const pending = new WeakMap<FileStorage, Set<string>>();
const memoryOf = (storage: FileStorage) => {
  const set = pending.get(storage) ?? new Set<string>();
  pending.set(storage, set);
  return set;
};

/** The names waiting in memory for the database (tests, readiness). */
export const pendingInMemory = (storage: FileStorage): string[] => [...(pending.get(storage) ?? [])];

/** Records, inside the caller's transaction, that these files must go once it commits. */
export async function enqueueDeletion(trx: Db, names: string[], at: Date = new Date()): Promise<void> {
  if (names.length === 0) return;
  await trx
    .insertInto('file_deletion')
    .values(
      names.map((nom_fichier) => ({ nom_fichier, attempts: 0, next_attempt_at: at.toISOString(), last_error: null })),
    )
    .onConflict((oc) => oc.column('nom_fichier').doNothing())
    .execute();
}

/** Removes the files now; what fails is queued (or held in memory). Never throws. */
export async function deleteNowOrQueue(ctx: DeletionContext, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const memory = memoryOf(ctx.storage);
  try {
    await removeOrReschedule(ctx, names);
    for (const name of names) memory.delete(name);
  } catch (error) {
    // The database is away: which names a row holds is unknown, so nothing is removed yet.
    for (const name of names) if (memory.size < MEMORY_LIMIT) memory.add(name);
    ctx.log.warn({ files: names.length, fault: codeOf(error) }, 'file deletion deferred: database unavailable');
  }
}

/**
 * One pass: first the names held in memory, then the queued rows that are due. Throws when the
 * database is away (the job runner logs it and tries again at its next tick).
 */
export async function processDeletionQueue(ctx: DeletionContext): Promise<void> {
  const memory = memoryOf(ctx.storage);
  while (memory.size > 0) {
    const names = [...memory].slice(0, BATCH);
    await removeOrReschedule(ctx, names);
    for (const name of names) memory.delete(name);
  }
  const due = await ctx.db
    .selectFrom('file_deletion')
    .select(['nom_fichier', 'attempts'])
    .where('next_attempt_at', '<=', ctx.clock.nowIso())
    .orderBy('next_attempt_at')
    .limit(BATCH)
    .execute();
  if (due.length > 0)
    await removeOrReschedule(
      ctx,
      due.map((row) => row.nom_fichier),
    );
}

/** The job that retries while the server runs; every instance runs it (memory is per process). */
export const fileDeletionJob: Job = {
  name: FILE_DELETION_JOB,
  everyMs: EVERY_MS,
  run: (ctx) => processDeletionQueue(ctx),
};

/**
 * Removes each file no row names, then settles the queue: removed (or still named) → row gone;
 * failed → row with one more attempt and its next time. Throws only when the database fails.
 */
async function removeOrReschedule(ctx: DeletionContext, names: string[]): Promise<void> {
  const referenced = await ctx.referencedFiles(ctx, names);
  const settled: string[] = [];
  const failed: { name: string; error: unknown }[] = [];
  for (const name of names) {
    if (referenced.has(name)) {
      settled.push(name);
      continue;
    }
    try {
      await ctx.storage.remove(name);
      settled.push(name);
    } catch (error) {
      failed.push({ name, error });
    }
  }
  if (settled.length > 0) await ctx.db.deleteFrom('file_deletion').where('nom_fichier', 'in', settled).execute();
  if (failed.length === 0) return;
  const previous = await ctx.db
    .selectFrom('file_deletion')
    .select(['nom_fichier', 'attempts'])
    .where(
      'nom_fichier',
      'in',
      failed.map((f) => f.name),
    )
    .execute();
  const attemptsOf = new Map(previous.map((row) => [row.nom_fichier, Number(row.attempts)]));
  const now = ctx.clock.now().getTime();
  for (const { name, error } of failed) {
    const attempts = (attemptsOf.get(name) ?? 0) + 1;
    const row = {
      attempts,
      next_attempt_at: new Date(now + backoffMs(attempts)).toISOString(),
      last_error: fitText(codeOf(error), SERVER_TEXT_LIMITS.file_deletion.last_error),
    };
    await ctx.db
      .insertInto('file_deletion')
      .values({ nom_fichier: name, ...row })
      .onConflict((oc) => oc.column('nom_fichier').doUpdateSet(row))
      .execute();
  }
  ctx.log.warn({ files: failed.length, fault: codeOf(failed[0]?.error) }, 'file deletion failed; will retry');
}

/** A short, path-free description of a failure for the queue row and the log. */
function codeOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string')
    return error.code;
  return error instanceof Error ? error.name : 'Error';
}
