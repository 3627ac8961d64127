import { type Entry, formatEntry, formatNumber, type Lang, mailEn, mailFr, type Vars } from '@recrutement/contract';
import type { Inline } from './mail.layout.js';

export type MailKey = keyof typeof mailFr;
/** A placeholder's value in a paragraph: a plain value, or the emphasis or link that stands in its place. */
export type InlineVars = Readonly<Record<string, string | number | Exclude<Inline, string>>>;

const CATALOGUES: Record<Lang, Readonly<Record<MailKey, Entry>>> = { fr: mailFr, en: mailEn };

/**
 * The mail catalogue of one language (contract §17, ADR 0010): `say` a plain text (subject, button,
 * sentence), `rich` a paragraph whose placeholders may stand for an emphasis or a link, so that a
 * translation may move them. Plural entries are chosen on `count`.
 */
export function mailText(lang: Lang) {
  const catalogue = CATALOGUES[lang];
  const say = (key: MailKey, vars?: Vars): string => formatEntry(catalogue[key], lang, vars);
  const rich = (key: MailKey, vars: InlineVars): Inline[] => {
    const count = vars.count;
    // The plural is chosen first; the values go in afterwards, so none is read as a placeholder.
    const text = formatEntry(catalogue[key], lang, typeof count === 'number' ? { count } : undefined);
    const parts: Inline[] = [];
    text.split(/\{(\w+)\}/).forEach((piece, i) => {
      const value = i % 2 === 0 ? piece : (vars[piece] ?? `{${piece}}`);
      const part = typeof value === 'number' ? formatNumber(value, lang) : value;
      const previous = parts[parts.length - 1];
      if (typeof part === 'string' && typeof previous === 'string') parts[parts.length - 1] = previous + part;
      else if (part !== '') parts.push(part);
    });
    return parts;
  };
  return { say, rich };
}
