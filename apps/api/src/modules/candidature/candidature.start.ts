import type { AppContext } from '../../lib/context.js';
import { moveToIndividu } from './candidature.service.js';

/** Applications react to one event: a person renumbered (an applicant's address got an account, §9). */
export function startCandidature(ctx: AppContext): void {
  ctx.events.subscribe('individu.renumbered', async (tx, event) => {
    await moveToIndividu(tx.db, event.from, event.to);
  });
}
