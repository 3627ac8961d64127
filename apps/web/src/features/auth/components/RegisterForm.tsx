import { zodResolver } from '@hookform/resolvers/zod';
import { messages, passwordSchema, registerInputSchema } from '@recrutement/contract';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { PersonField } from '../../../components/form/PersonField';
import { applyServerFieldErrors } from '../../../components/form/server-field-errors';
import { ErrorAlert } from '../../../components/PageState';
import { lp, t } from '../../../i18n/i18n';
import { z } from '../../../lib/zod';
import { useRegister } from '../api/register';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { NewPasswordField } from './NewPasswordField';

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
/** The person's fields, in the order asked. */
const PERSON_FIELDS = ['nom', 'prenom', 'telephone', 'email'] as const;
const FIELD_NAMES = [...PERSON_FIELDS, 'password'] as const;

export function RegisterForm() {
  const registration = useRegister();
  const completeSignIn = useCompleteSignIn();
  const [outcome, setOutcome] = useState<{ ok: true } | { ok: false; error: unknown } | null>(null);
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    mode: 'onTouched',
    defaultValues: { nom: '', prenom: '', telephone: '', email: '', password: '' },
  });
  const { register, handleSubmit, control, setError, reset, formState } = form;
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
    <FormProvider {...form}>
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
          {PERSON_FIELDS.map((name) => (
            <PersonField key={name} name={name} wrapperClassName="col-12 col-sm-6" label={t(`auth.${name}`)} />
          ))}
          <div className="col-12">
            <NewPasswordField
              label={t('auth.password')}
              touched={Boolean(touchedFields.password || isSubmitted)}
              typed={password}
              error={errors.password?.type === 'server' ? errors.password.message : undefined}
              {...register('password')}
            />
          </div>
        </div>
        <button type="submit" className="btn btn-primary mt-4" disabled={isSubmitting}>
          {isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('auth.register')}
        </button>
      </form>
    </FormProvider>
  );
}
