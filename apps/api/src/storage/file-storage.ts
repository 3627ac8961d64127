import type { Readable } from 'node:stream';

/**
 * Where attachments live. Names are chosen by the server (`<uuid>.<ext>`), never by a client.
 * Two backends implement it (contract §13): a local folder (`fs`, the default) and an S3-compatible
 * bucket (`s3`). A backend that cannot reach its store throws the `UNAVAILABLE` error (503), so a
 * read never says "no such file" when it only could not look.
 */
export interface FileStorage {
  /**
   * Streams `source` into a new file `name` (never overwriting one) and answers the bytes written.
   * On failure it removes what it wrote, and nothing else.
   */
  save(name: string, source: Readable): Promise<{ size: number }>;
  /** A stream of the file, or null when there is no such file. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /**
   * Every stored name (used to find files no row refers to), read page by page from the store.
   * `modifiedBefore` keeps only files last written before that instant: a file being uploaded by
   * another instance right now is younger and must not be taken for an orphan.
   */
  list(options?: { modifiedBefore?: Date }): Promise<string[]>;
  /** Resolves when the store can be read and written now (`/readyz`); throws `UNAVAILABLE` otherwise. */
  check(): Promise<void>;
}
