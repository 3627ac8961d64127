import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Loading } from '../components/PageState';
import { t, withWholeCatalogue } from '../i18n/i18n';
import { PublicLayout } from './layout/PublicLayout';
import { publicRoutes } from './public-routes';

/** The back office is a separate chunk, loaded only under /admin; the public pages never download it. */
// biome-ignore lint/style/noRestrictedImports: the one place public code names the back office, to mount its chunk lazily.
const AdminApp = lazy(withWholeCatalogue(() => import('../admin/AdminApp')));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/admin/*"
        element={
          // Shown while the back office's chunk loads on a direct visit.
          <Suspense fallback={<Loading label={t('common.loadingAdmin')} />}>
            <AdminApp />
          </Suspense>
        }
      />
      {/* The English site is the same pages under /en (contract §17). */}
      <Route path="/en" element={<PublicLayout />}>
        {publicRoutes()}
      </Route>
      <Route path="/" element={<PublicLayout />}>
        {publicRoutes()}
      </Route>
    </Routes>
  );
}
