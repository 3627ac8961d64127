/**
 * Which texts of the public catalogue every public page loads before its first render (the
 * `first` part, build/catalogue-parts.ts): the page frame's (navbar, footer, common words, the error
 * and not-found pages), the careers page /offre's with its filters and cards (`offres.*`, the pay and
 * remote-work words of `offre.*`, the alert button, the pagination), and the seeded reference labels. Every other text is in the `rest` part, which
 * the other pages, the login and alert dialogs and the back office load with their code
 * (i18n.ts, `withWholeCatalogue`): /offre, the page its budget is for, downloads only what it shows
 * (bench/bundle-size.ts checks that every key its code names is in the first part).
 */
const FIRST_PREFIXES = ['nav.', 'footer.', 'routeError.', 'offres.', 'offre.teletravail.', 'ref.'] as const;
const FIRST_KEYS: ReadonlySet<string> = new Set([
  'common.loading',
  'common.loadingAdmin',
  'common.pageLoading',
  'common.close',
  'common.skipToContent',
  'common.pagination',
  'common.previous',
  'common.next',
  'common.currentPage',
  'common.page',
  'notFound.home',
  'offre.salary',
  'alertes.create',
]);

/** Keys under those prefixes that only other pages show (the offer page). */
const REST_KEYS: ReadonlySet<string> = new Set(['offres.frenchOnly']);

export const isFirstKey = (key: string): boolean =>
  FIRST_KEYS.has(key) || (!REST_KEYS.has(key) && FIRST_PREFIXES.some((prefix) => key.startsWith(prefix)));

/** The contract's messages (api.{fr,en}.ts keys) that any page may show before the rest: a failed load. */
export const FIRST_API_KEYS = ['genericError', 'networkError'] as const;
