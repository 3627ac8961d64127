import type { AppContext } from '../../lib/context.js';
import { mfaCleanupJob } from './mfa.service.js';

/** The second factor (§23): spent and expired sign-in tickets go, hourly. */
export function startMfa(ctx: AppContext): void {
  ctx.jobs.register(mfaCleanupJob);
}
