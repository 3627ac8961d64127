import type { Db } from '../db/index.js';
import type { AppContext } from '../lib/context.js';
import type { Job } from '../lib/jobs.js';

/**
 * The durable file-deletion queue (`file_deletion`). Minimal version written for erasure (§10);
 * the same interface as the hardening branch's module, which supersedes it when it lands.
 *
 * - In the transaction that drops rows naming files: `enqueueDeletion(trx, names)`, so the intent
 *   commits (or rolls back) with the rows; after the commit: `deleteNowOrQueue(ctx, names)`.
 * - What cannot be removed now stays queued with a back-off; the `file-deletion` job retries it
 *   until the file is gone, also after a crash or a restart.
 * - A file that a document row names is never removed (it was queued by a rolled-back change).
 */

export type DeletionContext = Pick<AppContext, 'db' | 'storage' | 'clock' | 'log'>;

export const FILE_DELETION_JOB = 'file-deletion';
const BATCH = 200;
/** 1 s, 2 s, 4 s… at most 15 min between tries of one file: a store that is down is not hammered. */
const backoffMs = (attempts: number) => Math.min(1_000 * 2 ** Math.max(0, attempts - 1), 15 * 60_000);

/** Records, inside the caller's transaction, that these files must go once it commits. */
export async function enqueueDeletion(trx: Db, names: readonly string[], at: Date = new Date()): Promise<void> {
  for (let i = 0; i < names.length; i += BATCH) {
    const rows = names.slice(i, i + BATCH).map((nom_fichier) => ({ nom_fichier, next_attempt_at: at.toISOString() }));
    await trx
      .insertInto('file_deletion')
      .values(rows)
      .onConflict((oc) => oc.column('nom_fichier').doNothing())
      .execute();
  }
}

/** Removes the queued files now; what fails stays queued for the job. Never throws. */
export async function deleteNowOrQueue(ctx: DeletionContext, names: readonly string[]): Promise<void> {
  try {
    for (let i = 0; i < names.length; i += BATCH) await removeOrReschedule(ctx, names.slice(i, i + BATCH));
  } catch (error) {
    // The database is away: the names stay queued (committed), the job takes them later.
    ctx.log.warn({ files: names.length, fault: (error as Error).message }, 'file deletion deferred');
  }
}

/** One pass of the job: every queued file whose time has come. */
export async function processDeletionQueue(ctx: DeletionContext): Promise<void> {
  for (;;) {
    const due = await ctx.db
      .selectFrom('file_deletion')
      .select('nom_fichier')
      .where('next_attempt_at', '<=', ctx.clock.nowIso())
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return;
    const removed = await removeOrReschedule(
      ctx,
      due.map((r) => r.nom_fichier),
    );
    // The failed ones were rescheduled later: stop when a whole batch failed.
    if (removed === 0) return;
  }
}

/** The job that retries while the server runs (one instance at a time). */
export const fileDeletionJob: Job = {
  name: FILE_DELETION_JOB,
  everyMs: 60_000,
  exclusive: true,
  run: (ctx) => processDeletionQueue(ctx),
};

/** Removes each file no row names and forgets it; a failure gets one more attempt, later. Answers the count settled. */
async function removeOrReschedule(ctx: DeletionContext, names: readonly string[]): Promise<number> {
  if (names.length === 0) return 0;
  const rows = await ctx.db
    .selectFrom('document_candidature')
    .select('nom_fichier')
    .where('nom_fichier', 'in', names)
    .execute();
  const referenced = new Set(rows.map((r) => r.nom_fichier));
  let settled = 0;
  for (const name of names) {
    try {
      if (!referenced.has(name)) await ctx.storage.remove(name);
      await ctx.db.deleteFrom('file_deletion').where('nom_fichier', '=', name).execute();
      settled += 1;
    } catch (error) {
      await reschedule(ctx, name, error);
    }
  }
  if (settled < names.length) ctx.log.warn({ files: names.length - settled }, 'file deletion failed; will retry');
  return settled;
}

async function reschedule(ctx: DeletionContext, name: string, error: unknown): Promise<void> {
  const row = await ctx.db
    .selectFrom('file_deletion')
    .select('attempts')
    .where('nom_fichier', '=', name)
    .executeTakeFirst();
  const attempts = Number(row?.attempts ?? 0) + 1;
  const values = {
    attempts,
    next_attempt_at: new Date(ctx.clock.now().getTime() + backoffMs(attempts)).toISOString(),
    // The message only (at most a stored name): never a stack, a path or a configuration value.
    last_error: String((error as Error)?.message ?? error).slice(0, 500),
  };
  await ctx.db
    .insertInto('file_deletion')
    .values({ nom_fichier: name, ...values })
    .onConflict((oc) => oc.column('nom_fichier').doUpdateSet(values))
    .execute();
}
