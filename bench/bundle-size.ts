import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { webFr } from '@recrutement/contract';
import { machine, round, saveResults, WEB_DIST } from './lib/server.js';

/**
 * What the careers page costs a visitor: the gzip size of the JavaScript that /offre and /en/offre
 * need (the entry, its static imports, the lazy chunk of the /offre route with its own imports, and
 * the first part of the page's language catalogue, which the entry loads before the first render:
 * apps/web/build/catalogue-parts.ts), against the back office chunks it must not load. Budget
 * (issues 13, 23, 24, 25): 100 KiB for each language. Checks too that every catalogue key the code
 * of /offre names is in that first part (the rest of the catalogue is loaded by the other pages
 * only). Follows the built module graph, so it needs `npm run build` first.
 */
const BUDGET_KIB = 100;
const LANGS = ['fr', 'en'] as const;
const ASSETS = join(WEB_DIST, 'assets');
/** Strings that only the back office contains: its vacancy form heading, the rich-text editor. */
const ADMIN_MARKERS = [/Ajouter un Poste Vacant/, /quill/i];

const STATIC_IMPORT = /(?:\bfrom\s*|\bimport\s*)["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;
/** A route of the router table and the chunk its `lazy` imports: `path:`offre`,lazy:()=>…import(`./offres-….js`)`. */
const routeChunk = (path: string) =>
  new RegExp(`path:\\s*["'\`]${path}["'\`]\\s*,\\s*lazy:[^]{0,80}?import\\(\\s*["'\`]\\./([\\w.-]+\\.js)`);

const source = (file: string) => readFileSync(join(ASSETS, file), 'utf8');
const gzipBytes = (files: Iterable<string>) =>
  [...files].reduce((sum, f) => sum + gzipSync(readFileSync(join(ASSETS, f))).length, 0);
const gzipKiB = (files: Iterable<string>) => round(gzipBytes(files) / 1024);
const rawKiB = (files: Iterable<string>) =>
  round([...files].reduce((sum, f) => sum + readFileSync(join(ASSETS, f)).length, 0) / 1024);
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]!);

/**
 * Every chunk reachable from `roots` through static imports (and dynamic ones too when asked),
 * without entering the chunks of `loaded` (already in the browser).
 */
function closure(roots: string[], withDynamic = false, loaded = new Set<string>()): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || loaded.has(file)) continue;
    seen.add(file);
    const text = source(file);
    queue.push(...matches(text, STATIC_IMPORT));
    if (withDynamic) queue.push(...matches(text, DYNAMIC_IMPORT));
  }
  return seen;
}

function findRouteChunk(files: Iterable<string>, path: string, fallbackPrefix: string): string | undefined {
  for (const file of files) {
    const found = routeChunk(path).exec(source(file))?.[1];
    if (found) return found;
  }
  return [...files].flatMap((f) => matches(source(f), DYNAMIC_IMPORT)).find((f) => f.startsWith(fallbackPrefix));
}

if (!existsSync(join(WEB_DIST, 'index.html'))) {
  console.error(`Introuvable : ${WEB_DIST}/index.html\nLancez d'abord « npm run build » à la racine du dépôt.`);
  process.exit(1);
}
const html = readFileSync(join(WEB_DIST, 'index.html'), 'utf8');
const entry = /<script[^>]+type="module"[^>]+src="\/assets\/([\w.-]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('Aucun script module dans index.html.');
const css = matches(html, /<link[^>]+rel="stylesheet"[^>]+href="\/assets\/([\w.-]+\.css)"/g);

const initial = closure([entry]);
const offreChunk = findRouteChunk(initial, 'offre', 'offres-');
const offre = closure(offreChunk ? [offreChunk] : [], false, initial);
const lazyChunks = [...initial].flatMap((f) => matches(source(f), DYNAMIC_IMPORT));

