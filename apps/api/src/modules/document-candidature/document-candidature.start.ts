import type { AppContext } from '../../lib/context.js';
import { fileDeletionJob } from '../../storage/deletion-queue.js';

/** Files that must go (refused uploads, erasures) are removed after commit, retried by this job. */
export function startDocumentCandidature(ctx: AppContext): void {
  ctx.jobs.register(fileDeletionJob);
}
