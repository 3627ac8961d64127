import { zodResolver } from '@hookform/resolvers/zod';
import { apiFr, type LoginResponse } from '@recrutement/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, type Location, useLocation, useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/form/CheckboxField';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { z } from '../../../lib/zod';
import { useLogin } from '../api/login';
import { destinationFor, useCompleteSignIn } from '../use-complete-sign-in';
import { MfaStep } from './MfaStep';

// Spec §5 words for the login form.
const loginFormSchema = z.object({
  email: z.string().trim().min(1, { error: apiFr.emailRequired }),
  password: z.string().min(1, { error: apiFr.passwordRequired }),
  remember: z.boolean(),
});
type LoginFormValues = z.infer<typeof loginFormSchema>;

export interface LoginFormProps {
  /** Called once signed in, before navigating (the modal closes itself with it). */
  onSignedIn?: () => void;
  /** Called when a link leads away from the form ("Mot de passe oublié ?"): the modal closes. */
  onLeave?: () => void;
}

export function LoginForm({ onSignedIn, onLeave }: LoginFormProps) {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const [failure, setFailure] = useState<unknown>(null);
  /** An account with a second factor (§23): the ticket of the second step, and the address typed. */
  const [challenge, setChallenge] = useState<{ ticket: string; email: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: false },
  });
  const { errors, isSubmitting } = formState;

  const finish = async (answer: LoginResponse, email: string) => {
    const user = await completeSignIn(answer, email);
    onSignedIn?.();
    const target = from ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : null;
    navigate(destinationFor(user.role, target), { replace: true });
  };

  const onSubmit = async ({ email, password }: LoginFormValues) => {
    setFailure(null);
    try {
      const answer = await login.mutateAsync({ email, password });
      if ('mfaRequise' in answer) setChallenge({ ticket: answer.ticket, email });
      else await finish(answer, email);
    } catch (error) {
      setFailure(error);
    }
  };

  if (challenge) {
    return (
      <MfaStep
        ticket={challenge.ticket}
        onDone={(answer) => finish(answer, challenge.email)}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('auth.signIn')}>
      {failure ? <ErrorAlert error={failure} /> : null}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <p className="small text-end mt-n2 mb-3">
        <Link to={lp('/mot-de-passe/oublie')} onClick={onLeave}>
          {t('auth.forgot')}
        </Link>
      </p>
      <CheckboxField label={t('auth.remember')} {...register('remember')} />
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
        {isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('auth.login')}
      </button>
    </form>
  );
}
