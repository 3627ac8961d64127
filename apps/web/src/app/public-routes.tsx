import type { RouteObject } from 'react-router';
import { NotFound } from '../components/NotFound';
import { Loading } from '../components/PageState';
import { RouteError } from '../components/RouteError';
import { PublicLayout } from './layout/PublicLayout';

/**
 * The public site. Each page is its own chunk, so /offre downloads neither the apply form nor
 * the home carousel nor the back office.
 */
const pages: RouteObject[] = [
  { index: true, lazy: () => import('./routes/home') },
  { path: 'login', lazy: () => import('./routes/login') },
  { path: 'register', lazy: () => import('./routes/register') },
  { path: 'offre', lazy: () => import('./routes/offres') },
  { path: 'offre/dtail/:id', lazy: () => import('./routes/offre-detail') },
  { path: 'save-document-candidature/:id', lazy: () => import('./routes/apply') },
  { path: 'individu/register/:id', lazy: () => import('./routes/account') },
  { path: 'mon-espace', lazy: () => import('./routes/mon-espace') },
  { path: 'confirmation', lazy: () => import('./routes/confirmation') },
  { path: 'verifier-email', lazy: () => import('./routes/verifier-email') },
  { path: 'mot-de-passe/oublie', lazy: () => import('./routes/mot-de-passe-oublie') },
  { path: 'mot-de-passe/nouveau', lazy: () => import('./routes/mot-de-passe-nouveau') },
  { path: 'confidentialite', lazy: () => import('./routes/confidentialite') },
];

/**
 * Development-only pages of spec §2 (test1, header, …). The condition is a build-time constant, so
 * the production bundle holds neither these routes nor their chunk.
 */
const fallback: RouteObject = import.meta.env.DEV
  ? { path: '*', lazy: () => import('../dev/DevRoutes') }
  : { path: '*', Component: NotFound };

export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <Loading />,
    children: [...pages, fallback],
  },
];
