/**
 * The two languages of the product (contract §17) and the few functions every catalogue is read
 * with (ADR 0010). A catalogue is a flat object of keys to texts: a text may hold `{name}`
 * placeholders, and a text that depends on a count is a plural entry chosen by Intl.PluralRules.
 * The French catalogue of an area is the reference; the English one is typed `CatalogueOf<typeof fr>`,
 * so that a missing or extra key is a type error (and contract.test.ts fails too).
 */

export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];
/** French stays at today's URLs and is the `x-default` (contract §17). */
export const DEFAULT_LANG: Lang = 'fr';

export const isLang = (value: unknown): value is Lang => value === 'fr' || value === 'en';

/** A text that depends on `{count}`: the Intl.PluralRules categories French and English use. */
export interface Plural {
  /** Said for 0 when given (else 0 follows the language's rule: "one" in French, "other" in English). */
  zero?: string;
  one: string;
  other: string;
}
export type Entry = string | Plural;

/** The shape another language's catalogue must have: the same keys, a plural where French has one. */
export type CatalogueOf<T> = { readonly [K in keyof T]: T[K] extends string ? string : Plural };

export type Vars = Readonly<Record<string, string | number>>;

const pluralRules = new Map<Lang, Intl.PluralRules>();
const numberFormats = new Map<Lang, Intl.NumberFormat>();

/** BCP 47 tag of each language for Intl (dates, numbers). */
export const LOCALE: Record<Lang, string> = { fr: 'fr-FR', en: 'en-GB' };

function pluralOf(entry: Plural, lang: Lang, count: number): string {
  if (count === 0 && entry.zero !== undefined) return entry.zero;
  let rules = pluralRules.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(LOCALE[lang]);
    pluralRules.set(lang, rules);
  }
  return rules.select(count) === 'one' ? entry.one : entry.other;
}

/** A number in the language's way (1 234,5 / 1,234.5). */
export function formatNumber(value: number, lang: Lang): string {
  let format = numberFormats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE[lang]);
    numberFormats.set(lang, format);
  }
  return format.format(value);
}

/** The text of `entry` with its `{name}` placeholders filled (numbers formatted for `lang`). */
export function formatEntry(entry: Entry, lang: Lang, vars?: Vars): string {
  const text = typeof entry === 'string' ? entry : pluralOf(entry, lang, Number(vars?.count ?? 0));
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? formatNumber(value, lang) : value;
  });
}

/** A translate function bound to one catalogue and its language. */
export function translator<C extends Readonly<Record<string, Entry>>>(catalogue: C, lang: Lang) {
  return (key: keyof C & string, vars?: Vars): string => formatEntry(catalogue[key] as Entry, lang, vars);
}

/**
 * The language of an API answer (contract §17): English when the request's `Accept-Language`
 * prefers English to French, else French. Weights (`q`) are honoured; a language absent counts 0.
 */
export function langFromAcceptLanguage(header: string | undefined | null): Lang {
  if (!header) return DEFAULT_LANG;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.slice(0, 512).split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (!isLang(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? DEFAULT_LANG;
}

/** The `/en` prefix of English pages (contract §17). */
export const EN_PREFIX = '/en';

/** The language of a page from its path: `/en` and below are English, anything else French. */
export function langOfPath(pathname: string): Lang {
  return pathname === EN_PREFIX || pathname.startsWith(`${EN_PREFIX}/`) ? 'en' : 'fr';
}

/** The path without its language prefix (`/en/offre` → `/offre`, `/en` → `/`). */
export function stripLang(pathname: string): string {
  if (langOfPath(pathname) === 'fr') return pathname;
  return pathname.slice(EN_PREFIX.length) || '/';
}

/** The same page in `lang`: `/offre` → `/en/offre`, `/` → `/en` (the path must be French). */
export function pathIn(lang: Lang, frenchPath: string): string {
  if (lang === 'fr') return frenchPath;
  return frenchPath === '/' ? EN_PREFIX : `${EN_PREFIX}${frenchPath}`;
}
