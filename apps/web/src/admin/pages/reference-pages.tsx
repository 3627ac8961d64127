import { Button } from 'react-bootstrap';
import { EtatCandidatureList } from '../features/reference/components/EtatCandidatureList';
import { TypeContratList } from '../features/reference/components/TypeContratList';
import { AdminCard } from '../ui/AdminCard';

export function TypeContratPage() {
  return (
    <AdminCard
      title="Type de contrat"
      actions={
        // The list of contract types is fixed (contract §4): New stays disabled, as the spec shows it.
        <Button size="sm" disabled title="La liste des types de contrat est fixe.">
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          New
        </Button>
      }
    >
      <TypeContratList />
    </AdminCard>
  );
}

export function EtatCandidaturePage() {
  return (
    <AdminCard title="Etat de candidature">
      <EtatCandidatureList />
    </AdminCard>
  );
}
