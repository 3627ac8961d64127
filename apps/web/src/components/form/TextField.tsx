import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { controlAria, type FieldProps, FieldShell } from './FieldShell';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> &
  FieldProps & { ref?: Ref<HTMLInputElement> };

/**
 * A labelled input with its error and hint bound for screen readers. Spread react-hook-form's
 * `register('name')` into it, or give it `value`/`onChange`.
 */
export function TextField({ label, error, hint, required, wrapperClassName, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell
      label={label}
      inputId={inputId}
      error={error}
      hint={hint}
      required={required}
      className={wrapperClassName}
    >
      <input
        ref={ref}
        id={inputId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...input}
        {...controlAria(inputId, { label, error, hint, required }, input['aria-describedby'])}
      />
    </FieldShell>
  );
}

/** A calendar date (`yyyy-MM-dd`, the contract's format), picked with the browser's date control. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField type="date" {...props} />;
}
