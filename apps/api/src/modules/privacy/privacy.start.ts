import type { AppContext } from '../../lib/context.js';
import { retentionJob } from './retention.js';

/** Personal data's background work: the daily retention purge (§10). */
export function startPrivacy(ctx: AppContext): void {
  ctx.jobs.register(retentionJob);
}
