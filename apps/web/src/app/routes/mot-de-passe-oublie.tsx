import { AccountCard } from '../../features/auth/components/AccountCard';
import { ForgotPasswordForm } from '../../features/auth/components/ForgotPasswordForm';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.forgot.title'));
  return (
    <AccountCard title={t('auth.forgot.title')}>
      <ForgotPasswordForm />
    </AccountCard>
  );
}
