import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordInputSchema } from '@recrutement/contract';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
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
        <p>
          Si un compte existe pour <strong>{getValues('email')}</strong>, un e-mail vient d'y être envoyé avec un lien
          pour choisir un nouveau mot de passe. Ce lien est valable une heure.
        </p>
        <Link to="/login" className="alert-link">
          Retour à la connexion
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={handleSubmit((values) => forgot.mutateAsync(values).catch(() => undefined))}
      noValidate
      aria-label="Mot de passe oublié"
    >
      <p className="text-secondary">
        Indiquez l'adresse e-mail de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </p>
      {forgot.isError ? <ErrorAlert error={forgot.error} /> : null}
      <TextField
        label="Adresse e-mail"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        Envoyer le lien
      </button>
      <p className="small text-center mt-3 mb-0">
        <Link to="/login">Retour à la connexion</Link>
      </p>
    </form>
  );
}