// The first part of each language's catalogue (and what it imports), loaded by the entry.
const catalogues = Object.fromEntries(
  LANGS.map((lang) => {
    const chunk = lazyChunks.find((f) => f.startsWith(`catalogue-${lang}-first-`));
    return [lang, chunk ? closure([chunk], false, initial) : new Set<string>()];
  }),
) as Record<(typeof LANGS)[number], Set<string>>;
const offreLoad = (lang: (typeof LANGS)[number]) => {
  const files = [...initial, ...offre, ...catalogues[lang]];
  return {
    files: files.length,
    // The budget is checked on the bytes, not on the rounded figure.
    gzipBytes: gzipBytes(files),
    gzipKiB: gzipKiB(files),
    rawKiB: rawKiB(files),
    catalogue: { files: [...catalogues[lang]], gzipKiB: gzipKiB(catalogues[lang]) },
  };
};
const offreByLang = { fr: offreLoad('fr'), en: offreLoad('en') };

// Keys of the catalogue that /offre's code names, literally or as a template's prefix (`ref.${label}`).
const offreCode = [...initial, ...offre].map(source).join('\n');
const quoted = (key: string) => ['"', "'", '`'].some((q) => offreCode.includes(`${q}${key}${q}`));
const prefixes = matches(offreCode, /`([a-zA-Z]+\.[\w.]*)\$\{/g);
const named = Object.keys(webFr).filter((key) => quoted(key) || prefixes.some((p) => key.startsWith(p)));
const missingFromFirst = LANGS.flatMap((lang) => {
  const text = [...catalogues[lang]].map(source).join('\n');
  return named.filter((key) => !text.includes(`"${key}":`)).map((key) => `${lang}: ${key}`);
});
const adminChunk = lazyChunks.find((f) => f.startsWith('AdminApp-'));
// What /admin downloads after the entry, and the part of it no public page ever loads.
const admin = closure(adminChunk ? [adminChunk] : [], true, initial);
const publicPages = closure(
  lazyChunks.filter((f) => f !== adminChunk),
  true,
  new Set([...initial, ...(adminChunk ? [adminChunk] : [])]),
);
const adminOnly = [...admin].filter((f) => !publicPages.has(f));

const leaks = ADMIN_MARKERS.flatMap((marker) =>
  [...initial, ...offre].filter((f) => marker.test(source(f))).map((f) => `${f} contient ${marker}`),
);
const checks = {
  offreRouteChunkFound: offreChunk !== undefined,
  catalogueFirstPartsFound: LANGS.every((lang) => catalogues[lang].size > 0),
  offreKeysInFirstPart: missingFromFirst.length === 0,
  offreWithinBudget: LANGS.every((lang) => offreByLang[lang].gzipBytes <= BUDGET_KIB * 1024),
  adminChunkFound: adminChunk !== undefined,
  adminChunkNotInInitialLoad: adminChunk !== undefined && !initial.has(adminChunk) && !offre.has(adminChunk),
  noAdminCodeInOffreLoad: leaks.length === 0,
};
const result = {
  date: new Date().toISOString(),
  machine: machine(),
  gzip: 'node:zlib gzipSync, default level (6)',
  budgetKiB: BUDGET_KIB,
  /** The whole load of /offre (French) and /en/offre (English): code and the language's catalogue. */
  offre: offreByLang,
  offreInitialJs: {
    gzipKiB: gzipKiB([...initial, ...offre]),
    rawKiB: rawKiB([...initial, ...offre]),
    entryAndStaticImports: { files: [...initial], gzipKiB: gzipKiB(initial) },
    offreRoute: { files: [...offre], gzipKiB: gzipKiB(offre) },
  },
  entryCss: { files: css, gzipKiB: gzipKiB(css) },
  admin: {
    chunk: adminChunk,
    afterEntryGzipKiB: gzipKiB(admin),
    onlyAdmin: { files: adminOnly, gzipKiB: gzipKiB(adminOnly), rawKiB: rawKiB(adminOnly) },
  },
  checks,
  leaks,
  missingFromFirst,
};
console.info(JSON.stringify(result, null, 2));
saveResults(['bundle'], result);
if (Object.values(checks).includes(false)) {
  console.error(
    `Échec : /offre ou /en/offre dépasse ${BUDGET_KIB} Kio, embarque du code du back-office, appelle une clé absente de la première partie du catalogue, ou le graphe est introuvable.`,
  );
  process.exitCode = 1;
}
