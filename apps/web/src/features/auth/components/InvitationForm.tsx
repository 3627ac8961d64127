import { type InvitationAcceptInput, type InvitationAcceptResponse, messages } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { currentLang, t } from '../../../i18n/i18n';
import { ApiError, api } from '../../../lib/api-client';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { NewPasswordFields, useNewPassword } from './NewPasswordField';

/**
 * The names the invited person gives, in the order asked: their autocomplete token, and what is said
 * when one is left empty.
 */
const NAME_FIELDS = [
  { name: 'prenom', autoComplete: 'given-name', requiredMessage: messages.prenomRequired },
  { name: 'nom', autoComplete: 'family-name', requiredMessage: messages.nomRequired },
] as const;

/**
 * The page of the link of message 5 (§14): the invited staff member gives a name and chooses a
 * password; the answer opens the session and the back office follows.
 */
export function InvitationForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [token] = useState(() => params.get('token') ?? '');
  const [names, setNames] = useState({ prenom: '', nom: '' });
  const newPassword = useNewPassword();
  const accept = useMutation({
    mutationFn: (input: InvitationAcceptInput) =>
      api<InvitationAcceptResponse>('/api/invitation/accept', { method: 'POST', body: input }),
  });
  const fields: Record<string, string> = accept.error instanceof ApiError ? accept.error.fields : {};
  const required = (value: string, message: string) =>
    newPassword.touched && value.trim() === '' ? message : undefined;

  if (!token) {
    return (
      <div className="alert alert-warning" role="alert">
        {t('invitation.incomplete')}
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const passwordOk = newPassword.check();
    if (NAME_FIELDS.some(({ name }) => names[name].trim() === '') || !passwordOk || accept.isPending) return;
    try {
      const answer = await accept.mutateAsync({
        token,
        ...names,
        password: newPassword.password,
        langue: currentLang(),
      });
      await completeSignIn(answer, answer.email);
      navigate('/admin', { replace: true });
    } catch {
      // Shown below from the mutation's state.
    }
  };
  const expired = accept.error instanceof ApiError && accept.error.code === 'TOKEN_INVALID';

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('invitation.accept')}>
      <p className="text-body-secondary">{t('invitation.intro')}</p>
      {accept.isError ? <ErrorAlert error={accept.error} /> : null}
      {expired ? <p>{t('invitation.askAgain')}</p> : null}
      {NAME_FIELDS.map(({ name, autoComplete, requiredMessage }) => (
        <TextField
          key={name}
          label={t(`apply.${name}`)}
          autoComplete={autoComplete}
          required
          value={names[name]}
          onChange={(event) => setNames((current) => ({ ...current, [name]: event.target.value }))}
          error={required(names[name], requiredMessage) ?? fields[name]}
        />
      ))}
      <NewPasswordFields label={t('auth.verify.password')} error={fields.password} {...newPassword.fields} />
      <button type="submit" className="btn btn-primary w-100" disabled={accept.isPending}>
        {accept.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {t('invitation.title')}
      </button>
    </form>
  );
}
