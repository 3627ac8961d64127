import type { AppContext } from '../../lib/context.js';
import { createInterviewMail } from './entretien.mail.js';
import { reminderJob } from './entretien.reminder.js';

/**
 * Interviews (§15): each change writes its messages to the outbox (in the change's transaction),
 * and the reminder job mails everyone 24 hours before, once.
 */
export function startEntretien(ctx: AppContext): void {
  ctx.events.subscribe('entretien.changed', createInterviewMail(ctx));
  ctx.jobs.register(reminderJob);
}
