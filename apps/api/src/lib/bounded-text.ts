import { sqlLength } from '@recrutement/contract';

/**
 * Texts the server itself writes into `varchar(n)` columns, made from what people typed (an audit
 * line names a person, an offer and an uploaded file name; a mail's subject an offer). The request
 * schemas bound what a client writes (`COLUMN_LIMITS` of the contract); these are the others, and
 * each is cut to fit (`fitText`) where it is written, so that no input can make a write fail on
 * PostgreSQL (SQLite does not enforce the lengths). The migrations are frozen: these numbers copy
 * theirs, and test/column-limits.test.ts fails when a varchar column is in neither list.
 */
export const SERVER_TEXT_LIMITS = {
  audit_log: { actor_email: 254, action: 60, target_type: 40, label: 300 },
  mail_outbox: { kind: 40, subject: 300, last_error: 500, locked_by: 80 },
  file_deletion: { nom_fichier: 200, last_error: 500 },
  job_lease: { name: 60, owner: 80 },
  message: { sujet: 200, erreur: 500 },
} as const;

const ELLIPSIS = '…';

/**
 * `value` cut to at most `max` characters as a SQL `varchar(n)` counts them (code points, so a
 * character made of two UTF-16 units is never split), ending in « … » when something was cut.
 */
export function fitText(value: string, max: number): string {
  if (sqlLength(value) <= max) return value;
  return (
    [...value]
      .slice(0, Math.max(0, max - 1))
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/** Same, keeping null as null. */
export const fitOptionalText = (value: string | null, max: number): string | null =>
  value === null ? null : fitText(value, max);
