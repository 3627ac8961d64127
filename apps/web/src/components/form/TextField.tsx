import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, type FieldProps, FieldShell, useField } from './FieldShell';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> &
  FieldProps & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled input with its error and hint bound for screen readers. Spread react-hook-form's
 * `register('name')` into it, or give it `value`/`onChange`.
 */
export function TextField({ ref, ...props }: TextFieldProps) {
  const { inputId, field, control, aria } = useField(props);
  return (
    <FieldShell inputId={inputId} field={field}>
      <input ref={ref} id={inputId} className={controlClass('form-control', field.error)} {...control} {...aria} />
    </FieldShell>
  );
}

/** A calendar date (`yyyy-MM-dd`, the contract's format), picked with the browser's date control. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="date" {...props} />;
}
