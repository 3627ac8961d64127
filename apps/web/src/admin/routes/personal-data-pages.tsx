import { AuditList } from '../features/audit/components/AuditList';
import { IndividuList } from '../features/individu/components/IndividuList';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

/** `/admin/individus`: the people the platform holds, each erasable (§10). */
export function IndividuListPage() {
  return (
    <AdminCard title={ta('admin.personnes.title')}>
      <IndividuList />
    </AdminCard>
  );
}

/** `/admin/audit`: the audit trail of personal data (§10). */
export function AuditPage() {
  return (
    <AdminCard title={ta('admin.audit.title')}>
      <AuditList />
    </AdminCard>
  );
}
