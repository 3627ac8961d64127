import { useAuth } from '../../lib/auth';
import { Agenda } from '../features/entretien/components/Agenda';
import { FeedCard } from '../features/entretien/components/FeedCard';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

/** "Mes entretiens" (§15): the agenda and the address of one's calendar feed. */
export function MesEntretiensPage() {
  const { role } = useAuth();
  return (
    <AdminCard title={ta('admin.entretien.page.title')}>
      <FeedCard />
      <Agenda canSeeAll={role === 'ADMIN' || role === 'RECRUTEUR'} />
    </AdminCard>
  );
}
