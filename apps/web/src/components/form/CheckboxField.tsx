import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { controlAria, FieldError, FieldHint, type FieldProps } from './FieldShell';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> &
  FieldProps & {
    ref?: Ref<HTMLInputElement>;
    /** Drawn as an on/off switch and announced as one (`role="switch"`). */
    asSwitch?: boolean;
  };

/** A box to tick (or a switch), its label after it; spread react-hook-form's `register('name')` into it. */
export function CheckboxField(props: CheckboxFieldProps) {
  const { label, error, hint, required, wrapperClassName, id, ref, asSwitch, ...input } = props;
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={`form-check${asSwitch ? ' form-switch' : ''} ${wrapperClassName ?? 'mb-3'}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        className={`form-check-input${error ? ' is-invalid' : ''}`}
        {...input}
        {...controlAria(inputId, { label, error, hint, required }, input['aria-describedby'])}
      />
      <label htmlFor={inputId} className="form-check-label">
        {label}
      </label>
      <FieldError inputId={inputId} error={error} />
      <FieldHint inputId={inputId} hint={hint} />
    </div>
  );
}
