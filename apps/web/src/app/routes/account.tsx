import { NotFound } from '../../components/NotFound';
import { DataUseNotice } from '../../components/privacy/DataUseNotice';
import { AccountCard } from '../../features/auth/components/AccountCard';
import { CreateAccountForm } from '../../features/auth/components/CreateAccountForm';
import { t } from '../../i18n/i18n';
import { useIdParam } from '../../lib/route-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.create.title'));
  const id = useIdParam();
  if (id == null) return <NotFound />;
  return (
    <AccountCard title={t('auth.create.title')} intro={t('auth.create.intro')}>
      <DataUseNotice purpose={t('privacy.account.purpose')} />
      <CreateAccountForm individuId={id} />
    </AccountCard>
  );
}
