import { AccountCard } from '../../features/auth/components/AccountCard';
import { VerifyEmail } from '../../features/auth/components/VerifyEmail';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.verify.title'));
  return (
    <AccountCard title={t('auth.verify.title')}>
      <VerifyEmail />
    </AccountCard>
  );
}
