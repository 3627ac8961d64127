import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes } from './public-routes';

/**
 * The back office is a separate chunk, loaded only under /admin; the public pages never
 * download it.
 */
const adminRoute: RouteObject = {
  path: '/admin/*',
  lazy: async () => ({ Component: (await import('../admin/AdminApp')).default }),
};

export const routes: RouteObject[] = [adminRoute, ...publicRoutes];
export const router = createBrowserRouter(routes);
