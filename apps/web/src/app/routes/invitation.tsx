import { AccountCard } from '../../features/auth/components/AccountCard';
import { InvitationForm } from '../../features/auth/components/InvitationForm';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('invitation.documentTitle'));
  return (
    <AccountCard title={t('invitation.title')}>
      <InvitationForm />
    </AccountCard>
  );
}
