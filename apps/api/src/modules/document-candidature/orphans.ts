import type { Db } from '../../db/index.js';
import { enqueueDeletion } from '../../storage/deletion-queue.js';
import type { FileStorage } from '../../storage/index.js';
import { findReferencedNames } from './document-candidature.repository.js';

/**
 * Removes the stored files that no document row names: what a crash between writing an
 * application's files and committing its rows leaves behind (or names a crash lost from the
 * deletion queue's memory). Meant to run at start, before the server takes requests (a file being
 * uploaded has no row yet). A file that cannot be removed now (read-only folder) is queued for the
 * file-deletion job rather than failing the start. Answers the names removed.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage): Promise<string[]> {
  const stored = await storage.list();
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
