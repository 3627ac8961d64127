import type { AppContext } from '../../lib/context.js';
import { createWorker, OUTBOX_JOB, purgeOldMail } from './mail.outbox.js';
import { moveToIndividu } from './mail.service.js';
import { createMailHandlers } from './mail.subscribers.js';
import { createMailTransport, type MailTransport } from './mail.transport.js';

/**
 * Starts mail in a server: the subscribers that write the outbox, the worker that empties it
 * (woken after each commit that wrote a message, and every 10 seconds for retries), and the
 * daily purge of old messages. Answers the transport so that its owner closes it.
 */
export function startMail(ctx: AppContext): MailTransport {
  const transport = createMailTransport(ctx.config);
  const worker = createWorker(ctx, transport);
  const on = createMailHandlers(ctx);
  ctx.events.subscribe('candidature.created', on.receipt);
  ctx.events.subscribe('candidature.status-changed', on.statusNotice);
  ctx.events.subscribe('account.created', on.verification);
  ctx.events.subscribe('account.verification-requested', on.verification);
  ctx.events.subscribe('account.password-reset-requested', on.reset);
  ctx.events.subscribe('individu.erased', on.erasureNotice);
  ctx.events.subscribe('staff.invited', on.invitation);
  ctx.events.subscribe('alerte.confirmation-requested', on.alerteConfirmation);
  ctx.events.subscribe('alerte.offres-found', on.alerteOffres);
  // A person renumbered (§9): their queued messages follow them.
  ctx.events.subscribe('individu.renumbered', (tx, event) => moveToIndividu(tx.db, event.from, event.to));
  ctx.jobs.register({ name: OUTBOX_JOB, everyMs: 10_000, run: () => worker.deliver().then(() => undefined) });
  ctx.jobs.register({
    name: 'mail-cleanup',
    everyMs: 6 * 3_600_000,
    exclusive: true,
    run: (job) => purgeOldMail(job).then(() => undefined),
  });
  return transport;
}
