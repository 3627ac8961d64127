import { AccountCard } from '../../features/auth/components/AccountCard';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle('Mot de passe oublié');
  return (
    <AccountCard title="Mot de passe oublié">
      <ForgotPasswordForm />
    </AccountCard>
  );
}
