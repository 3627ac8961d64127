import { Link } from 'react-router';
import { AccountCard } from '../../features/auth/components/AccountCard';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { lp, t } from '../../i18n/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

export function Component() {
  useDocumentTitle(t('auth.signIn'));
  return (
    <AccountCard title={t('auth.signIn')}>
      <LoginForm />
      <p className="small text-center mt-3 mb-0">
        {t('auth.noAccount')} <Link to={lp('/register')}>{t('auth.register')}</Link>
      </p>
    </AccountCard>
  );
}
