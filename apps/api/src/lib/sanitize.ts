import sanitizeHtml from 'sanitize-html';

/** Absolute http(s) or mailto links only: relative, protocol-relative and script URLs are dropped. */
const SAFE_HREF = /^(?:https?:\/\/|mailto:)/i;

/**
 * Contract §7: the allow-list of Quill's formatting. Quill's alignment and indentation classes are
 * kept so that an edited text looks the same when reopened in the editor.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'h1', 'h2', 'h3', 'ol', 'ul', 'li', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedClasses: { p: ['ql-align-*', 'ql-indent-*'], li: ['ql-align-*', 'ql-indent-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The content of these is code or an embedded document, never text to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    // Pasted blocks keep their line breaks instead of running into the next text.
    div: 'p',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = (attribs.href ?? '').trim();
      if (!SAFE_HREF.test(href)) return { tagName: 'a', attribs: {} };
      return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer' } };
    },
  },
  // A link left without a usable address becomes its plain text. (Renaming the tag instead trips
  // sanitize-html's bookkeeping of transformed closing tags.)
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The vacancy description as stored and sent: only the allowed formatting survives. */
export function sanitizeDescriptif(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
