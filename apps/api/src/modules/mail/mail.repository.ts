import type { MailState } from '@recrutement/contract';
import type { Selectable } from 'kysely';
import type { Db, Dialect } from '../../db/index.js';
import type { MailOutboxTable } from '../../db/schema.js';
import { fitText, SERVER_TEXT_LIMITS } from '../../lib/bounded-text.js';
import type { Slice } from '../../lib/pagination.js';

export type OutboxRow = Selectable<MailOutboxTable>;

export interface NewOutboxMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sensitive: boolean;
  individuId: number | null;
  now: string;
  /** An alert mail's one-click unsubscribe URL (RFC 8058). */
  listUnsubscribe?: string | null;
  /** An iCalendar invitation sent as the message's `text/calendar` alternative (§15). */
  calendar?: CalendarPart | null;
  thread?: ThreadHeaders | null;
}

/** A person's message in a thread (§20): its Message-ID and the ones it answers (oldest first). */
export interface ThreadHeaders {
  messageId: string;
  references: string[];
}

export interface CalendarPart {
  method: 'REQUEST' | 'CANCEL';
  content: string;
}

export async function insertOutbox(db: Db, m: NewOutboxMessage): Promise<number> {
  const row = await db
    .insertInto('mail_outbox')
    .values({
      kind: m.kind,
      to_address: m.to,
      // The subject may carry an offer's name: cut to its column, never a failed write (§9).
      subject: fitText(m.subject, SERVER_TEXT_LIMITS.mail_outbox.subject),
      text_body: m.text,
      html_body: m.html,
      sensitive: m.sensitive ? 1 : 0,
      state: 'pending',
      attempts: 0,
      next_attempt_at: m.now,
      individu_id: m.individuId,
      created_at: m.now,
      list_unsubscribe: m.listUnsubscribe ?? null,
      calendar_method: m.calendar?.method ?? null,
      calendar_body: m.calendar?.content ?? null,
      message_id: m.thread?.messageId ?? null,
      in_reply_to: m.thread?.references.at(-1) ?? null,
      references_header: m.thread && m.thread.references.length > 0 ? m.thread.references.join(' ') : null,
      auto_submitted: m.thread ? 0 : 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims up to `limit` due messages for `owner` until `until`, in one statement: a row is due when
 * pending, its next attempt has come, and nobody holds it (or its holder's lease ran out — a crash).
 * On PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so concurrent claimers take
 * different rows; SQLite runs one writing statement at a time. The pick is a MATERIALIZED CTE:
 * evaluated once (a sub-select under `IN` may be re-scanned, and with SKIP LOCKED each re-scan
 * would pick `limit` more rows). The outer conditions are checked again on the row as updated, so
 * a row is never claimed twice.
 */
export function claimDue(
  db: Db,
  dialect: Dialect,
  c: { now: string; until: string; owner: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .with(
      (cte) => cte('due').materialized(),
      (q) => {
        const due = q
          .selectFrom('mail_outbox')
          .select('id')
          .where('state', '=', 'pending')
          .where('next_attempt_at', '<=', c.now)
          .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', c.now)]))
          .orderBy('id')
          .limit(c.limit);
        return dialect === 'postgres' ? due.forUpdate().skipLocked() : due;
      },
    )
    .updateTable('mail_outbox')
    .set({ locked_by: c.owner, locked_until: c.until })
    .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
    .where('state', '=', 'pending')
    .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<', c.now)]))
    .returningAll()
    .execute();
}

/**
 * Sent: the row is closed (`locked_by` stays: which instance sent it); a message that carried a
 * secret link keeps no body once it left.
 */
export async function markSent(db: Db, row: OutboxRow, now: string): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      state: 'sent',
      sent_at: now,
      attempts: row.attempts + 1,
      last_error: null,
      locked_until: null,
      ...(row.sensitive ? { text_body: '', html_body: '', list_unsubscribe: null } : {}),
    })
    .where('id', '=', row.id)
    .execute();
}

/** A failed attempt: try again at `nextAttemptAt`, or give up (`failed`) when it is null. */
export async function markAttemptFailed(
  db: Db,
  row: OutboxRow,
  failure: { error: string; nextAttemptAt: string | null },
): Promise<void> {
  const failed = failure.nextAttemptAt === null;
  await db
    .updateTable('mail_outbox')
    .set({
      state: failed ? 'failed' : 'pending',
      attempts: row.attempts + 1,
      last_error: fitText(failure.error, SERVER_TEXT_LIMITS.mail_outbox.last_error),
      next_attempt_at: failure.nextAttemptAt ?? row.next_attempt_at,
      locked_by: null,
      locked_until: null,
      ...(failed && row.sensitive ? { text_body: '', html_body: '', list_unsubscribe: null } : {}),
    })
    .where('id', '=', row.id)
    .execute();
}

const filtered = (db: Db, state: MailState | undefined) => {
  const query = db.selectFrom('mail_outbox');
  return state ? query.where('state', '=', state) : query;
};

/** The outbox for the back office, newest first. */
export function findOutboxPage(db: Db, state: MailState | undefined, slice: Slice | null): Promise<OutboxRow[]> {
  let query = filtered(db, state).selectAll().orderBy('id', 'desc');
  if (slice) query = query.limit(slice.limit).offset(slice.offset);
  return query.execute();
}

export async function countOutbox(db: Db, state: MailState | undefined): Promise<number> {
  const row = await filtered(db, state)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Closed messages older than `before` go: the outbox is not an archive of personal data. */
export async function deleteClosedBefore(db: Db, before: string): Promise<number> {
  const result = await db
    .deleteFrom('mail_outbox')
    .where('state', 'in', ['sent', 'failed'])
    .where('created_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Deletes the messages tied to an individu (its erasure, §10). */
export async function deleteOfIndividu(db: Db, individuId: number): Promise<void> {
  await db.deleteFrom('mail_outbox').where('individu_id', '=', individuId).execute();
}

/** The alert mails still queued for an address (the erasure of its alerts, §18). */
export async function deletePendingAlerteMailsTo(db: Db, email: string): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('kind', 'in', ['alerte', 'alerte-confirmation'])
    .where('state', '=', 'pending')
    .where((eb) => eb(eb.fn('lower', ['to_address']), '=', email.toLowerCase()))
    .execute();
}

/** The messages tied to individu `from` are now tied to `into` (a merge, §19). */
export async function moveToIndividu(db: Db, from: number, into: number): Promise<void> {
  await db.updateTable('mail_outbox').set({ individu_id: into }).where('individu_id', '=', from).execute();
}
