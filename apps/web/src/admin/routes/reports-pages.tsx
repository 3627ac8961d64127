import { lazy, Suspense } from 'react';
import { Loading } from '../../components/PageState';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

// The reports (§22) are loaded with their page only.
const ReportsView = lazy(() => import('../features/reports/components/ReportsView'));

export function ReportsPage() {
  return (
    <AdminCard title={ta('admin.reports.title')}>
      <p className="text-secondary small">{ta('admin.reports.intro')}</p>
      <Suspense fallback={<Loading label={ta('admin.reports.loading')} />}>
        <ReportsView />
      </Suspense>
    </AdminCard>
  );
}
