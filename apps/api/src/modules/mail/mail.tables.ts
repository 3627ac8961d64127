import type { ColumnType, Generated } from 'kysely';

/** The tables the mail module owns (mail.manifest.ts); `db/schema.ts` assembles every module's into `Database`. */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}

export interface MailOutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** 1 when the body carries a secret link: never shown in the back office. */
  sensitive: Generated<number>;
  state: Generated<'pending' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  locked_until: string | null;
  locked_by: string | null;
  individu_id: number | null;
  created_at: string;
  sent_at: string | null;
  /** An alert mail's one-click unsubscribe URL (List-Unsubscribe, RFC 8058); null otherwise. */
  list_unsubscribe: ColumnType<string | null, string | null | undefined, string | null>;
  /** An iCalendar part (§15): its METHOD and text, or null for a plain message. */
  calendar_method: string | null;
  calendar_body: string | null;
  /** A Message-ID fixed by the writer (a thread's message, §20), else null: the worker makes one from the row. */
  message_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Threading headers (RFC 5322) of a thread's later messages. */
  in_reply_to: ColumnType<string | null, string | null | undefined, string | null>;
  references_header: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 for what the server sends on its own (`Auto-Submitted: auto-generated`), 0 for a person's message. */
  auto_submitted: Generated<number>;
}
