import { ConfirmAlerte } from '../../features/alertes/components/ConfirmAlerte';
import { AccountCard } from '../../features/auth/components/AccountCard';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Confirmer mon alerte emploi');
  return (
    <AccountCard title="Confirmer mon alerte emploi">
      <ConfirmAlerte />
    </AccountCard>
  );
}
