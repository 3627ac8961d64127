import {
  DEFAULT_LANG,
  type Entry,
  formatEntry,
  formatNumber,
  type Lang,
  LOCALE,
  langOfPath,
  pathIn,
  referenceLabel,
  stripLang,
  type Vars,
  type webFr,
} from '@recrutement/contract';
import { useSyncExternalStore } from 'react';

/**
 * The language of the page and its catalogue (contract §17, ADR 0010). Public pages take it from
 * their address (`/en…` English); the back office from the signed-in person's `langue`. Only the
 * language's own catalogue is downloaded, in two parts (parts.ts, build/catalogue-parts.ts): the
 * first, before the first render, with the page frame's and /offre's texts; the rest with the code
 * of any other page or dialog (`withWholeCatalogue`).
 */
export type WebKey = keyof typeof webFr;
interface CatalogueModule {
  web: Readonly<Partial<Record<WebKey, Entry>>>;
  localizeApi: (text: string) => string;
}
type Part = 'first' | 'rest';

let lang: Lang = DEFAULT_LANG;
let catalogue: CatalogueModule | null = null;
/** Whether `catalogue` holds every text of `lang` (its rest loaded, or a whole catalogue set). */
let whole = false;
/** Whether a page has needed the whole catalogue: a change of language then loads both parts. */
let wantWhole = false;
const listeners = new Set<() => void>();

const loaders: Record<Lang, Record<Part, () => Promise<CatalogueModule>>> = {
  fr: { first: () => import('virtual:catalogue-fr-first'), rest: () => import('virtual:catalogue-fr-rest') },
  en: { first: () => import('virtual:catalogue-en-first'), rest: () => import('virtual:catalogue-en-rest') },
};

/** Installs a whole catalogue already loaded (tests, the build's static frame). */
export function setCatalogue(next: Lang, module: CatalogueModule): void {
  install(next, module, true);
}

function install(next: Lang, module: CatalogueModule, isWhole: boolean): void {
  lang = next;
  catalogue = module;
  whole = isWhole;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

const merge = (first: CatalogueModule, rest: CatalogueModule): CatalogueModule => ({
  web: { ...first.web, ...rest.web },
  localizeApi: rest.localizeApi,
});

/**
 * Loads `next`'s catalogue (once) and makes it the page's language: its first part, or all of it
 * (both parts at once) when `whole` is asked or a page has needed it already.
 */
export async function loadLanguage(next: Lang, whole = false): Promise<void> {
  if (whole) wantWhole = true;
  if (catalogue && next === lang) return;
  if (!wantWhole) return install(next, await loaders[next].first(), false);
  const [first, rest] = await Promise.all([loaders[next].first(), loaders[next].rest()]);
  install(next, merge(first, rest), true);
}

/** Adds the rest of the page's catalogue (once): what every page but /offre shows. */
export async function loadRest(): Promise<void> {
  wantWhole = true;
  if (whole || !catalogue) return;
  const loading = lang;
  const rest = await loaders[loading].rest();
  // The language may have changed meanwhile; loadLanguage then loaded both parts itself.
  if (whole || !catalogue || loading !== lang) return;
  catalogue = merge(catalogue, rest);
  whole = true;
}

/** A lazy module loader that resolves once the whole catalogue is there too (for `React.lazy`). */
export const withWholeCatalogue =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadRest()]).then(([module]) => module);

/** The page's language. */
export const currentLang = (): Lang => lang;

/** Re-renders its component when the language changes (the back office's switch). */
export function useLang(): Lang {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => lang,
  );
}

/** The text of `key` in the page's language, placeholders filled, plurals by Intl (`{count}`). */
export function t(key: WebKey, vars?: Vars): string {
  const entry = catalogue?.web[key];
  if (entry === undefined) return key;
  return formatEntry(entry, lang, vars);
}

/** A message of the API or of the contract's schemas, in the page's language. */
export const apiText = (text: string): string => catalogue?.localizeApi(text) ?? text;

/** A seeded reference label (contract type, civility, status…) in the page's language; typed ones as typed. */
export const refLabel = (label: string): string =>
  // The labels are in the first part (parts.ts); one missing is shown as typed.
  catalogue ? referenceLabel(catalogue.web as Parameters<typeof referenceLabel>[0], label) : label;

/** A French path of the public site in the page's language (`/offre` → `/en/offre` on English pages). */
export const lp = (frenchPath: string): string => pathIn(lang, frenchPath);

/** The same page in the other language (the navbar's language link). */
export function otherLanguagePath(pathname: string, search = '', hash = ''): { lang: Lang; href: string } {
  const other: Lang = langOfPath(pathname) === 'en' ? 'fr' : 'en';
  return { lang: other, href: `${pathIn(other, stripLang(pathname))}${search}${hash}` };
}

/** Numbers by Intl in the page's language (dates: lib/format.ts). */
export const formatCount = (value: number) => formatNumber(value, lang);

/** The BCP 47 locale of the page's language, for Intl. */
export const locale = (): string => LOCALE[lang];
