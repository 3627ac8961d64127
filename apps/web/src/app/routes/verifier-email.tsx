import { AccountCard } from '../../features/auth/components/AccountCard';
import { VerifyEmail } from '../../features/auth/components/VerifyEmail';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Confirmer mon adresse e-mail');
  return (
    <AccountCard title="Confirmer mon adresse e-mail">
      <VerifyEmail />
    </AccountCard>
  );
}
