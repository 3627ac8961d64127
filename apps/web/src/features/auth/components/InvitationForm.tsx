import { type InvitationAcceptInput, type InvitationAcceptResponse, messages } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { ApiError, api } from '../../../lib/api-client';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { NewPasswordField } from './NewPasswordField';
import { passwordHints } from './PasswordHints';

const MISMATCH = 'Les deux mots de passe ne sont pas identiques.';

/**
 * The page of the link of message 5 (§14): the invited staff member gives a name and chooses a
 * password; the answer opens the session and the back office follows.
 */
export function InvitationForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [token] = useState(() => params.get('token') ?? '');
  const [prenom, setPrenom] = useState('');
  const [nom, setNom] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  const accept = useMutation({
    mutationFn: (input: InvitationAcceptInput) =>
      api<InvitationAcceptResponse>('/api/invitation/accept', { method: 'POST', body: input }),
  });
  const fields: Record<string, string> = accept.error instanceof ApiError ? accept.error.fields : {};
  const mismatch = touched && confirmation !== password ? MISMATCH : undefined;
  const required = (value: string, message: string) => (touched && value.trim() === '' ? message : undefined);

  if (!token) {
    return (
      <div className="alert alert-warning" role="alert">
        Ce lien est incomplet. Ouvrez le lien reçu par e-mail tel quel, ou demandez à un administrateur de vous inviter
        à nouveau.
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    const incomplete = nom.trim() === '' || prenom.trim() === '' || passwordHints(password).length > 0;
    if (incomplete || confirmation !== password || accept.isPending) return;
    try {
      const answer = await accept.mutateAsync({ token, nom, prenom, password });
      await completeSignIn(answer, answer.email);
      navigate('/admin', { replace: true });
    } catch {
      // Shown below from the mutation's state.
    }
  };
  const expired = accept.error instanceof ApiError && accept.error.code === 'TOKEN_INVALID';

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Accepter l'invitation">
      <p className="text-body-secondary">
        Vous avez été invité(e) à rejoindre l'équipe de recrutement. Indiquez votre nom et choisissez votre mot de
        passe.
      </p>
      {accept.isError ? <ErrorAlert error={accept.error} /> : null}
      {expired ? <p>Demandez à un administrateur de vous envoyer une nouvelle invitation.</p> : null}
      <TextField
        label="Prénom"
        autoComplete="given-name"
        required
        value={prenom}
        onChange={(event) => setPrenom(event.target.value)}
        error={required(prenom, messages.prenomRequired) ?? fields.prenom}
      />
      <TextField
        label="Nom"
        autoComplete="family-name"
        required
        value={nom}
        onChange={(event) => setNom(event.target.value)}
        error={required(nom, messages.nomRequired) ?? fields.nom}
      />
      <NewPasswordField
        label="Mot de passe"
        value={password}
        onChange={setPassword}
        touched={touched}
        onBlur={() => setTouched(true)}
        error={fields.password}
      />
      <TextField
        wrapperClassName="mt-3 mb-3"
        label="Confirmez le mot de passe"
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
        error={mismatch}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={accept.isPending}>
        {accept.isPending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        Rejoindre l'équipe
      </button>
    </form>
  );
}
