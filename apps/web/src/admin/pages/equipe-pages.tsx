import { StaffPanel } from '../features/equipe/components/StaffPanel';
import { AdminCard } from '../ui/AdminCard';

/** `/admin/equipe`: the staff accounts and invitations (§14), for admins. */
export function EquipePage() {
  return (
    <AdminCard title="Équipe">
      <StaffPanel />
    </AdminCard>
  );
}
