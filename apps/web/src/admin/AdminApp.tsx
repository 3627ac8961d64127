// The back office's own styles: Bootstrap's remaining components and utilities, the icon font.
import 'bootstrap-icons/font/bootstrap-icons.min.css';
import './styles/admin.scss';
import { Route, Routes } from 'react-router';
import { adminRoutes } from './admin-routes';
import { AdminGuard } from './layout/AdminGuard';
import { AdminLayout } from './layout/AdminLayout';

/** The back office (lazy chunk under /admin/*): guard, layout and its descendant routes. */
export default function AdminApp() {
  return (
    <AdminGuard>
      <Routes>
        <Route element={<AdminLayout />}>{adminRoutes()}</Route>
      </Routes>
    </AdminGuard>
  );
}
