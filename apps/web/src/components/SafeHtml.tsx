import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Contract §7: the allow-list of Quill's formatting, applied again on display. */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'u', 's', 'h1', 'h2', 'h3', 'ol', 'ul', 'li', 'a', 'blockquote'];
const ALLOWED_ATTR = ['href'];
const SAFE_HREF = /^(?:https?:|mailto:)/i;

let hooked = false;
function purifier() {
  if (!hooked) {
    // Links: only http(s) and mailto, and opened without handing over this window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
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
  return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** Rich text from the back office, rendered as HTML once sanitised. */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised above with the contract's allow-list
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
