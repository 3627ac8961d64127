import { AccountCard } from '../../features/auth/components/AccountCard';
import { InvitationForm } from '../../features/auth/components/InvitationForm';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle("Rejoindre l'équipe de recrutement");
  return (
    <AccountCard title="Rejoindre l'équipe">
      <InvitationForm />
    </AccountCard>
  );
}
