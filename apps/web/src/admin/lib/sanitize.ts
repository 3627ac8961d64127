import DOMPurify from 'dompurify';

/**
 * The server sanitises vacancy HTML on write; the page sanitises it again on display (contract §7)
 * with the same allow-list of Quill's formatting.
 */
const CONFIG = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'em', 'u', 's', 'h1', 'h2', 'h3', 'ol', 'ul', 'li', 'a', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

export function sanitizeVacancyHtml(html: string): string {
  return DOMPurify.sanitize(html, CONFIG);
}
