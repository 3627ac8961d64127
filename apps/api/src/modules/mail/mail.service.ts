import type { MailOutboxEntry, MailOutboxQuery } from '@recrutement/contract';
import type { Config } from '../../config/index.js';
import type { AppContext } from '../../lib/context.js';
import { type Page, paged } from '../../lib/page.js';
import { countOutbox, findOutboxPage, type OutboxRow } from './mail.repository.js';

export { mailText } from './mail.catalogue.js';
export { langueOfIndividu } from './mail.langue.js';
export { type Brand, greeting, type Inline, type MailSpec, renderMail, renderWrittenMail } from './mail.layout.js';
export { type Enqueue, enqueueMail, OUTBOX_JOB } from './mail.outbox.js';
export type { CalendarPart, ThreadHeaders } from './mail.repository.js';
export {
  deleteOfIndividu,
  deletePendingAlerteMailsTo,
  moveToIndividu,
} from './mail.repository.js';

/**
 * Where messages go, for the start banner (server.ts words it): a folder of .eml files, or a relay
 * (its scheme and host, never its credentials; null when its URL does not parse).
 */
export function mailDestination(config: Config): { dir: string } | { relay: string | null } {
  if (!config.mail.smtpUrl) return { dir: config.mail.dir };
  try {
    const url = new URL(config.mail.smtpUrl);
    return { relay: `${url.protocol}//${url.host}` };
  } catch {
    return { relay: null };
  }
}

function toEntry(row: OutboxRow): MailOutboxEntry {
  const sensitive = Number(row.sensitive) === 1;
  return {
    id: row.id,
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    state: row.state,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    sensitive,
    // A verification or reset link is a key to an account: its body is never shown.
    texte: sensitive ? null : row.text_body,
    createdAt: row.created_at,
    sentAt: row.sent_at,
    nextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null,
  };
}

/** The back office's "Courriels": newest first, optionally one state, paged (contract §1). */
export function listOutbox({ db }: AppContext, query: MailOutboxQuery): Promise<Page<MailOutboxEntry>> {
  return paged(
    query,
    async (slice) => (await findOutboxPage(db, query.state, slice)).map(toEntry),
    () => countOutbox(db, query.state),
  );
}
