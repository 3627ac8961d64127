import type { Db } from '../../db/index.js';
import { enqueueDeletion } from '../../storage/deletion-queue.js';
import type { FileStorage } from '../../storage/index.js';
import { findReferencedNames } from './document-candidature.repository.js';

/**
 * How old a file without a row must be before it counts as an orphan. With several instances on
 * one store, another instance may be uploading an application's files right now (rows come last,
 * in one transaction); no upload lasts an hour.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * Removes the stored files that no document row names and that were written more than
 * `ORPHAN_GRACE_MS` before `now`: what a crash between writing an application's files and
 * committing its rows leaves behind (or names a crash lost from the deletion queue's memory).
 * Runs at start. A file that cannot be removed now (read-only folder) is queued for the
 * file-deletion job rather than failing the start. Answers the names removed.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage, now = new Date()): Promise<string[]> {
  const stored = await storage.list({ modifiedBefore: new Date(now.getTime() - ORPHAN_GRACE_MS) });
  const referenced = await findReferencedNames(db, stored);
  const removed: string[] = [];
  const failed: string[] = [];
  for (const name of stored.filter((n) => !referenced.has(n))) {
    try {
      await storage.remove(name);
      removed.push(name);
    } catch {
      failed.push(name);
    }
  }
  await enqueueDeletion(db, failed);
  return removed;
}
