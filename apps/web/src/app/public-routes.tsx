import { PUBLIC_PAGES, type PublicPage } from '@recrutement/contract';
import { type ComponentType, lazy } from 'react';
import { Route } from 'react-router';
import { NotFound } from '../components/NotFound';

type PageModule = Promise<{ Component: ComponentType }>;
const page = (load: () => PageModule) => lazy(() => load().then((m) => ({ default: m.Component })));

/**
 * The public site, one lazily loaded chunk per page, so /offre downloads neither the apply form nor
 * the home carousel nor the back office. The paths come from the contract's PUBLIC_PAGES, which the
 * server reads too: it answers 404 for any other address.
 */
const PAGES: Record<PublicPage, ComponentType> = {
  home: page(() => import('./routes/home')),
  login: page(() => import('./routes/login')),
  register: page(() => import('./routes/register')),
  offres: page(() => import('./routes/offres')),
  offre: page(() => import('./routes/offre-detail')),
  apply: page(() => import('./routes/apply')),
  account: page(() => import('./routes/account')),
  monEspace: page(() => import('./routes/mon-espace')),
  confirmation: page(() => import('./routes/confirmation')),
};

/**
 * Development-only pages of spec §2 (test1, header, …). The condition is a build-time constant, so
 * the production bundle holds neither these routes nor their chunk.
 */
const Fallback: ComponentType = import.meta.env.DEV ? page(() => import('../dev/DevRoutes')) : NotFound;

export function publicRoutes() {
  return [
    ...Object.entries(PAGES).map(([name, Page]) => {
      const path = PUBLIC_PAGES[name as PublicPage];
      return path === '/' ? (
        <Route key={name} index element={<Page />} />
      ) : (
        <Route key={name} path={path} element={<Page />} />
      );
    }),
    <Route key="*" path="*" element={<Fallback />} />,
  ];
}
