import type { AppContext } from '../../lib/context.js';
import { MESSAGE_JOB, sendDue } from './message.service.js';

/**
 * Messages: the job that hands each due message to the outbox. Exclusive and every 5 seconds; a
 * scheduled message is a row, so it survives a restart and leaves from whichever instance runs it.
 */
export function startMessage(ctx: AppContext): void {
  ctx.jobs.register({ name: MESSAGE_JOB, everyMs: 5_000, exclusive: true, run: (job) => sendDue(job) });
}
