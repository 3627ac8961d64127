/**
 * Contract §7: the allow-list of Quill's formatting kept in vacancy descriptions. One list, read
 * by the server's sanitiser (on write) and the web client's (on display), so the two never drift.
 */
export const HTML_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'ol',
  'ul',
  'li',
  'a',
  'blockquote',
] as const;

/** Attributes kept, by tag (`rel` is set by the sanitisers themselves, never taken from input). */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = { a: ['href'] };

/** Quill's alignment and indentation classes, so an edited text looks the same when reopened. */
export const HTML_ALLOWED_CLASS_PATTERNS = ['ql-align-*', 'ql-indent-*'] as const;
export const HTML_CLASS_TAGS = ['p', 'li'] as const;

/** Absolute http(s) or mailto links only: relative, protocol-relative and script URLs are dropped. */
export const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/** Elements whose content is code or an embedded document, never text to show: dropped whole. */
export const HTML_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
] as const;
