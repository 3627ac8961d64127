import { type ReactNode, useId } from 'react';
import { apiText } from '../../i18n/i18n';

/** What every field takes besides its control's own attributes. */
export interface FieldProps {
  label: ReactNode;
  error?: string;
  /** A line of help under the control, read after its error. */
  hint?: ReactNode;
  /** Marks the label and sets `aria-required`; the check itself is the form schema's. */
  required?: boolean;
  /** Classes of the wrapper (a grid column, for instance); `mb-3` when not given. */
  wrapperClassName?: string;
}

type WithControl = FieldProps & { id?: string; 'aria-describedby'?: string };

/**
 * Splits a field's props into its own (`field`) and its control's (`control`), with the control's id
 * and the accessibility attributes that bind it to its error and hint.
 */
export function useField<P extends WithControl>(props: P) {
  const { label, error, hint, required, wrapperClassName, id, ...control } = props;
  const autoId = useId();
  const inputId = id ?? autoId;
  const described = [error && `${inputId}-error`, hint && `${inputId}-hint`, control['aria-describedby']];
  const aria = {
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': described.filter(Boolean).join(' ') || undefined,
  } as const;
  // The contract schemas say their messages in French: the page's language is found here (ADR 0010).
  const said = error ? apiText(error) : error;
  return { inputId, field: { label, error: said, hint, required, wrapperClassName }, control, aria };
}

/** Bootstrap's class of a control, red when it holds an error. */
export const controlClass = (base: string, error: string | undefined) => (error ? `${base} is-invalid` : base);

/** The red star after the label of a required field; screen readers get `aria-required` instead. */
function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span className="text-danger" aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;
}

/** The error and the hint under a control, with the ids its `aria-describedby` points to. */
export function FieldFeedback({ inputId, field }: { inputId: string; field: FieldProps }) {
  return (
    <>
      {field.error ? (
        <div id={`${inputId}-error`} className="invalid-feedback d-block">
          {field.error}
        </div>
      ) : null}
      {field.hint ? (
        <div id={`${inputId}-hint`} className="form-text">
          {field.hint}
        </div>
      ) : null}
    </>
  );
}

/** Label, control, error and hint of every field of the kit, in one Bootstrap layout. */
export function FieldShell({ inputId, field, children }: { inputId: string; field: FieldProps; children: ReactNode }) {
  return (
    <div className={field.wrapperClassName ?? 'mb-3'}>
      <label htmlFor={inputId} className="form-label">
        {field.label}
        <RequiredMark required={field.required} />
      </label>
      {children}
      <FieldFeedback inputId={inputId} field={field} />
    </div>
  );
}
