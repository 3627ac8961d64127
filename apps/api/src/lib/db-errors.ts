import type { AppError } from './errors.js';

/**
 * Constraint violations, recognised the same way on both databases: PostgreSQL's SQLSTATE codes
 * and better-sqlite3's extended result codes, both carried on `error.code`.
 */
const UNIQUE_CODES = new Set(['23505', 'SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const FOREIGN_KEY_CODES = new Set(['23503', 'SQLITE_CONSTRAINT_FOREIGNKEY']);

function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** A duplicate key (a unique index or the primary key refused the row). */
export const isUniqueViolation = (error: unknown): boolean => UNIQUE_CODES.has(codeOf(error) ?? '');

/** A foreign key refused the write (a missing parent, or a row still referenced on delete). */
export const isForeignKeyViolation = (error: unknown): boolean => FOREIGN_KEY_CODES.has(codeOf(error) ?? '');

type ErrorFactory = () => AppError | Promise<AppError>;

/**
 * Runs one write and turns the constraint violations a concurrent request can cause (the service
 * checked first, another request got in between) into the same AppError the check gives.
 * Call it outside any transaction: the factories may query, which an aborted PostgreSQL
 * transaction would refuse.
 */
export async function guardWrite<T>(
  write: () => Promise<T>,
  on: { unique?: ErrorFactory; foreignKey?: ErrorFactory },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (on.unique && isUniqueViolation(error)) throw await on.unique();
    if (on.foreignKey && isForeignKeyViolation(error)) throw await on.foreignKey();
    throw error;
  }
}
