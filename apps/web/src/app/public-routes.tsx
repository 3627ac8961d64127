import { PUBLIC_PAGES, type PublicPage } from '@recrutement/contract';
import { type ComponentType, lazy } from 'react';
import { Route } from 'react-router';
import { withWholeCatalogue } from '../i18n/i18n';

type PageModule = { Component: ComponentType };
const page = (load: () => Promise<PageModule>) => lazy(() => load().then((m) => ({ default: m.Component })));

/**
 * The pages that show only texts of the catalogue's first part (i18n/parts.ts); every other page
 * waits for the rest of the catalogue too, downloaded alongside its code.
 */
const FIRST_PART_PAGES: ReadonlySet<PublicPage> = new Set(['offres']);

/** One lazily loaded chunk per page module, so /offre downloads neither the apply form nor the carousel. */
const modules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

/**
 * The public site: paths and modules come from the contract's PUBLIC_PAGES, which the server reads
 * too (it answers 404 for any other address and preloads the module of the page it serves).
 */
const PAGES = (Object.keys(PUBLIC_PAGES) as PublicPage[]).map((name) => {
  const { path, module } = PUBLIC_PAGES[name];
  const load = modules[`./routes/${module}.tsx`];
  if (!load) throw new Error(`Module de page introuvable : ${module}`);
  return { name, path, Page: page(FIRST_PART_PAGES.has(name) ? load : withWholeCatalogue(load)) };
});

/**
 * Development-only pages of spec §2 (test1, header, …). The condition is a build-time constant, so
 * the production bundle holds neither these routes nor their chunk.
 */
const Fallback: ComponentType = import.meta.env.DEV
  ? page(withWholeCatalogue(() => import('../dev/DevRoutes')))
  : // Loaded on demand too: most visits never meet it.
    lazy(withWholeCatalogue(() => import('../components/NotFound').then((m) => ({ default: () => <m.NotFound /> }))));

export function publicRoutes() {
  return [
    ...PAGES.map(({ name, path, Page }) =>
      // Relative paths: the same pages sit under / and /en.
      path === '/' ? (
        <Route key={name} index element={<Page />} />
      ) : (
        <Route key={name} path={path.slice(1)} element={<Page />} />
      ),
    ),
    <Route key="*" path="*" element={<Fallback />} />,
  ];
}
