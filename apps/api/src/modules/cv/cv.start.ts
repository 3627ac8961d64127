import type { AppContext } from '../../lib/context.js';
import { closeExtractor, cvTextJob, onCandidatureCreated } from './cv.service.js';

/**
 * What the CV says (§19): the documents of a new application are queued for reading in its
 * transaction, and the `cv-text` job reads them in the background (never in the request).
 */
export function startCv(ctx: AppContext): { close(): void } {
  ctx.events.subscribe('candidature.created', (tx, event) => onCandidatureCreated(tx, ctx, event));
  ctx.jobs.register(cvTextJob);
  return { close: closeExtractor };
}
