import { EXTRAIT_MAX } from '@recrutement/contract';

/**
 * Words of the search in CVs (§19): folded the way both indexes see them (case and accents
 * ignored, compatibility forms decomposed), letters and digits only, every other character a
 * separator. The PostgreSQL index reads `texte_plie` = `foldWords(texte)`; FTS5's unicode61
 * tokenizer (remove_diacritics 2) folds the same way on SQLite.
 */
const foldChar = (ch: string) =>
  ch.charCodeAt(0) < 0x80 ? ch.toLowerCase() : ch.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

export const foldWords = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The words of a query (at most 10, each at most 64 characters). */
export const queryWords = (q: string): string[] =>
  [...new Set(foldWords(q).split(' ').filter(Boolean))].slice(0, 10).map((w) => w.slice(0, 64));

/**
 * The text folded (`foldChar`), and for each of its UTF-16 units the index of the character it
 * came from. Plain ASCII (most CVs' words) folds in one call, unit for unit.
 */
function foldWithOrigin(text: string): { folded: string; origin: (i: number) => number } {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, controls included.
  if (/^[\u0000-\u007f]*$/.test(text)) return { folded: text.toLowerCase(), origin: (i) => i };
  // Most other texts (French: « é » to « e ») fold each character to as many units as it had: then
  // the folded text lines up with the text at every character boundary, where matches begin and
  // end, and only the non-ASCII characters need folding one by one.
  let aligned = true;
  const folded = text.replace(/[\u{80}-\u{10ffff}]/gu, (ch) => {
    const f = foldChar(ch);
    if (f.length !== ch.length) aligned = false;
    return f;
  });
  if (aligned) return { folded: folded.toLowerCase(), origin: (i) => i };
  const parts: string[] = [];
  const origin: number[] = [];
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i) ?? 0;
    const ch = code > 0xffff ? String.fromCodePoint(code) : (text[i] as string);
    const f = foldChar(ch);
    parts.push(f);
    for (let k = 0; k < f.length; k++) origin.push(i);
    i += ch.length;
  }
  return { folded: parts.join(''), origin: (i) => origin[i] ?? text.length };
}

/**
 * At most `EXTRAIT_MAX` characters of `text` around the first whole-word match of any of
 * `words` (folded), on one line, with "…" where it was cut; null when no word is there.
 */
export function extrait(text: string, words: string[], max = EXTRAIT_MAX): string | null {
  if (words.length === 0) return null;
  const { folded, origin } = foldWithOrigin(text);
  let at = -1;
  let end = -1;
  for (const word of words) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').exec(folded);
    if (match && (at < 0 || match.index < at)) {
      at = match.index;
      end = match.index + match[0].length;
    }
  }
  if (at < 0) return null;
  const start = origin(at);
  const stop = end < folded.length ? origin(end) : text.length;
  const room = max - 2; // the two "…"
  const before = Math.max(0, Math.floor((room - (stop - start)) / 3));
  let from = Math.max(0, start - before);
  let to = Math.min(text.length, from + room);
  if (to - from < room) from = Math.max(0, to - room);
  // Not in the middle of a word, when a space is near.
  if (from > 0) {
    const space = text.indexOf(' ', from);
    if (space >= 0 && space < start && space - from < 20) from = space + 1;
  }
  if (to < text.length) {
    const space = text.lastIndexOf(' ', to);
    if (space > stop && to - space < 20) to = space;
  }
  const body = text.slice(from, to).replace(/\s+/g, ' ').trim();
  return `${from > 0 ? '…' : ''}${body}${to < text.length ? '…' : ''}`;
}
