import { Readable } from 'node:stream';
import { ACCEPTED_FILE_TYPES, type AcceptedFileType } from '@recrutement/contract';
import { fileTypeFromBuffer } from 'file-type';

/**
 * Bytes read before deciding a file's type. More than file-type's usual 4100 so that the first
 * entries of a DOCX or ODT (zip) archive are in the sample even when they come after others.
 */
export const SNIFF_BYTES = 64 * 1024;

/** file-type names a Word 97–2003 document by its container (OLE2 compound file). */
const ALIASES: Record<string, string> = { 'application/x-cfb': 'application/msword' };
const RTF_MAGIC = Buffer.from('{\\rtf', 'latin1');

const byMime = (mime: string) => ACCEPTED_FILE_TYPES.find((t) => t.mime === mime) ?? null;

/** The accepted type of a file from its first bytes, or null when it is not one we take. */
export async function detectFileType(head: Buffer): Promise<AcceptedFileType | null> {
  if (head.subarray(0, RTF_MAGIC.length).equals(RTF_MAGIC)) return byMime('application/rtf');
  const found = await fileTypeFromBuffer(head);
  return found ? byMime(ALIASES[found.mime] ?? found.mime) : null;
}

export interface PeekedStream {
  /** The first bytes (at least `size` unless the stream is shorter). */
  head: Buffer;
  /** The whole content again, head included, for a single consumer. */
  stream(): Readable;
  /** Reads what is left to the end without keeping it (the source must never be destroyed early). */
  drain(): Promise<void>;
}

/**
 * Reads the start of a stream without losing it. The multipart parser stops when a part's stream
 * is destroyed before its end, so the source is only ever read forward, never destroyed.
 */
export async function peek(source: AsyncIterable<Buffer>, size: number): Promise<PeekedStream> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < size && !ended) {
    const next = await iterator.next();
    if (next.done) ended = true;
    else {
      chunks.push(next.value);
      length += next.value.length;
    }
  }
  const head = Buffer.concat(chunks);
  const pull = async () => {
    if (ended) return null;
    const next = await iterator.next();
    if (next.done) ended = true;
    return next.done ? null : next.value;
  };
  async function* replay() {
    if (head.length > 0) yield head;
    for (let chunk = await pull(); chunk; chunk = await pull()) yield chunk;
  }
  return {
    head,
    stream: () => Readable.from(replay(), { objectMode: false }),
    async drain() {
      while ((await pull()) !== null) {
        // Discarding the rest of the part.
      }
    },
  };
}
