import type { Db } from '../db/index.js';
import type { AppContext } from '../lib/context.js';

/**
 * The durable file-deletion queue (`file_deletion`). A file whose rows go is queued IN THE SAME
 * TRANSACTION as the rows, then removed after the commit; a removal that fails (store away, crash
 * before it ran) stays queued and is retried by the `file-deletion` job until the file is gone.
 * So a committed deletion never leaves its file behind, and a rolled-back one never loses it.
 */

export const FILE_DELETION_JOB = 'file-deletion';
const BATCH = 200;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Queues `names` for removal, inside the caller's transaction (a name already queued stays once). */
export async function enqueueDeletion(db: Db, names: readonly string[], now = new Date().toISOString()) {
  for (let i = 0; i < names.length; i += BATCH) {
    const rows = names.slice(i, i + BATCH).map((nom_fichier) => ({ nom_fichier, next_attempt_at: now }));
    await db
      .insertInto('file_deletion')
      .values(rows)
      .onConflict((oc) => oc.column('nom_fichier').doNothing())
      .execute();
  }
}

/** Waits 30 s, 1 min, 2 min… up to an hour between tries: a store that is down is not hammered. */
const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);

/**
 * Removes these queued files now and forgets them once removed. A name still named by a document
 * row is never removed (it was queued by mistake, or its deletion rolled back): it is dropped from
 * the queue instead. A failure is recorded with the time of the next try; it never throws.
 */
export async function removeQueued(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock' | 'log'>,
  names: readonly string[],
): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const live = await stillReferenced(ctx.db, batch);
    for (const name of batch) {
      try {
        if (!live.has(name)) await ctx.storage.remove(name);
        await ctx.db.deleteFrom('file_deletion').where('nom_fichier', '=', name).execute();
        removed += 1;
      } catch (error) {
        failed += 1;
        await recordFailure(ctx, name, error).catch(() => undefined);
      }
    }
  }
  if (failed > 0) ctx.log.warn({ failed }, 'file deletions postponed');
  return { removed, failed };
}

async function stillReferenced(db: Db, names: readonly string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('document_candidature')
    .select('nom_fichier')
    .where('nom_fichier', 'in', names)
    .execute();
  return new Set(rows.map((r) => r.nom_fichier));
}

async function recordFailure(ctx: Pick<AppContext, 'db' | 'clock'>, name: string, error: unknown) {
  const row = await ctx.db
    .selectFrom('file_deletion')
    .select('attempts')
    .where('nom_fichier', '=', name)
    .executeTakeFirst();
  if (!row) return;
  const attempts = Number(row.attempts) + 1;
  await ctx.db
    .updateTable('file_deletion')
    .set({
      attempts,
      next_attempt_at: new Date(ctx.clock.now().getTime() + backoffMs(attempts)).toISOString(),
      // The message only (a stored name at most): never a stack or a configuration value.
      last_error: String((error as Error)?.message ?? error).slice(0, 500),
    })
    .where('nom_fichier', '=', name)
    .execute();
}

/** One pass of the job: every queued file whose time has come, a batch at a time. */
export async function drainDeletions(
  ctx: Pick<AppContext, 'db' | 'storage' | 'clock' | 'log'>,
): Promise<{ removed: number; failed: number }> {
  const total = { removed: 0, failed: 0 };
  for (;;) {
    const due = await ctx.db
      .selectFrom('file_deletion')
      .select('nom_fichier')
      .where('next_attempt_at', '<=', ctx.clock.nowIso())
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    if (due.length === 0) return total;
    const result = await removeQueued(
      ctx,
      due.map((r) => r.nom_fichier),
    );
    total.removed += result.removed;
    total.failed += result.failed;
    // Every one of this batch failed: they are rescheduled; stop rather than spin on them.
    if (result.removed === 0) return total;
  }
}

/** Registers the retry job (every minute, one instance at a time). */
export function registerDeletionJob(ctx: AppContext): void {
  ctx.jobs.register({
    name: FILE_DELETION_JOB,
    everyMs: 60_000,
    exclusive: true,
    run: async (jobCtx) => {
      await drainDeletions(jobCtx);
    },
  });
}
