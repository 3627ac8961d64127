import type { AppContext } from '../../lib/context.js';
import type { Job } from '../../lib/jobs.js';
import { inTransaction } from '../../lib/transaction.js';
import * as repo from './entretien.repository.js';

// The 24-hour reminder.

export const REMINDER_JOB = 'entretien-rappels';
const DAY_MS = 86_400_000;

/** Sends the reminder of every confirmed interview starting within 24 hours, once each. */
export async function sendDueReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const due = await repo.findReminderDue(ctx.db, now.toISOString(), new Date(now.getTime() + DAY_MS).toISOString());
  let sent = 0;
  for (const row of due) {
    const owner = await repo.findPosteOf(ctx.db, row.candidature_id);
    if (!owner) continue;
    const marked = await inTransaction(ctx, async (tx) => {
      if (!(await repo.markReminderSent(tx.db, row, ctx.clock.nowIso()))) return false;
      await tx.publish({
        type: 'entretien.changed',
        change: 'reminder',
        entretienId: row.id,
        individuId: owner.individu_id,
      });
      return true;
    });
    if (marked) sent++;
  }
  return sent;
}

/** Every 5 minutes, on one instance at a time (the sent-at column makes a second run harmless). */
export const reminderJob: Job = {
  name: REMINDER_JOB,
  everyMs: 5 * 60_000,
  exclusive: true,
  run: (ctx) => sendDueReminders(ctx).then(() => undefined),
};
