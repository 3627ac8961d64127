import { lazy, Suspense } from 'react';
import { Loading } from '../../components/PageState';
import { useAuth } from '../../lib/auth';
import { VacancyApplicationCounts } from '../features/candidature/components/VacancyApplicationCounts';
import { DashboardCards } from '../features/dashboard/components/DashboardCards';
import { ProfileDetails } from '../features/profile/components/ProfileDetails';
import { useAdminTitle } from '../lib/use-admin-title';
import { AdminCard } from '../ui/AdminCard';

// Chart.js is loaded with the dashboard's charts only, never by a public page.
const DashboardCharts = lazy(() => import('../features/dashboard/components/DashboardCharts'));

export function DashboardPage() {
  useAdminTitle('Dashboard');
  return (
    <div className="d-grid gap-4">
      <AdminCard title="Vue d'ensemble" namesPage={false}>
        <DashboardCards />
      </AdminCard>
      <AdminCard title="Tableau de bord des candidatures" namesPage={false}>
        <Suspense fallback={<Loading label="Chargement des graphiques…" />}>
          <DashboardCharts />
        </Suspense>
      </AdminCard>
      <AdminCard title="Candidatures par offre" namesPage={false}>
        <VacancyApplicationCounts />
      </AdminCard>
    </div>
  );
}

export function ProfilePage() {
  const { email } = useAuth();
  return (
    <AdminCard title="My Profile">
      <ProfileDetails email={email} />
    </AdminCard>
  );
}
