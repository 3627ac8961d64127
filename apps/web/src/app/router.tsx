import { createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '../components/PageState';
import { publicRoutes } from './public-routes';

/**
 * The back office is a separate chunk, loaded only under /admin; the public pages never
 * download it.
 */
const adminRoute: RouteObject = {
  path: '/admin/*',
  // biome-ignore lint/style/noRestrictedImports: the one place public code names the back office, to mount its chunk lazily.
  lazy: async () => ({ Component: (await import('../admin/AdminApp')).default }),
  // Shown while the back office's chunk loads on a direct visit.
  HydrateFallback: () => <Loading label="Chargement de l'administration…" />,
};

export const routes: RouteObject[] = [adminRoute, ...publicRoutes];
export const router = createBrowserRouter(routes);
