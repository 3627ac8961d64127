import { useSearchParams } from 'react-router';
import { DataUseNotice } from '../../components/privacy/DataUseNotice';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import { RegisterTabs } from '../../features/auth/components/RegisterTabs';
import { t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.register'));
  const idIndividu = useSearchParams()[0].get('idIndividu');
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-8">
          <RegisterTabs />
          <h1 className="h3 mb-4">{t('auth.register')}</h1>
          {idIndividu ? (
            <div className="alert alert-info" role="status">
              {t('auth.individuId', { id: idIndividu })}
            </div>
          ) : null}
          <DataUseNotice purpose={t('privacy.account.purpose')} />
          <RegisterForm />
        </div>
      </div>
    </div>
  );
}
