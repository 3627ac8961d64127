import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_CLASS_PATTERNS,
  HTML_ALLOWED_TAGS,
  HTML_DROPPED_WITH_CONTENT,
  SAFE_HREF,
} from '@recrutement/contract';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Contract §7: the allow-list of Quill's formatting (one list, in the contract), applied again on display. */
const ALLOWED_TAGS = [...HTML_ALLOWED_TAGS];
const ALLOWED_ATTR = [...new Set([...Object.values(HTML_ALLOWED_ATTRIBUTES).flat(), 'class'])];
const FORBID_CONTENTS = [...HTML_DROPPED_WITH_CONTENT];
const CLASS_PATTERN = new RegExp(
  `^(?:${HTML_ALLOWED_CLASS_PATTERNS.map((p) => p.replace('*', '[\\w-]+')).join('|')})$`,
);

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links: only http(s) and mailto, and opened without handing over this window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      // Only Quill's own classes survive (alignment, indentation).
      const kept = [...node.classList].filter((name) => CLASS_PATTERN.test(name));
      if (kept.length > 0) node.setAttribute('class', kept.join(' '));
      else node.removeAttribute('class');
      if (node.tagName !== 'A') return;
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_HREF.test(href.trim())) node.removeAttribute('href');
      else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

export function sanitizeHtml(html: string): string {
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ADD_FORBID_CONTENTS: FORBID_CONTENTS });
}

/** Rich text from the back office, rendered as HTML once sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above with the contract's allow-list
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
