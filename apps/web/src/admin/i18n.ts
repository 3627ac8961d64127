import type { adminFr, Entry, Lang } from '@recrutement/contract';
import { loadLanguage } from '../i18n/i18n';
import { pageCatalogue, setPageCatalogue } from '../i18n/page-catalogue';

/**
 * The back office's texts (contract §17, ADR 0010). The back office has no /en addresses: it speaks
 * the staff member's `langue`. Its catalogue is its own (packages/contract/src/i18n/admin.*.ts),
 * downloaded by the admin chunk only, one language at a time (the page catalogues' store); texts
 * shared with the public pages (the form kit, the apply form) stay in the web catalogue and are read
 * with `t()`.
 */
export type AdminKey = keyof typeof adminFr;

/** The back office's area in the page catalogues' store (src/test/setup.ts installs it as such). */
const AREA = 'admin';

const catalogue = pageCatalogue<AdminKey>(AREA, {
  fr: () => import('./i18n/catalogue.fr').then((m) => m.admin),
  en: () => import('./i18n/catalogue.en').then((m) => m.admin),
});

/** Installs a catalogue already loaded (tests). */
export const setAdminCatalogue = (lang: Lang, entries: Readonly<Record<AdminKey, Entry>>): void =>
  setPageCatalogue(AREA, lang, entries);

/**
 * Loads the back office's catalogue of `lang` (once), then makes `lang` the page's language: the
 * page redraws only once both catalogues are there.
 */
export async function loadAdminLanguage(lang: Lang): Promise<void> {
  await catalogue.load(lang);
  await loadLanguage(lang);
}

/** Whether the back office can speak `lang` now. */
export const hasAdminLanguage = catalogue.has;

/** The back-office text of `key` in the page's language, placeholders filled, plurals by Intl. */
export const ta = catalogue.text;
