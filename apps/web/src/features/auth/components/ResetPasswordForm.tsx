import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth';
import { useResetPassword } from '../api/account-links';
import { NewPasswordFields, useNewPassword } from './NewPasswordField';

/** The page of the link of message 4: a new password; every open session ends (§9). */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [token] = useState(() => params.get('token') ?? '');
  const reset = useResetPassword();
  const newPassword = useNewPassword();

  if (!token) {
    return (
      <div className="alert alert-warning" role="alert">
        {t('auth.reset.incomplete')}{' '}
        <Link to={lp('/mot-de-passe/oublie')} className="alert-link">
          {t('auth.reset.askNew')}
        </Link>
        .
      </div>
    );
  }
  if (reset.isSuccess) {
    return (
      <div className="alert alert-success" role="status">
        <p>{t('auth.reset.done')}</p>
        <Link to={lp('/login')} className="alert-link">
          {t('auth.login')}
        </Link>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!newPassword.check() || reset.isPending) return;
    try {
      await reset.mutateAsync({ token, password: newPassword.password });
      // This browser's session ended with the others; the link's token leaves the address bar.
      authStore.clear();
      navigate(lp('/mot-de-passe/nouveau'), { replace: true });
    } catch {
      // Shown below from the mutation's state.
    }
  };
  const expired = reset.error instanceof ApiError && reset.error.code === 'TOKEN_INVALID';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.reset.form')}>
      {reset.isError ? <ErrorAlert error={reset.error} /> : null}
      {expired ? (
        <p>
          <Link to={lp('/mot-de-passe/oublie')}>{t('auth.reset.newLink')}</Link>
        </p>
      ) : null}
      <NewPasswordFields label={t('auth.reset.new')} {...newPassword.fields} />
      <button type="submit" className="btn btn-primary w-100" disabled={reset.isPending}>
        {reset.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('auth.reset.submit')}
      </button>
    </form>
  );
}
