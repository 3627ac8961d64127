import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert, Loading } from '../../../components/PageState';
import { apiText, lp, t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { useCreateAccount } from '../api/create-account';
import { useIndividu } from '../api/get-individu';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { NewPasswordField } from './NewPasswordField';
import { passwordHints } from './PasswordHints';

/** Without the claim of a fresh application, the e-mail cannot be read: explain and offer /login. */
function NoClaim() {
  return (
    <div className="alert alert-warning" role="alert">
      <p className="mb-2">{t('auth.create.noClaim')}</p>
      <p className="mb-0">
        {t('auth.create.haveAccount')} <Link to={lp('/login')}>{t('auth.create.signInLink')}</Link>
      </p>
    </div>
  );
}

/** Account creation after applying (spec §2 'Crée ton compte'). */
export function CreateAccountForm({ individuId }: { individuId: number }) {
  const navigate = useNavigate();
  const individu = useIndividu(individuId);
  const creation = useCreateAccount(individuId);
  const completeSignIn = useCompleteSignIn();
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const blocked = passwordHints(password).length > 0;

  if (individu.isPending) return <Loading />;
  if (individu.isError) {
    const status = individu.error instanceof ApiError ? individu.error.status : 0;
    return [401, 403, 404].includes(status) ? <NoClaim /> : <ErrorAlert error={individu.error} />;
  }
  const email = individu.data.email;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (blocked || busy) return;
    setFailure(null);
    setBusy(true);
    try {
      const answer = await creation.mutateAsync(password);
      await completeSignIn(answer, email);
      const flash = t('auth.create.done', { email });
      navigate(lp('/'), { replace: true, state: { flash } });
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.create.title')}>
      {failure ? <ErrorAlert error={failure} /> : null}
      {failure instanceof ApiError && failure.status === 409 ? (
        <p>
          <Link to={lp('/login')}>{t('auth.login')}</Link>
        </p>
      ) : null}
      <TextField label={t('auth.email')} type="email" value={email} disabled readOnly />
      <NewPasswordField
        label={t('auth.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        touched={touched}
        onBlur={() => setTouched(true)}
        error={failure instanceof ApiError && failure.fields.password ? apiText(failure.fields.password) : undefined}
      />
      <button type="submit" className="btn btn-primary mt-4" disabled={blocked || busy}>
        {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('auth.create.submit')}
      </button>
    </form>
  );
}
