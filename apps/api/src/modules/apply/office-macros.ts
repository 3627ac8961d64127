import type { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';

/**
 * Macros in DOCX and ODT attachments (contract §5: such a document is refused, 415). Both are ZIP
 * archives: the central directory at the end lists every entry, so the whole archive is judged,
 * not only its first bytes. Macros are a VBA project (`vbaProject.bin`, `vbaData.xml`), a
 * macro-enabled or VBA content type in `[Content_Types].xml`, or LibreOffice `Basic/` and
 * `Scripts/` folders (also as declared in `META-INF/manifest.xml`).
 */

export type MacroVerdict = 'clean' | 'macros' | 'unreadable';

/** Bytes kept from the end of an upload: the central directory of any real document fits. */
export const TAIL_BYTES = 256 * 1024;
/** Largest part read back from storage or inflated (a content-types file is a few KiB). */
const MAX_PART = 4 * 1024 * 1024;

const MACRO_ENTRY = /(^|\/)(vbaproject\.bin|vbadata\.xml)$|^(basic|scripts)\//i;
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData/i;
const MACRO_MANIFEST = /full-path="\/?(Basic|Scripts)\//i;

export const isOfficeArchive = (ext: string) => ext === 'docx' || ext === 'odt';

/** Passes a stream through unchanged, keeping its last `max` bytes and its size. */
export function tailKeeper(max = TAIL_BYTES) {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  async function* pass(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      size += chunk.length;
      chunks.push(chunk);
      kept += chunk.length;
      while (chunks.length > 1 && kept - (chunks[0]?.length ?? 0) >= max) kept -= chunks.shift()?.length ?? 0;
      yield chunk;
    }
  }
  return {
    pass,
    tail: () => {
      const all = Buffer.concat(chunks);
      return all.subarray(Math.max(0, all.length - max));
    },
    size: () => size,
  };
}

export interface ArchiveBytes {
  /** The first bytes (the sniffed head), the last bytes, and the total size. */
  head: Buffer;
  tail: Buffer;
  size: number;
  /** The stored file again, for a part in neither the head nor the tail. */
  open(): Promise<Readable | null>;
}

interface CentralEntry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  localOffset: number;
}

class Unreadable extends Error {}

export async function inspectOfficeArchive(ext: string, bytes: ArchiveBytes): Promise<MacroVerdict> {
  try {
    const entries = await centralDirectory(bytes);
    if (entries.some((e) => MACRO_ENTRY.test(e.name))) return 'macros';
    const part = ext === 'docx' ? '[content_types].xml' : 'meta-inf/manifest.xml';
    const entry = entries.find((e) => e.name.toLowerCase() === part);
    if (!entry) return ext === 'docx' ? 'unreadable' : 'clean';
    const text = (await entryContent(bytes, entry)).toString('utf8');
    return (ext === 'docx' ? MACRO_CONTENT_TYPE : MACRO_MANIFEST).test(text) ? 'macros' : 'clean';
  } catch (error) {
    if (error instanceof Unreadable || error instanceof RangeError) return 'unreadable';
    if (
      (error as { code?: string }).code?.startsWith('Z_') ||
      (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
    ) {
      return 'unreadable';
    }
    throw error;
  }
}

/** Bytes [start, end) of the file: from the head, the tail, or read back from storage. */
async function range(bytes: ArchiveBytes, start: number, end: number): Promise<Buffer> {
  if (start < 0 || end > bytes.size || end < start || end - start > MAX_PART) throw new Unreadable('range');
  if (end <= bytes.head.length) return bytes.head.subarray(start, end);
  const tailStart = bytes.size - bytes.tail.length;
  if (start >= tailStart) return bytes.tail.subarray(start - tailStart, end - tailStart);
  const stream = await bytes.open();
  if (!stream) throw new Unreadable('gone');
  const parts: Buffer[] = [];
  let position = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    const from = Math.max(start, position);
    const to = Math.min(end, position + chunk.length);
    if (from < to) parts.push(chunk.subarray(from - position, to - position));
    position += chunk.length;
    if (position >= end) {
      stream.destroy();
      break;
    }
  }
  return Buffer.concat(parts);
}

async function centralDirectory(bytes: ArchiveBytes): Promise<CentralEntry[]> {
  const { tail } = bytes;
  // End of central directory: 22 bytes, then a comment of at most 65535 bytes.
  let eocd = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 0xffff); i -= 1) {
    if (tail.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Unreadable('no end of central directory');
  const count = tail.readUInt16LE(eocd + 10);
  const cdSize = tail.readUInt32LE(eocd + 12);
  const cdOffset = tail.readUInt32LE(eocd + 16);
  // ZIP64 markers: no document of a few MiB needs them.
  if (count === 0xffff || cdOffset === 0xffffffff || cdSize === 0xffffffff) throw new Unreadable('zip64');
  const cd = await range(bytes, cdOffset, cdOffset + cdSize);
  const entries: CentralEntry[] = [];
  let p = 0;
  for (let n = 0; n < count; n += 1) {
    if (cd.readUInt32LE(p) !== 0x02014b50) throw new Unreadable('central directory');
    const nameLength = cd.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    entries.push({
      flags: cd.readUInt16LE(p + 8),
      method: cd.readUInt16LE(p + 10),
      compressedSize: cd.readUInt32LE(p + 20),
      localOffset: cd.readUInt32LE(p + 42),
      name: cd.subarray(p + 46, p + 46 + nameLength).toString('utf8'),
    });
    p = next;
  }
  return entries;
}

async function entryContent(bytes: ArchiveBytes, entry: CentralEntry): Promise<Buffer> {
  if (entry.flags & 1) throw new Unreadable('encrypted');
  const header = await range(bytes, entry.localOffset, entry.localOffset + 30);
  if (header.readUInt32LE(0) !== 0x04034b50) throw new Unreadable('local header');
  const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const data = await range(bytes, start, start + entry.compressedSize);
  if (entry.method === 0) return data;
  if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: MAX_PART });
  throw new Unreadable('compression method');
}
