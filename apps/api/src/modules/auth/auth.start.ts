import type { AppContext } from '../../lib/context.js';
import { accountCleanupJob } from './account-tokens.js';

/** Accounts' background work: expired revocations and spent account tokens go, hourly. */
export function startAuth(ctx: AppContext): void {
  ctx.jobs.register(accountCleanupJob);
}
