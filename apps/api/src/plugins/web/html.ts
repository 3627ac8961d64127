import { type Lang, PAGE_DATA_ID, type PageData } from '@recrutement/contract';

/** What the server writes in a page's <head> (contract §11); every value is plain text, escaped here. */
export interface PageHead {
  /** The page's language, `<html lang>` (contract §17); French when absent. */
  lang?: Lang;
  title: string;
  description: string;
  /** Absolute URL of the page as search engines should list it. */
  canonical?: string;
  /** Absolute address of the same page in each language: reciprocal hreflang links, x-default French. */
  alternates?: Record<Lang, string>;
  /** Feeds of the page's content, advertised to feed readers (`<link rel="alternate" type=…>`, §22). */
  feeds?: { type: string; title: string; href: string }[];
  /** Pages that are personal, transient or missing are kept out of search engines. */
  noindex?: boolean;
  openGraph?: { type: string; url: string };
  /** schema.org data, serialised into a JSON-LD script. */
  jsonLd?: unknown;
  /** What the page shows, so that its script need not ask for it again (contract PageData). */
  pageData?: PageData;
  /**
   * False for the back office: the public pages' frame that the build writes into index.html
   * (painted before the script runs) is removed from the page.
   */
  publicFrame?: boolean;
  /** Built files to fetch at once: the page's own code, not only the entry's. */
  preload?: { scripts: string[]; styles: string[] };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe in an element or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

const JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * JSON that cannot close the <script> holding it: `<`, `>` and `&` become \u escapes, which JSON
 * parsers read back as the same characters (so `</script>` in a vacancy name stays text).
 */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => JSON_ESCAPES[c]!);

function headTags(head: PageHead): string {
  const tags = [`<meta name="description" content="${escapeHtml(head.description)}" />`];
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  if (head.alternates) {
    const { fr, en } = head.alternates;
    tags.push(
      `<link rel="alternate" hreflang="fr" href="${escapeHtml(fr)}" />`,
      `<link rel="alternate" hreflang="en" href="${escapeHtml(en)}" />`,
      `<link rel="alternate" hreflang="x-default" href="${escapeHtml(fr)}" />`,
    );
  }
  for (const feed of head.feeds ?? [])
    tags.push(
      `<link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}" />`,
    );
  if (head.openGraph) {
    const og = {
      'og:type': head.openGraph.type,
      'og:url': head.openGraph.url,
      'og:title': head.title,
      'og:description': head.description,
    };
    for (const [property, content] of Object.entries(og)) {
      tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
    }
  }
  for (const href of head.preload?.scripts ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${href}" />`);
  for (const href of head.preload?.styles ?? [])
    tags.push(`<link rel="preload" as="style" crossorigin href="${href}" />`);
  if (head.jsonLd !== undefined) tags.push(`<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`);
  if (head.pageData !== undefined)
    tags.push(`<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(head.pageData)}</script>`);
  return tags.join('\n    ');
}

/** The public frame of the built index.html, between the markers of apps/web/build/static-frame.ts. */
const PUBLIC_FRAME = /<!--frame-->[\s\S]*?<!--\/frame-->/;

/** The template with another frame between its markers (the English one of the /en pages). */
export const withFrame = (template: string, frame: string) =>
  template.replace(PUBLIC_FRAME, () => `<!--frame-->${frame}<!--/frame-->`);

/**
 * The client's index.html with the page's head: its <title> and description replaced, the other
 * tags added before </head>. The template is the build's own file, read once.
 */
export function renderHtml(template: string, head: PageHead): string {
  const page = head.publicFrame === false ? template.replace(PUBLIC_FRAME, '') : template;
  return page
    .replace(/<html lang="[^"]*"/, `<html lang="${head.lang ?? 'fr'}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${headTags(head)}\n  </head>`);
}

/**
 * The entry's stylesheet written into the page instead of linked: the first paint then waits for no
 * second request (Lighthouse's "render-blocking resources"). It is the careers site's whole CSS,
 * about 16 KiB compressed (bench/bundle-size.ts), and it goes out compressed with the page.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string | null): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[\w.-]+\.css)"[^>]*>/g, (link, href: string) => {
    const css = readAsset(href);
    return css === null || css.includes('</style') ? link : `<style>${css}</style>`;
  });
}
