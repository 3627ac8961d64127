/**
 * The pages of the web client, by path pattern (`:id` stands for a positive integer). The client's
 * router and the server's HTML fallback read this one list: any other address answers a real 404
 * (contract §11), and a page added here is served by both at once.
 */
export const PUBLIC_PAGES = {
  home: '/',
  login: '/login',
  register: '/register',
  offres: '/offre',
  offre: '/offre/dtail/:id',
  apply: '/save-document-candidature/:id',
  account: '/individu/register/:id',
  monEspace: '/mon-espace',
  confirmation: '/confirmation',
} as const;

export type PublicPage = keyof typeof PUBLIC_PAGES;

/** The back office owns everything under this prefix (its own router tells its unknown pages). */
export const ADMIN_PREFIX = '/admin';

/** Pages search engines may index (robots.txt, sitemap); the others are personal or transient. */
export const INDEXABLE_PAGES: readonly PublicPage[] = ['home', 'offres', 'offre'];

const patterns = Object.values(PUBLIC_PAGES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:id\b/g, '[1-9][0-9]{0,14}')}/?$`),
);

/** Whether `pathname` (no query string) is a page of the client. */
export function isClientPage(pathname: string): boolean {
  if (pathname === ADMIN_PREFIX || pathname.startsWith(`${ADMIN_PREFIX}/`)) return true;
  return patterns.some((pattern) => pattern.test(pathname));
}

/** The id of `/offre/dtail/{id}`, or null when `pathname` is not that page. */
export function offrePageId(pathname: string): number | null {
  const match = /^\/offre\/dtail\/([1-9][0-9]{0,14})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
