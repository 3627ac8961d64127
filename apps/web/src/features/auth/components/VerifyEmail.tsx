import { zodResolver } from '@hookform/resolvers/zod';
import { messages } from '@recrutement/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { z } from '../../../lib/zod';
import { useVerifyEmail } from '../api/account-links';
import { ResendLink } from './ResendLink';

const verifyFormSchema = z.object({ password: z.string().min(1, { error: messages.passwordRequired }) });
type VerifyFormValues = z.infer<typeof verifyFormSchema>;

/**
 * The page of the link of message 3 (§9). The link alone proves nothing about who chose the
 * account's password (someone may have registered this address before its owner): the page asks
 * for that password. Whoever does not know it resets it ("Mot de passe oublié ?"), which proves
 * the mailbox, confirms the address and closes every session. The token leaves the address bar at
 * once, so that it stays in no history.
 */
export function VerifyEmail() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signedIn } = useAuth();
  const verify = useVerifyEmail();
  const [token] = useState(() => params.get('token') ?? '');
  const { register, handleSubmit, setError, formState } = useForm<VerifyFormValues>({
    resolver: zodResolver(verifyFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });

  useEffect(() => {
    if (token && params.has('token')) navigate(lp('/verifier-email'), { replace: true });
  }, [token, params, navigate]);

  if (!token) {
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
  if (verify.isSuccess) {
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
  const expired = verify.error instanceof ApiError && verify.error.code === 'TOKEN_INVALID';
  if (expired) {
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

  const onSubmit = async ({ password }: VerifyFormValues) => {
    try {
      await verify.mutateAsync({ token, password });
    } catch (error) {
      // A wrong password is shown on its field; anything else above the form.
      applyServerFieldErrors(error, setError, ['password']);
    }
  };
  const fieldError = verify.error instanceof ApiError && Object.keys(verify.error.fields).length > 0;

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('auth.verify.title')}>
      {verify.isError && !fieldError ? <ErrorAlert error={verify.error} /> : null}
      <p>{t('auth.verify.intro')}</p>
      <TextField
        label={t('auth.verify.password')}
        type="password"
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        hint={t('auth.verify.passwordHint')}
        {...register('password')}
      />
      <p className="small text-end mt-n2 mb-3">
        <Link to={lp('/mot-de-passe/oublie')}>{t('auth.verify.forgot')}</Link>
      </p>
      <button type="submit" className="btn btn-primary w-100" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('auth.verify.submit')}
      </button>
    </form>
  );
}
