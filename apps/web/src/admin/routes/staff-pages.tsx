import { StaffPanel } from '../features/staff/components/StaffPanel';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

/** `/admin/equipe`: the staff accounts and invitations (§14), for admins. */
export function EquipePage() {
  return (
    <AdminCard title={ta('admin.equipe.title')}>
      <StaffPanel />
    </AdminCard>
  );
}
