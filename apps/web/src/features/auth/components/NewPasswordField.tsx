import { useId } from 'react';
import { TextField } from '../../../components/form/TextField';
import { PasswordHints } from './PasswordHints';

/**
 * A password being chosen (account creation, reset): the field and, under it, the live rules of
 * spec §5 once the person has typed or left the field.
 */
export function NewPasswordField({
  label,
  value,
  onChange,
  touched,
  onBlur,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  touched: boolean;
  onBlur: () => void;
  error?: string;
}) {
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
