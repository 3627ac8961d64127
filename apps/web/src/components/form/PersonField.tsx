import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

/** The input of each datum of a person: its type, and the `autocomplete` token the browser fills it from. */
const PERSON_INPUTS = {
  nom: { autoComplete: 'family-name' },
  prenom: { autoComplete: 'given-name' },
  telephone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
} as const;

export type PersonDatum = keyof typeof PERSON_INPUTS;

export type PersonFieldProps = Omit<TextFieldProps, 'name' | 'type' | 'autoComplete' | 'onChange'> & {
  name: PersonDatum;
  /** Off when someone fills the form for another person: the browser must not offer their own details. */
  autoFill?: boolean;
  /** Called on each edit, after the form has it. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * A person's last name, first name, phone or e-mail in a react-hook-form form (inside its
 * `FormProvider`), registered under its own name, with its error from the form.
 */
export function PersonField({ name, autoFill = true, onChange, ...props }: PersonFieldProps) {
  const { register, formState } = useFormContext<Record<PersonDatum, string>>();
  const { autoComplete, ...input } = PERSON_INPUTS[name];
  return (
    <TextField
      {...input}
      autoComplete={autoFill ? autoComplete : 'off'}
      error={formState.errors[name]?.message}
      {...props}
      {...register(name, { onChange })}
    />
  );
}
