import { toSearchKey } from './keys.js';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text of sanitised HTML: tags become spaces, the entities the sanitiser writes are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the vacancy search (`q`, contract §11) looks in: the name and the text of the description,
 * folded like every search key (case, accents), stored in `poste_vacant.search_text` and indexed.
 */
export function vacancySearchText(nom: string, descriptif: string): string {
  return toSearchKey(`${nom} ${htmlToText(descriptif)}`);
}

/** The words of a search, folded the same way; at most `max`, so that a query stays cheap. */
export function searchWords(q: string, max = 8): string[] {
  return toSearchKey(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, max);
}
