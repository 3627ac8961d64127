import { Button } from 'react-bootstrap';
import { EtatCandidatureList } from '../features/reference/components/EtatCandidatureList';
import { TypeContratList } from '../features/reference/components/TypeContratList';
import { ta } from '../i18n';
import { AdminCard } from '../ui/AdminCard';

export function TypeContratPage() {
  return (
    <AdminCard
      title={ta('admin.reference.typeContrat.title')}
      actions={
        // The list of contract types is fixed (contract §4): New stays disabled, as the spec shows it.
        <Button size="sm" disabled title={ta('admin.reference.typeContrat.fixed')}>
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {ta('admin.ui.new')}
        </Button>
      }
    >
      <TypeContratList />
    </AdminCard>
  );
}

export function EtatCandidaturePage() {
  return (
    <AdminCard title={ta('admin.reference.etat.title')}>
      <EtatCandidatureList />
    </AdminCard>
  );
}
