import { MailOutboxList } from '../features/mail/components/MailOutboxList';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

export function MailOutboxPage() {
  return (
    <AdminCard title={ta('admin.mail.title')}>
      <p className="text-secondary small">{ta('admin.mail.intro')}</p>
      <MailOutboxList />
    </AdminCard>
  );
}
