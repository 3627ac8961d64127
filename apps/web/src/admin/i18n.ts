import type { adminFr, Entry, Lang, Vars } from '@recrutement/contract';
import { adminText, hasAdminCatalogue, setAdminCatalogue } from '../i18n/admin-catalogue';
import { loadLanguage } from '../i18n/i18n';

/**
 * The back office's texts (contract §17, ADR 0010). The back office has no /en addresses: it speaks
 * the staff member's `langue`. Its catalogue is its own (packages/contract/src/i18n/admin.*.ts),
 * downloaded by the admin chunk only, one language at a time; texts shared with the public pages
 * (the form kit, the apply form) stay in the web catalogue and are read with `t()`.
 */
export type AdminKey = keyof typeof adminFr;

const loaders: Record<Lang, () => Promise<{ admin: Readonly<Record<AdminKey, Entry>> }>> = {
  fr: () => import('./i18n/catalogue.fr'),
  en: () => import('./i18n/catalogue.en'),
};

/**
 * Loads the back office's catalogue of `lang` (once), then makes `lang` the page's language: the
 * page redraws only once both catalogues are there.
 */
export async function loadAdminLanguage(lang: Lang): Promise<void> {
  if (!hasAdminCatalogue(lang)) {
    const { admin } = await loaders[lang]();
    setAdminCatalogue(lang, admin);
  }
  await loadLanguage(lang);
}

/** Whether the back office can speak `lang` now. */
export const hasAdminLanguage = hasAdminCatalogue;

/** The back-office text of `key` in the page's language, placeholders filled, plurals by Intl. */
export const ta = (key: AdminKey, vars?: Vars): string => adminText(key, vars);
