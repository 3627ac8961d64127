import { useId } from 'react';
import { TextField } from '../../../components/form/TextField';
import { t } from '../../../i18n/i18n';
import { PasswordHints } from './PasswordHints';

/**
 * A password being chosen (account creation, reset): the field and, under it, the live rules of
 * spec §5 once the person has typed or left the field.
 */
export interface NewPasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  touched: boolean;
  onBlur: () => void;
  error?: string;
}

export function NewPasswordField({ label, value, onChange, touched, onBlur, error }: NewPasswordFieldProps) {
  const hintsId = `${useId()}-hints`;
  return (
    <>
      <TextField
        wrapperClassName=""
        label={label}
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-describedby={hintsId}
        error={error}
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
