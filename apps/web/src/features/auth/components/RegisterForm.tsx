import { zodResolver } from '@hookform/resolvers/zod';
import { messages, passwordSchema, registerInputSchema } from '@recrutement/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { apiText, lp, t } from '../../../i18n/i18n';
import { z } from '../../../lib/zod';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { PasswordHints } from './PasswordHints';

const individu = registerInputSchema.shape.individu.shape;
const registerFormSchema = z.object({
  nom: individu.nom,
  prenom: individu.prenom,
  telephone: individu.telephone,
  email: z
    .string()
    .trim()
    .min(1, { error: messages.emailRequired })
    .pipe(z.email({ error: messages.emailInvalid })),
  password: passwordSchema,
});
type RegisterFormValues = z.infer<typeof registerFormSchema>;
const FIELD_NAMES = ['nom', 'prenom', 'telephone', 'email', 'password'] as const;

export function RegisterForm() {
  const id = useId();
  const registration = useRegister();
  const completeSignIn = useCompleteSignIn();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const { register, handleSubmit, control, setError, reset, formState } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { nom: '', prenom: '', telephone: '', email: '', password: '' },
  });
  const { errors, touchedFields, isSubmitted, isSubmitting } = formState;
  const password = useWatch({ control, name: 'password' });

  const onSubmit = async ({ nom, prenom, telephone, email, password }: RegisterFormValues) => {
    setOutcome(null);
    try {
      const answer = await registration.mutateAsync({ email, password, individu: { nom, prenom, telephone } });
      await completeSignIn(answer, email);
      reset();
      setOutcome({ ok: true });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELD_NAMES, (key) => key.replace(/^individu\./, ''));
      setOutcome({ ok: false, error });
    }
  };

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('auth.register')}>
      <div aria-live="polite">
        {outcome?.ok ? (
          <div className="alert alert-success" role="status">
            {t('auth.registered')} <Link to={lp('/mon-espace')}>{t('auth.toMonEspace')}</Link>
          </div>
        ) : null}
      </div>
      {outcome && !outcome.ok ? <ErrorAlert error={outcome.error} /> : null}
      <div className="row g-3">
        <TextField
          wrapperClassName="col-12 col-sm-6"
          label={t('auth.nom')}
          autoComplete="family-name"
          error={errors.nom?.message}
          {...register('nom')}
        />
        <TextField
          wrapperClassName="col-12 col-sm-6"
          label={t('auth.prenom')}
          autoComplete="given-name"
          error={errors.prenom?.message}
          {...register('prenom')}
        />
        <TextField
          wrapperClassName="col-12 col-sm-6"
          label={t('auth.telephone')}
          type="tel"
          autoComplete="tel"
          error={errors.telephone?.message}
          {...register('telephone')}
        />
        <TextField
          wrapperClassName="col-12 col-sm-6"
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="col-12">
          <TextField
            wrapperClassName=""
            label={t('auth.password')}
            type="password"
            autoComplete="new-password"
            aria-describedby={`${id}-hints`}
            {...register('password')}
          />
          <PasswordHints
            id={`${id}-hints`}
            value={password}
            visible={Boolean(touchedFields.password || password || isSubmitted)}
          />
          {errors.password?.type === 'server' ? (
            <div className="invalid-feedback d-block">{apiText(errors.password.message ?? '')}</div>
          ) : null}
        </div>
      </div>
      <button type="submit" className="btn btn-primary mt-4" disabled={isSubmitting}>
        {isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('auth.register')}
      </button>
    </form>
  );
}
