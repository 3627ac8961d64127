import { useAuth } from '../../lib/auth';
import { Agenda } from '../features/entretien/components/Agenda';
import { FeedCard } from '../features/entretien/components/FeedCard';
import { AdminCard } from '../ui/AdminCard';

/** "Mes entretiens" (§15): the agenda and the address of one's calendar feed. */
export function MesEntretiensPage() {
  const { role } = useAuth();
  return (
    <AdminCard title="Mes entretiens">
      <FeedCard />
      <Agenda canSeeAll={role === 'ADMIN'} />
    </AdminCard>
  );
}
