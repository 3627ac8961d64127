import { AccountCard } from '../../features/auth/components/AccountCard';
import { ResetPasswordForm } from '../../features/auth/components/ResetPasswordForm';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.reset.title'));
  return (
    <AccountCard title={t('auth.reset.title')}>
      <ResetPasswordForm />
    </AccountCard>
  );
}
