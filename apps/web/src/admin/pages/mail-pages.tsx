import { MailOutboxList } from '../features/mail/components/MailOutboxList';
import { AdminCard } from '../ui/AdminCard';

export function MailOutboxPage() {
  return (
    <AdminCard title="Courriels">
      <p className="text-secondary small">
        Les messages envoyés aux candidats : accusés de réception, changements de statut, liens de confirmation et de
        réinitialisation. Un message qui n'a pas pu partir est réessayé pendant 24 heures.
      </p>
      <MailOutboxList />
    </AdminCard>
  );
}
