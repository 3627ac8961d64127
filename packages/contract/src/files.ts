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
