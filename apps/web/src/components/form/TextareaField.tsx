import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { controlAria, type FieldProps, FieldShell } from './FieldShell';

export type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> &
  FieldProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text (a note, a message), wired like the other fields of the kit. */
export function TextareaField({
  label,
  error,
  hint,
  required,
  wrapperClassName,
  id,
  ref,
  ...area
}: TextareaFieldProps) {
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
      <textarea
        ref={ref}
        id={inputId}
        rows={4}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...area}
        {...controlAria(inputId, { label, error, hint, required }, area['aria-describedby'])}
      />
    </FieldShell>
  );
}
