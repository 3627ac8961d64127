import type { PosteVacant } from './entities.js';
import { langOfPath, stripLang } from './i18n/core.js';

/**
 * The pages of the web client: path pattern (`:id` stands for a positive integer) and the module of
 * apps/web/src/app/routes that draws it. The client's router and the server read this one list: the
 * server answers a real 404 for any other address (contract §11) and preloads each page's code.
 */
export const PUBLIC_PAGES = {
  home: { path: '/', module: 'home' },
  login: { path: '/login', module: 'login' },
  register: { path: '/register', module: 'register' },
  offres: { path: '/offre', module: 'offres' },
  offre: { path: '/offre/dtail/:id', module: 'offre-detail' },
  apply: { path: '/save-document-candidature/:id', module: 'apply' },
  account: { path: '/individu/register/:id', module: 'account' },
  monEspace: { path: '/mon-espace', module: 'mon-espace' },
  confirmation: { path: '/confirmation', module: 'confirmation' },
  privacy: { path: '/confidentialite', module: 'confidentialite' },
  verifyEmail: { path: '/verifier-email', module: 'verifier-email' },
  forgotPassword: { path: '/mot-de-passe/oublie', module: 'mot-de-passe-oublie' },
  resetPassword: { path: '/mot-de-passe/nouveau', module: 'mot-de-passe-nouveau' },
  invitation: { path: '/invitation', module: 'invitation' },
  alertes: { path: '/alertes', module: 'alertes' },
  alertesConfirmer: { path: '/alertes/confirmer', module: 'alertes' },
  entretien: { path: '/entretien', module: 'entretien' },
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/** The back office owns everything under this prefix (its own router tells its unknown pages). */
export const ADMIN_PREFIX = '/admin';

// Built on first use: a module without top-level work is dropped whole from bundles that ignore it.
let patterns: { page: PublicPage; pattern: RegExp }[] | undefined;

/**
 * The page `pathname` (no query string) shows, `'admin'` for the back office, or null: not a page.
 * Every public page is also under `/en` (contract §17, `langOfPath`); the back office is not.
 */
export function pageOf(pathname: string): PublicPage | 'admin' | null {
  const english = langOfPath(pathname) === 'en';
  if (english) pathname = stripLang(pathname);
  if (pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`)) return english ? null : 'admin';
  patterns ??= (Object.keys(PUBLIC_PAGES) as PublicPage[]).map((page) => ({
    page,
    pattern: new RegExp(`^${PUBLIC_PAGES[page].path.replace(/:id\b/g, '[1-9][0-9]{0,14}')}/?$`),
  }));
  return patterns.find(({ pattern }) => pattern.test(pathname))?.page ?? null;
}

/** The id of `/offre/dtail/{id}`, or null when `pathname` is not that page. */
export function offrePageId(pathname: string): number | null {
  const match = /^\/offre\/dtail\/([1-9][0-9]{0,14})\/?$/.exec(stripLang(pathname));
  return match ? Number(match[1]) : null;
}

/**
 * Data the server writes into a page it serves, as JSON in `<script type="application/json"
 * id="page-data">`, so that the page shows at once without asking for it again: the offer of
 * `/offre/dtail/{id}`, exactly as `GET /poste-vacant/{id}` answers it.
 */
export interface PageData {
  offre?: PosteVacant;
}

/** The id of the script element that holds the PageData. */
export const PAGE_DATA_ID = 'page-data';
