import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * Text of a CV (contract §19), read here with libraries on this server: PDF through pdfjs-dist,
 * DOCX through mammoth, ODT from its `content.xml`. Everything is bounded: pages read, characters
 * kept, ZIP entries and the bytes they may inflate to (checked against the declared sizes, and the
 * declared sizes checked against what really comes out, so a zip bomb stops at the limit). Other
 * types (images, DOC, RTF) give nothing. This runs in a child process (`cv-extractor.ts`) that a
 * time limit kills, so a hostile file costs that process, never the server.
 */

export type ExtractableKind = 'pdf' | 'docx' | 'odt';

export interface ExtractLimits {
  /** Pages of a PDF read at most. */
  maxPages: number;
  /** Characters of text kept at most. */
  maxChars: number;
  /** Bytes one ZIP entry may inflate to. */
  maxEntryBytes: number;
  /** Bytes all the entries of one archive may inflate to together. */
  maxArchiveBytes: number;
  /** Entries of one archive at most. */
  maxEntries: number;
}

export const EXTRACT_LIMITS: ExtractLimits = {
  maxPages: 20,
  maxChars: 100_000,
  maxEntryBytes: 16 * 1024 * 1024,
  maxArchiveBytes: 48 * 1024 * 1024,
  maxEntries: 2_000,
};

const KIND_OF_MIME: Record<string, ExtractableKind> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.oasis.opendocument.text': 'odt',
};

/** The kind of text a file of this (detected) type holds, or null when none is read from it. */
export const extractableKind = (mime: string): ExtractableKind | null => KIND_OF_MIME[mime] ?? null;

/** A refusal of the bounds: the file gives no text (not an error of the server). */
export class ExtractionRefused extends Error {}

/** The text of a document, blank runs collapsed and cut at `maxChars`; '' when it holds none. */
export async function extractText(
  bytes: Uint8Array,
  kind: ExtractableKind,
  limits: ExtractLimits = EXTRACT_LIMITS,
): Promise<string> {
  const raw =
    kind === 'pdf'
      ? await pdfText(bytes, limits)
      : kind === 'docx'
        ? await docxText(bytes, limits)
        : await odtText(bytes, limits);
  return tidy(raw).slice(0, limits.maxChars);
}

/** Spaces and tabs collapsed, lines trimmed, at most one empty line in a row. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0 ]+/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

async function pdfText(bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    // pdf.js takes the buffer over: a copy keeps the caller's intact.
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  try {
    const parts: string[] = [];
    let length = 0;
    const pages = Math.min(pdf.numPages, limits.maxPages);
    for (let n = 1; n <= pages && length < limits.maxChars; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      let line = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        line += item.str;
        if (item.hasEOL) {
          parts.push(line);
          length += line.length + 1;
          line = '';
        } else if (item.str && !item.str.endsWith(' ')) {
          line += ' ';
        }
      }
      parts.push(line, '');
      length += line.length + 1;
      page.cleanup();
    }
    return parts.join('\n');
  } finally {
    await task.destroy();
  }
}

interface ZipEntry {
  name: string;
  size: number;
  read(): Promise<Buffer>;
}

/**
 * The entries of a ZIP held in memory, refused whole (`ExtractionRefused`) when there are too many
 * or when their declared sizes pass the limits. `read` inflates one entry, stopping at its
 * declared size (yauzl checks it) and at `maxEntryBytes`.
 */
async function zipEntries(bytes: Uint8Array, limits: ExtractLimits): Promise<Map<string, ZipEntry>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
      (error, file) => (error || !file ? reject(error ?? new ExtractionRefused('zip')) : resolve(file)),
    ),
  );
  if (zip.entryCount > limits.maxEntries) throw new ExtractionRefused('too many entries');
  const entries = new Map<string, ZipEntry>();
  let declared = 0;
  await new Promise<void>((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve());
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      if (entry.uncompressedSize > limits.maxEntryBytes || declared > limits.maxArchiveBytes) {
        zip.close();
        reject(new ExtractionRefused('archive expands too much'));
        return;
      }
      entries.set(entry.fileName, {
        name: entry.fileName,
        size: entry.uncompressedSize,
        read: () => readEntry(zip, entry, limits.maxEntryBytes),
      });
      zip.readEntry();
    });
    zip.readEntry();
  });
  return entries;
}

function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream?: Readable) => {
      if (error || !stream) return reject(error ?? new ExtractionRefused('entry'));
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > max) {
          stream.destroy(new ExtractionRefused('entry too large'));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

/**
 * DOCX through mammoth (1.11 and later: no external file is ever read), once every entry of the
 * archive has been inflated here within the bounds: mammoth's own unzipping then meets no more
 * bytes than were counted.
 */
async function docxText(bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
  const entries = await zipEntries(bytes, limits);
  if (!entries.has('word/document.xml')) throw new ExtractionRefused('not a document');
  let inflated = 0;
  for (const entry of entries.values()) {
    inflated += (await entry.read()).length;
    if (inflated > limits.maxArchiveBytes) throw new ExtractionRefused('archive expands too much');
  }
  const mammoth = (await import('mammoth')).default;
  const result = await mammoth.extractRawText({
    buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  });
  return result.value;
}

/** ODT: the text of `content.xml`, paragraphs and headings on their own lines. */
async function odtText(bytes: Uint8Array, limits: ExtractLimits): Promise<string> {
  const content = (await zipEntries(bytes, limits)).get('content.xml');
  if (!content) throw new ExtractionRefused('not a document');
  return odfXmlText((await content.read()).toString('utf8'));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Decodes the five XML entities and numeric references. */
function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (all, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? all;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** Text of an OpenDocument body: paragraphs, headings and list items end lines; tabs, spaces and breaks kept. */
export function odfXmlText(xml: string): string {
  const body = xml.replace(/^[\s\S]*?<office:body[^>]*>/, '');
  return decodeXml(
    body
      .replace(/<text:s\b[^>]*?text:c="(\d{1,3})"[^>]*\/>/g, (_all, n: string) => ' '.repeat(Number(n)))
      .replace(/<text:(s|tab)\b[^>]*\/>/g, ' ')
      .replace(/<text:line-break\b[^>]*\/>/g, '\n')
      .replace(/<\/(text:p|text:h|table:table-cell)>/g, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}
