import { AccountCard } from '../../features/auth/components/AccountCard';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Nouveau mot de passe');
  return (
    <AccountCard title="Nouveau mot de passe">
      <ResetPasswordForm />
    </AccountCard>
  );
}
