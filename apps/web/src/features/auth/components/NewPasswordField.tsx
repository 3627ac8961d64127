import { type ChangeEvent, useId, useState } from 'react';
import { TextField, type TextFieldProps } from '../../../components/form/TextField';
import { t } from '../../../i18n/i18n';
import { PasswordHints, passwordHints } from './PasswordHints';

export type NewPasswordFieldProps = Omit<
  TextFieldProps,
  'type' | 'autoComplete' | 'aria-describedby' | 'wrapperClassName'
> & {
  /** The hints show once the person has left the field or tried to send, or as soon as they type. */
  touched: boolean;
  /**
   * What is typed, which the hints read: the field's `value`, or, registered with react-hook-form, the
   * watched value.
   */
  typed?: string;
};

/**
 * A password being chosen (registration, account creation, reset, invitation): the field and, under
 * it, the live rules of spec §5. Give it `value` and `onChange`, or spread `register('password')`.
 */
export function NewPasswordField({ touched, typed, ...props }: NewPasswordFieldProps) {
  const hintsId = `${useId()}-hints`;
  const value = typed ?? String(props.value ?? '');
  return (
    <>
      <TextField
        wrapperClassName=""
        type="password"
        autoComplete="new-password"
        aria-describedby={hintsId}
        {...props}
      />
      <PasswordHints id={hintsId} value={value} visible={touched || value !== ''} />
    </>
  );
}

/**
 * A password being chosen, then typed again (reset, invitation): the two fields, and under the second
 * "they differ" once the person has tried to send or left the first.
 */
export function NewPasswordFields({
  confirmation,
  onConfirmationChange,
  ...password
}: NewPasswordFieldProps & { confirmation: string; onConfirmationChange: (value: string) => void }) {
  const mismatch = password.touched && confirmation !== password.value ? t('auth.reset.mismatch') : undefined;
  return (
    <>
      <NewPasswordField {...password} />
      <TextField
        wrapperClassName="mt-3 mb-3"
        label={t('auth.reset.confirm')}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        error={mismatch}
      />
    </>
  );
}

/**
 * The state of a password chosen and typed again: `fields` for NewPasswordFields, `touched` once the
 * person has left the first field or tried to send, and `check()`, called on sending, which marks the
 * fields touched and answers whether the password keeps the rules and was typed twice alike.
 */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [touched, setTouched] = useState(false);
  return {
    password,
    touched,
    check: () => {
      setTouched(true);
      return passwordHints(password).length === 0 && confirmation === password;
    },
    fields: {
      value: password,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value),
      touched,
      onBlur: () => setTouched(true),
      confirmation,
      onConfirmationChange: setConfirmation,
    },
  };
}
