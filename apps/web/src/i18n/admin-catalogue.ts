import { type Entry, formatEntry, type Lang, type Vars } from '@recrutement/contract';
import { currentLang } from './i18n';

/*
 * The store of the back office's catalogue (src/admin/i18n.ts reads it with typed keys), apart from
 * i18n.ts so that only the admin chunk carries it: every public page loads i18n.ts
 * (bench/bundle-size.ts).
 */
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
  const lang = currentLang();
  const entry = adminCatalogues[lang]?.[key];
  if (entry === undefined) return key;
  return formatEntry(entry, lang, vars);
}
