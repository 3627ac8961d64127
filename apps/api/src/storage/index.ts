import type { Readable } from 'node:stream';

/**
 * Where attachments live. Names are chosen by the server (`<uuid>.<ext>`), never by a client.
 * The local folder backend is the default; another backend (S3...) implements the same calls.
 */
export interface FileStorage {
  /** Streams `source` into a new file `name`; answers the bytes written. Removes what it wrote on failure. */
  save(name: string, source: Readable): Promise<{ size: number }>;
  /** A stream of the file, or null when there is no such file. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes the file; a missing file is not an error. */
  remove(name: string): Promise<void>;
  /** Every stored name (used to find files no row refers to). */
  list(): Promise<string[]>;
  /** Resolves when the store can be read and written now (`/readyz`); rejects otherwise. */
  check(): Promise<void>;
}
