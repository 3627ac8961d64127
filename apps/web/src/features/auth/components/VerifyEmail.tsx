import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { useAuth } from '../../../lib/auth';
import { useVerifyEmail } from '../api/account-links';
import { ResendLink } from './ResendLink';

/**
 * The page of the link of message 3 (§9): confirms the address at once (the link is the proof),
 * then takes the token out of the address bar so that it stays in no history.
 */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const verify = useVerifyEmail();
  const token = useRef(params.get('token') ?? '');
  const started = useRef(false);

  useEffect(() => {
    if (!token.current || started.current) return;
    started.current = true;
    verify.mutate({ token: token.current }, { onSettled: () => navigate(lp('/verifier-email'), { replace: true }) });
  }, [verify, navigate]);

  if (!token.current) {
    return (
      <div className="alert alert-warning" role="alert">
        {t('auth.verify.incomplete')}{' '}
        <Link to={lp('/mon-espace')} className="alert-link">
          {t('auth.verify.yourSpace')}
        </Link>
        .
      </div>
    );
  }
  if (verify.isError) {
    return (
      <>
        <ErrorAlert error={verify.error} />
        {signedIn ? (
          <ResendLink />
        ) : (
          <p>
            {t('auth.verify.signInForNew')} <Link to={lp('/login')}>{t('auth.verify.signInLower')}</Link>.
          </p>
        )}
      </>
    );
  }
  if (!verify.isSuccess) return <Loading label={t('auth.verify.loading')} />;
  return (
    <div className="alert alert-success" role="status">
      <p className="mb-2">{t('auth.verify.done')}</p>
      {signedIn ? (
        <Link to={lp('/mon-espace')} className="alert-link">
          {t('auth.verify.see')}
        </Link>
      ) : (
        <Link to={lp('/login')} className="alert-link">
          {t('auth.verify.signInToSee')}
        </Link>
      )}
    </div>
  );
}
