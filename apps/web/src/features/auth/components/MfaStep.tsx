import type { LoginResponse } from '@recrutement/contract';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../../components/form/TextField';
import { ErrorAlert } from '../../../components/PageState';
import { t } from '../../../i18n/i18n';
import { useLoginMfa } from '../api/login';

export interface MfaStepProps {
  ticket: string;
  /** Signed in: the usual login answer. */
  onDone: (answer: LoginResponse) => Promise<void>;
  /** Back to the password (the ticket expired or ran out of tries). */
  onRestart: () => void;
}

/** The sign-in's second step (§23): the authenticator's code, or a recovery code. */
export function MfaStep({ ticket, onDone, onRestart }: MfaStepProps) {
  const loginMfa = useLoginMfa();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.trim()) return setMissing(true);
    setMissing(false);
    try {
      await onDone(await loginMfa.mutateAsync({ ticket, code: code.trim() }));
    } catch (error) {
      setFailure(error);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('auth.signIn')}>
      <p role="status">{t('auth.mfa.intro')}</p>
      {failure ? <ErrorAlert error={failure} /> : null}
      <TextField
        label={t('auth.mfa.code')}
        name="code"
        autoComplete="one-time-code"
        inputMode="text"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? t('auth.mfa.codeRequired') : undefined}
      />
      <button type="submit" className="btn btn-primary w-100" disabled={loginMfa.isPending}>
        {t('auth.mfa.submit')}
      </button>
      <button type="button" className="btn btn-link w-100 mt-2" onClick={onRestart}>
        {t('auth.mfa.restart')}
      </button>
    </form>
  );
}
