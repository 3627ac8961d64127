import type { Db } from '../../db/index.js';
import type { FileStorage } from '../../storage/index.js';
import { findReferencedNames } from './document-candidature.repository.js';

/**
 * Removes the stored files that no document row names: what a crash between writing an
 * application's files and committing its rows leaves behind. Meant to run at start, before the
 * server takes requests (a file being uploaded has no row yet). Answers the names removed.
 */
export async function sweepOrphanFiles(db: Db, storage: FileStorage): Promise<string[]> {
  const stored = await storage.list();
  const referenced = await findReferencedNames(db, stored);
  const orphans = stored.filter((name) => !referenced.has(name));
  for (const name of orphans) await storage.remove(name);
  return orphans;
}
