import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../lib/context.js';
import type { TxScope } from '../../lib/events.js';
import { INSTANCE_ID } from '../../lib/jobs.js';
import type { MailContent } from './mail.layout.js';
import {
  type CalendarPart,
  claimDue,
  deleteClosedBefore,
  insertOutbox,
  markAttemptFailed,
  markSent,
  type OutboxRow,
  type ThreadHeaders,
} from './mail.repository.js';
import type { MailTransport } from './mail.transport.js';

export const OUTBOX_JOB = 'mail-outbox';

/** A message is retried for a day, then given up (`failed`) — visible in the back office. */
export const RETRY_WINDOW_MS = 24 * 3_600_000;
const LEASE_MS = 2 * 60_000;
const BATCH = 10;
/** Rounds per run: a long queue drains over several runs, leaving room for the other jobs. */
const ROUNDS = 20;

/** Wait before the next attempt after `attempts` failures: 30 s, 1 min, 2 min… at most 1 hour. */
export const backoffMs = (attempts: number) => Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);

export interface Enqueue {
  kind: string;
  to: string;
  content: MailContent;
  /** The body carries a secret link: never shown in the back office, dropped once sent. */
  sensitive?: boolean;
  individuId: number | null;
  /** Alert mails: the one-click unsubscribe URL, sent as List-Unsubscribe (+ List-Unsubscribe-Post). */
  listUnsubscribe?: string;
  /** An invitation (or its cancellation): a `text/calendar; method=…` alternative of the message. */
  calendar?: CalendarPart;
  /** A message a person wrote (§20): its own Message-ID, its thread's headers, no Auto-Submitted. */
  thread?: ThreadHeaders;
}

/**
 * Records a message in the caller's transaction (it commits or rolls back with the change that
 * causes it) and wakes the worker once that transaction has committed.
 */
export async function enqueueMail(ctx: AppContext, tx: TxScope, m: Enqueue): Promise<number> {
  const id = await insertOutbox(tx.db, {
    kind: m.kind,
    to: m.to,
    subject: m.content.subject,
    text: m.content.text,
    html: m.content.html,
    sensitive: m.sensitive ?? false,
    individuId: m.individuId,
    now: ctx.clock.nowIso(),
    listUnsubscribe: m.listUnsubscribe ?? null,
    calendar: m.calendar ?? null,
    thread: m.thread ?? null,
  });
  tx.afterCommit(() => ctx.jobs.wake(OUTBOX_JOB));
  return id;
}

interface Failure {
  text: string;
  /** The relay could not be reached (or the disk refused): the rest of the batch waits too. */
  relayDown: boolean;
  /** The relay refused this message for good (5xx on the recipient or the content). */
  permanent: boolean;
  /** What may be logged: codes only, never an address. */
  code: string;
}

function describe(error: unknown): Failure {
  const e = error as { code?: string; responseCode?: number; message?: string };
  const responseCode = typeof e.responseCode === 'number' ? e.responseCode : undefined;
  const refused = e.code === 'EENVELOPE' || e.code === 'EMESSAGE';
  const code = [e.code, responseCode].filter(Boolean).join(' ') || 'ERROR';
  return {
    text: `${code} : ${e.message ?? String(error)}`,
    relayDown: !refused,
    permanent: refused && responseCode !== undefined && responseCode >= 500,
    code,
  };
}

/** When to try again after this failure, or null to give up. */
function nextAttempt(row: OutboxRow, failure: Failure, now: Date): string | null {
  const deadline = Date.parse(row.created_at) + RETRY_WINDOW_MS;
  if (failure.permanent || now.getTime() >= deadline) return null;
  return new Date(Math.min(now.getTime() + backoffMs(row.attempts + 1), deadline)).toISOString();
}

export interface Worker {
  /** Sends what is due; answers how many were sent. */
  deliver(): Promise<number>;
}

/**
 * The outbox worker of one server: claims due messages (several servers never take the same
 * row), sends them, and records each outcome. A crash between claim and outcome leaves a lease
 * that runs out after two minutes: the message is then claimed again (sent at least once; a
 * relay keeps the stable Message-ID, so a duplicate can be recognised).
 */
export function createWorker(ctx: AppContext, transport: MailTransport): Worker {
  const owner = `${INSTANCE_ID}-${randomUUID().slice(0, 8)}`;
  const host = new URL(ctx.config.publicUrl).hostname;

  async function fail(rows: OutboxRow[], failure: Failure): Promise<void> {
    const now = ctx.clock.now();
    for (const row of rows) {
      await markAttemptFailed(ctx.db, row, { error: failure.text, nextAttemptAt: nextAttempt(row, failure, now) });
    }
    ctx.log.warn({ mail: rows.map((r) => r.id), error: failure.code }, 'mail not sent; retry planned');
  }

  async function send(row: OutboxRow): Promise<void> {
    await transport.send({
      id: row.id,
      from: ctx.config.mail.from,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: row.message_id ?? `<outbox-${row.id}-${Date.parse(row.created_at)}@${host}>`,
      inReplyTo: row.in_reply_to,
      references: row.references_header,
      autoSubmitted: Number(row.auto_submitted) !== 0,
      date: new Date(row.created_at),
      listUnsubscribe: row.list_unsubscribe,
      calendar:
        row.calendar_method && row.calendar_body
          ? { method: row.calendar_method as CalendarPart['method'], content: row.calendar_body }
          : undefined,
    });
  }

  /** One batch; false when the relay is down (stop for this run). */
  async function deliverBatch(rows: OutboxRow[]): Promise<{ sent: number; relayUp: boolean }> {
    let sent = 0;
    for (const [index, row] of rows.entries()) {
      try {
        await send(row);
      } catch (error) {
        const failure = describe(error);
        if (failure.relayDown) {
          await fail(rows.slice(index), failure);
          return { sent, relayUp: false };
        }
        await fail([row], failure);
        continue;
      }
      await markSent(ctx.db, row, ctx.clock.nowIso());
      ctx.log.info({ mail: row.id, kind: row.kind }, 'mail sent');
      sent++;
    }
    return { sent, relayUp: true };
  }

  return {
    async deliver() {
      let sent = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const now = ctx.clock.now();
        const rows = await claimDue(ctx.db, ctx.dialect, {
          now: now.toISOString(),
          until: new Date(now.getTime() + LEASE_MS).toISOString(),
          owner,
          limit: BATCH,
        });
        if (rows.length === 0) break;
        const batch = await deliverBatch(rows);
        sent += batch.sent;
        if (!batch.relayUp) break;
      }
      return sent;
    },
  };
}

/** Sent and failed messages are kept 90 days for the back office, then deleted. */
export async function purgeOldMail(ctx: AppContext): Promise<number> {
  return deleteClosedBefore(ctx.db, new Date(ctx.clock.now().getTime() - 90 * 86_400_000).toISOString());
}
