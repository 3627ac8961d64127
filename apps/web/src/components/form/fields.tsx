import { type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';

interface FieldShellProps {
  label: ReactNode;
  inputId: string;
  error?: string;
  className?: string;
  children: ReactNode;
}

function FieldShell({ label, inputId, error, className, children }: FieldShellProps) {
  return (
    <div className={className ?? 'mb-3'}>
      <label htmlFor={inputId} className="form-label">
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${inputId}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}

/** Ids a control is described by: its error first, then any hint. */
function describedBy(inputId: string, error: string | undefined, extra: string | undefined) {
  return [error ? `${inputId}-error` : null, extra].filter(Boolean).join(' ') || undefined;
}

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode;
  error?: string;
  wrapperClassName?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error bound for screen readers; spreads react-hook-form's register(). */
export function TextField({ label, error, wrapperClassName, id, ref, ...input }: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell label={label} inputId={inputId} error={error} className={wrapperClassName}>
      <input
        ref={ref}
        id={inputId}
        className={`form-control${error ? ' is-invalid' : ''}`}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, input['aria-describedby'])}
      />
    </FieldShell>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  error?: string;
  wrapperClassName?: string;
  ref?: Ref<HTMLSelectElement>;
};

export function SelectField({ label, error, wrapperClassName, id, ref, children, ...select }: SelectFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell label={label} inputId={inputId} error={error} className={wrapperClassName}>
      <select
        ref={ref}
        id={inputId}
        className={`form-select${error ? ' is-invalid' : ''}`}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error, select['aria-describedby'])}
      >
        {children}
      </select>
    </FieldShell>
  );
}
