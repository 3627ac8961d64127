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
 * language's own catalogue module is downloaded (one chunk per language).
 */
export type WebKey = keyof typeof webFr;
interface CatalogueModule {
  web: Readonly<Record<WebKey, Entry>>;
  localizeApi: (text: string) => string;
}

let lang: Lang = DEFAULT_LANG;
let catalogue: CatalogueModule | null = null;
const listeners = new Set<() => void>();

const loaders: Record<Lang, () => Promise<CatalogueModule>> = {
  fr: () => import('./catalogue.fr'),
  en: () => import('./catalogue.en'),
};

/** Installs a catalogue already loaded (tests, and each load below). */
export function setCatalogue(next: Lang, module: CatalogueModule): void {
  lang = next;
  catalogue = module;
  if (typeof document !== 'undefined') document.documentElement.lang = next;
  for (const listener of listeners) listener();
}

/** Loads `next`'s catalogue (once) and makes it the page's language. */
export async function loadLanguage(next: Lang): Promise<void> {
  if (catalogue && next === lang) return;
  setCatalogue(next, await loaders[next]());
}

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

const adminCatalogues: Partial<Record<Lang, Readonly<Record<string, Entry>>>> = {};

/**
 * The back office's catalogue of `next`, once the admin chunk has downloaded it (src/admin/i18n.ts
 * reads it with typed keys); public pages never load one.
 */
export function setAdminCatalogue(next: Lang, entries: Readonly<Record<string, Entry>>): void {
  adminCatalogues[next] = entries;
}

/** Whether the back office's catalogue of `of` is loaded. */
export const hasAdminCatalogue = (of: Lang): boolean => adminCatalogues[of] !== undefined;

/** A text of the back office's catalogue in the page's language (its key when absent). */
export function adminText(key: string, vars?: Vars): string {
  const entry = adminCatalogues[lang]?.[key];
  if (entry === undefined) return key;
  return formatEntry(entry, lang, vars);
}

/** A message of the API or of the contract's schemas, in the page's language. */
export const apiText = (text: string): string => catalogue?.localizeApi(text) ?? text;

/** A seeded reference label (contract type, civility, status…) in the page's language; typed ones as typed. */
export const refLabel = (label: string): string => (catalogue ? referenceLabel(catalogue.web, label) : label);

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
