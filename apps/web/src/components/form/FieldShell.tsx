import type { ReactNode } from 'react';

/** The ids a control is described by: its error first, then its hint, then any the caller adds. */
export function describedBy(inputId: string, error: string | undefined, ...more: (string | false | undefined)[]) {
  return [error ? `${inputId}-error` : null, ...more].filter(Boolean).join(' ') || undefined;
}

/** The red star after the label of a required field; screen readers get `aria-required` instead. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

/** The error of a field, under it, with the id its control points to through `aria-describedby`. */
export function FieldError({ inputId, error }: { inputId: string; error?: string }) {
  return error ? (
    <div id={`${inputId}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

/** A line of help under a control (`${inputId}-hint`), read after its error. */
export function FieldHint({ inputId, hint }: { inputId: string; hint?: ReactNode }) {
  return hint ? (
    <div id={`${inputId}-hint`} className="form-text">
      {hint}
    </div>
  ) : null;
}

export interface FieldShellProps {
  label: ReactNode;
  inputId: string;
  error?: string;
  /** A line of help under the control (`${inputId}-hint`). */
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label, control, error and hint of every field of the kit, in one Bootstrap layout. */
export function FieldShell({ label, inputId, error, hint, required, className, children }: FieldShellProps) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={inputId} className="form-label">
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      <FieldError inputId={inputId} error={error} />
      <FieldHint inputId={inputId} hint={hint} />
    </div>
  );
}

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  /** Marks the label and sets `aria-required`; the check itself is the form schema's. */
  required?: boolean;
  /** Classes of the wrapper (a grid column, for instance); `mb-3` when not given. */
  wrapperClassName?: string;
}

/** The accessibility attributes a control of the kit carries. */
export function controlAria(inputId: string, props: FieldProps, callerDescribedBy: string | undefined) {
  return {
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.required || undefined,
    'aria-describedby': describedBy(
      inputId,
      props.error,
      props.hint ? `${inputId}-hint` : undefined,
      callerDescribedBy,
    ),
  } as const;
}
