/** Attachment rules of contract §5–§6: the type is decided by content, never by name. */
export const DEFAULT_MAX_UPLOAD_MB = 10;

export interface AcceptedFileType {
  mime: string;
  ext: string;
  label: string;
}

export const ACCEPTED_FILE_TYPES: readonly AcceptedFileType[] = [
  { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  { mime: 'application/msword', ext: 'doc', label: 'DOC' },
  {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    label: 'DOCX',
  },
  { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt', label: 'ODT' },
  { mime: 'application/rtf', ext: 'rtf', label: 'RTF' },
  { mime: 'image/png', ext: 'png', label: 'PNG' },
  { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
];

/** Extensions a browser file picker may offer (a first filter only; the server reads the bytes). */
export const ACCEPT_ATTRIBUTE = '.pdf,.doc,.docx,.odt,.rtf,.png,.jpg,.jpeg';

const EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'odt', 'rtf', 'png', 'jpg', 'jpeg']);

/** Client-side pre-check by name: true when the extension is one of the accepted types. */
export function hasAcceptedExtension(fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 && EXTENSIONS.has(fileName.slice(dot + 1).toLowerCase());
}

/** Stored file names: `<uuid>.<ext>`; anything else is refused before touching storage. */
export const STORED_FILE_NAME =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx|odt|rtf|png|jpg)$/;

/** Spellings of an extension that name the same type (a `.jpeg` stays `.jpeg`). */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpg', 'jpeg'] };
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME = 255;

const namesType = (candidate: string | undefined, ext: string) =>
  candidate !== undefined && (SAME_TYPE[ext] ?? [ext]).includes(candidate.toLowerCase());

/** The last `.ext` of a name when it looks like one (letters or digits, at least one letter). */
const splitExtension = (name: string): [string, string | undefined] => {
  const match = /^(.*)\.([\p{L}\p{N}]{1,10})$/u.exec(name);
  return match?.[1] !== undefined && /\p{L}/u.test(match[2] ?? '') ? [match[1], match[2]] : [name, undefined];
};

/**
 * The name a document is kept and downloaded under: the uploaded base name, sanitised (last path
 * segment, no control or bidirectional characters, no leading or trailing dots and spaces), with
 * the extension of the type detected from its bytes. A PDF sent as `cv.hta`, `cv.html` or
 * `cv\u202Efdp.exe` is `cv.pdf`, `cv.pdf`, `cvfdp.pdf`: a name never makes a file open as
 * something else. At most 255 characters.
 */
export function fileNameFor(original: string, mime: string): string {
  const ext = ACCEPTED_FILE_TYPES.find((t) => t.mime === mime)?.ext;
  const trim = (s: string) => s.replace(/^[\s.]+|[\s.]+$/gu, '');
  // Leading dots are kept until the extension is split off: `..hta` is all extension, no name.
  const cleaned = (original.split(/[\\/]/).pop() ?? '')
    .replace(UNSAFE_CHARS, '')
    .replace(/[\s.]+$/u, '')
    .trim();
  if (!ext) return bound(trim(cleaned) || 'document', '');
  const [base, current] = splitExtension(cleaned);
  if (namesType(current, ext)) return bound(trim(base) || 'document', `.${current}`);
  // `cv.pdf.hta`: the name before the stray extension already names the type.
  const [inner, innerExt] = splitExtension(trim(base));
  if (namesType(innerExt, ext)) return bound(trim(inner) || 'document', `.${innerExt}`);
  return bound(trim(base) || 'document', `.${ext}`);
}

/** `base` cut (by characters, as the column counts them) so that `base + suffix` fits. */
function bound(base: string, suffix: string): string {
  const chars = [...base];
  const room = MAX_NAME - [...suffix].length;
  return (chars.length > room ? chars.slice(0, room).join('').trimEnd() : base) + suffix;
}
