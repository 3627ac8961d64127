import { headsEn, headsFr, type Lang, PUBLIC_PAGES, type PublicPage, pathIn, translator } from '@recrutement/contract';
import type { PageHead } from './html.js';

export interface Site {
  /** The organisation's name, in every title. */
  name: string;
  /** Public address of the site without a trailing slash (canonical links, sitemap), when known. */
  url: string | undefined;
}

type StaticPage = Exclude<PublicPage, 'offre'> | 'admin' | 'notFound';

/** The heads catalogues' translate function of each language. */
export const headText = { fr: translator(headsFr, 'fr'), en: translator(headsEn, 'en') } satisfies Record<
  Lang,
  unknown
>;

/** Pages search engines list (the others are personal or transient). */
const INDEXED = new Set<StaticPage>(['home', 'offres', 'login', 'register', 'privacy']);

/**
 * The absolute addresses of a public page in both languages, and x-default (French), for its
 * canonical and its reciprocal hreflang links (contract §17).
 */
export function alternatesOf(url: string, frenchPath: string) {
  return { fr: `${url}${frenchPath}`, en: `${url}${pathIn('en', frenchPath)}` };
}

/** The list of offers advertises the RSS and JSON feeds of §22 in its own language. */
function feedsOf(page: StaticPage, site: Site, lang: Lang): Pick<PageHead, 'feeds'> {
  if (page !== 'offres') return {};
  const t = headText[lang];
  const href = (format: string) => `${site.url ?? ''}/flux/offres.${format}?langue=${lang}`;
  return {
    feeds: [
      { type: 'application/rss+xml', title: t('head.offres.feedRss'), href: href('rss') },
      { type: 'application/feed+json', title: t('head.offres.feedJson'), href: href('json') },
    ],
  };
}

/** The head of a page that does not depend on data, in `lang`; personal and transient pages are not indexed. */
export function staticHead(page: StaticPage, site: Site, lang: Lang = 'fr'): PageHead {
  const t = headText[lang];
  const path = page in PUBLIC_PAGES ? PUBLIC_PAGES[page as PublicPage].path : undefined;
  const alternates = site.url && path ? alternatesOf(site.url, path) : undefined;
  const url = alternates?.[lang];
  const indexed = INDEXED.has(page);
  return {
    lang,
    title: t(`head.${page}.title`, { site: site.name }),
    description: t(`head.${page}.description`),
    noindex: !indexed,
    ...(page === 'admin' ? { publicFrame: false } : {}),
    ...(url && alternates ? { canonical: url, alternates } : {}),
    ...(indexed && url ? { openGraph: { type: 'website', url } } : {}),
    ...feedsOf(page, site, lang),
  };
}
