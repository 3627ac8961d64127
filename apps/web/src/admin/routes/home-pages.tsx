import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/PageState';
import { useAuth } from '../../lib/auth';
import { VacancyApplicationCounts } from '../features/candidature/components/VacancyApplicationCounts';
import { DashboardCards } from '../features/dashboard/components/DashboardCards';
import { MySessions } from '../features/mfa/components/MySessions';
import { SecuritySettings } from '../features/mfa/components/SecuritySettings';
import { TotpPanel } from '../features/mfa/components/TotpPanel';
import { ProfileDetails } from '../features/profile/components/ProfileDetails';
import { ProfileLanguage } from '../features/profile/components/ProfileLanguage';
import { ta } from '../i18n';
import { useCan } from '../lib/role';
import { useAdminTitle } from '../lib/use-admin-title';
import { AdminCard } from '../ui/AdminCard';

// Chart.js is loaded with the dashboard's charts only, never by a public page.
const DashboardCharts = lazy(() => import('../features/dashboard/components/DashboardCharts'));

export function DashboardPage() {
  useAdminTitle(ta('admin.home.title'));
  return (
    <div className="d-grid gap-4">
      <AdminCard title={ta('admin.home.overview')} namesPage={false}>
        <DashboardCards />
      </AdminCard>
      <AdminCard title={ta('admin.home.charts')} namesPage={false}>
        <Suspense fallback={<Loading label={ta('admin.home.loadingCharts')} />}>
          <DashboardCharts />
        </Suspense>
      </AdminCard>
      <AdminCard title={ta('admin.home.perOffer')} namesPage={false}>
        <VacancyApplicationCounts />
      </AdminCard>
    </div>
  );
}

export function ProfilePage() {
  const { email } = useAuth();
  return (
    <AdminCard title={ta('admin.profile.title')}>
      <ProfileDetails email={email} />
      {email ? <ProfileLanguage email={email} /> : null}
      <p className="mt-4 pt-3 border-top">
        <Link to="/admin/securite">{ta('admin.securite.link')}</Link>
      </p>
    </AdminCard>
  );
}

/** §23: the second factor and the sessions of the signed-in staff member. */
export function SecurityPage() {
  const isAdmin = useCan('admin');
  return (
    <AdminCard title={ta('admin.securite.title')}>
      <TotpPanel />
      <MySessions />
      {isAdmin ? <SecuritySettings /> : null}
    </AdminCard>
  );
}
