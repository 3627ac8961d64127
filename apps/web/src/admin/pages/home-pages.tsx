import { useAuth } from '../../lib/auth';
import { VacancyApplicationCounts } from '../features/candidature/components/VacancyApplicationCounts';
import { DashboardCards } from '../features/dashboard/components/DashboardCards';
import { ProfileDetails } from '../features/profile/components/ProfileDetails';
import { useAdminTitle } from '../lib/use-admin-title';
import { AdminCard } from '../ui/AdminCard';

export function DashboardPage() {
  useAdminTitle('Dashboard');
  return (
    <div className="d-grid gap-4">
      <AdminCard title="Vue d'ensemble" namesPage={false}>
        <DashboardCards />
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
