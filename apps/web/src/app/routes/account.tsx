import { NotFound } from '../../components/NotFound';
import { DataUseNotice } from '../../components/privacy/DataUseNotice';
import { CreateAccountForm } from '../../features/auth/components/CreateAccountForm';
import { t } from '../../i18n/i18n';
import { useIdParam } from '../../lib/route-params';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.create.title'));
  const id = useIdParam();
  if (id == null) return <NotFound />;
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <h1 className="h3 mb-2">{t('auth.create.title')}</h1>
              <p className="text-secondary small mb-4">{t('auth.create.intro')}</p>
              <DataUseNotice purpose={t('privacy.account.purpose')} />
              <CreateAccountForm individuId={id} />
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
