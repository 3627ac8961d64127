import type { AppContext } from '../../lib/context.js';
import { accountCleanupJob } from './account-tokens.js';
import { forgetSessionsOf } from './session-gate.js';

/**
 * Accounts: an erased account's tokens answer 401 at once (§3), not after each instance's short
 * memory of them has expired (the broadcast reaches this instance and the others); expired
 * revocations and spent account tokens go, hourly.
 */
export function startAuth(ctx: AppContext): void {
  ctx.events.subscribe('individu.erased', (tx, event) => {
    const { userId } = event;
    if (userId !== undefined) tx.afterCommit(() => void forgetSessionsOf(ctx.broadcast, userId));
  });
  ctx.jobs.register(accountCleanupJob);
}
