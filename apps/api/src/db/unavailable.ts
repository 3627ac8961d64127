/**
 * Faults of the database or the disk rather than of the request: the server answers them with a
 * 503 and `Retry-After` (contract §13), never a 500 and never an exit, and serves again once the
 * fault is gone. Anything not listed here stays a 500.
 */

/** Network errors of a socket to the database (or of a connection that never opened). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL SQLSTATEs of a server that cannot serve now: class 08 (connection exception),
 * 57P01–57P03 (shut down by an administrator, crashed, starting up), 53xxx (too many connections,
 * disk full, out of memory), 58030 (I/O error), 25006 (read-only: a standby, or a read-only switch).
 */
const PG_STATE = /^(08[0-9A-Z]{3}|57P0[123]|53[0-9A-Z]{3}|58030|25006)$/;

/** node-postgres reports a lost or never-opened connection by message only. */
const PG_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Query read timeout)/;

/** SQLite: a file that cannot be written (full, read-only, I/O error) or stays locked past the busy timeout. */
const SQLITE_CODE = /^SQLITE_(FULL|READONLY|IOERR|BUSY|LOCKED|CANTOPEN|NOMEM|PROTOCOL)/;

/** File system errors of the upload folder: full, read-only, no permission, I/O error, too many files. */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE', 'EBUSY']);

/** Whether an error (or its cause, or one of an AggregateError's) is an outage of the database or the disk. */
export function isUnavailableError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || STORAGE_CODES.has(code) || PG_STATE.test(code) || SQLITE_CODE.test(code)) return true;
  }
  if (typeof message === 'string' && PG_MESSAGE.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isUnavailableError(e, depth + 1))) return true;
  return cause !== undefined && isUnavailableError(cause, depth + 1);
}

/** Seconds a client should wait before trying again (the `Retry-After` of a 503). */
export const RETRY_AFTER_SECONDS = 5;
