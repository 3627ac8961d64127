import { Link } from 'react-router';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { lp, t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.signIn'));
  return (
    <div className="container py-5">
      <div className="row justify-content-center">
        <div className="col-12 col-sm-10 col-md-7 col-lg-5">
          <div className="card shadow-sm">
            <div className="card-body p-4">
              <h1 className="h3 mb-4 text-center">{t('auth.signIn')}</h1>
              <LoginForm />
              <p className="small text-center mt-3 mb-0">
                {t('auth.noAccount')} <Link to={lp('/register')}>{t('auth.register')}</Link>
              </p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
