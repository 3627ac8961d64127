import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config/index.js';

/** One message ready to leave: both parts, and a Message-ID fixed by its outbox row. */
export interface OutgoingMail {
  id: number;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  date: Date;
  /** One-click unsubscribe URL of an alert mail (RFC 2369 + RFC 8058), or null. */
  listUnsubscribe?: string | null;
  /** The iCalendar alternative of an invitation (RFC 6047): `text/calendar; method=…`. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Threading headers of a thread's later messages (§20, RFC 5322). */
  inReplyTo?: string | null;
  references?: string | null;
  /** False for a message a person wrote (§20): only automatic mails say Auto-Submitted. */
  autoSubmitted?: boolean;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

const message = (mail: OutgoingMail) => ({
  from: mail.from,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  messageId: mail.messageId,
  date: mail.date,
  ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
  ...(mail.references ? { references: mail.references } : {}),
  // Nobody should answer an automatic message with an out-of-office reply (RFC 3834).
  headers: {
    ...(mail.autoSubmitted === false ? {} : { 'Auto-Submitted': 'auto-generated' }),
    // RFC 8058: the URL of List-Unsubscribe takes a POST with this body, without any other step.
    ...(mail.listUnsubscribe ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
  },
  // nodemailer's own List-* support writes `List-Unsubscribe: <url>` (RFC 2369).
  ...(mail.listUnsubscribe ? { list: { unsubscribe: mail.listUnsubscribe } } : {}),
  // nodemailer adds it as the last alternative, `text/calendar; charset=utf-8; method=REQUEST`.
  ...(mail.calendar
    ? {
        icalEvent: {
          method: mail.calendar.method,
          content: mail.calendar.content,
          filename: mail.calendar.method === 'CANCEL' ? 'annulation.ics' : 'invitation.ics',
        },
      }
    : {}),
});

/** A real relay (`SMTP_URL`). Timeouts are short: a hung relay must not hold the outbox's lease. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

/**
 * The embedded default: each message is written as an RFC 5322 `.eml` file (UTF-8, CRLF, text and
 * HTML parts) into `dir`, named after its outbox row, so that a retry rewrites the same file.
 * Written under a temporary name then renamed: a reader never sees half a message.
 */
export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await composer.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const stamp = mail.date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d+Z$/, 'Z');
      const name = `${stamp}-${String(mail.id).padStart(6, '0')}.eml`;
      const temporary = join(dir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer, { mode: 0o600 });
      await rename(temporary, join(dir, name));
    },
    close: () => composer.close(),
  };
}

export function createMailTransport(config: Config): MailTransport {
  return config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : fileTransport(config.mail.dir);
}
