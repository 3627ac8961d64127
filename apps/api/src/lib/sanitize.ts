import {
  HTML_ALLOWED_CLASS_PATTERNS,
  HTML_ALLOWED_TAGS,
  HTML_CLASS_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  SAFE_HREF,
} from '@recrutement/contract';
import sanitizeHtml from 'sanitize-html';

const classes = Object.fromEntries(HTML_CLASS_TAGS.map((tag) => [tag, [...HTML_ALLOWED_CLASS_PATTERNS]]));

/**
 * Contract §7: the allow-list of Quill's formatting. Quill's alignment and indentation classes are
 * kept so that an edited text looks the same when reopened in the editor.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...HTML_ALLOWED_TAGS],
  // `rel` is set below on every kept link, never taken from the input.
  allowedAttributes: { a: ['href', 'rel'] },
  allowedClasses: classes,
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The content of these is code or an embedded document, never text to show.
  nonTextTags: [...HTML_DROPPED_WITH_CONTENT],
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
