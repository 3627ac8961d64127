import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInputSchema } from '@recrutement/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { useForgotPassword } from '../api/account-links';

type Values = z.infer<typeof forgotPasswordInputSchema>;

/** Asks for the reset link (message 4). The answer never says whether the address has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, formState, getValues } = useForm<Values>({
    resolver: zodResolver(forgotPasswordInputSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  if (forgot.isSuccess) {
    return (
      <div className="alert alert-success" role="status">
        <p>{t('auth.forgot.sent', { email: getValues('email') })}</p>
        <Link to={lp('/login')} className="alert-link">
          {t('auth.forgot.back')}
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={handleSubmit((values) => forgot.mutateAsync(values).catch(() => undefined))}
      noValidate
      aria-label={t('auth.forgot.title')}
    >
      <p className="text-secondary">{t('auth.forgot.intro')}</p>
      {forgot.isError ? <ErrorAlert error={forgot.error} /> : null}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('auth.forgot.submit')}
      </button>
      <p className="small text-center mt-3 mb-0">
        <Link to={lp('/login')}>{t('auth.forgot.back')}</Link>
      </p>
    </form>
  );
}
