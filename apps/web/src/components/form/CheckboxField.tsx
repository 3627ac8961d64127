import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass, FieldFeedback, type FieldProps, useField } from './FieldShell';

export type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> &
  FieldProps & {
    ref?: Ref<HTMLInputElement>;
    /** Drawn as an on/off switch and announced as one (`role="switch"`). */
    asSwitch?: boolean;
  };

/** A box to tick (or a switch), its label after it; spread react-hook-form's `register('name')` into it. */
export function CheckboxField({ ref, asSwitch, ...props }: CheckboxFieldProps) {
  const { inputId, field, control, aria } = useField(props);
  return (
    <div className={`form-check${asSwitch ? ' form-switch' : ''} ${field.wrapperClassName ?? 'mb-3'}`}>
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        role={asSwitch ? 'switch' : undefined}
        className={controlClass('form-check-input', field.error)}
        {...control}
        {...aria}
      />
      <label htmlFor={inputId} className="form-check-label">
        {field.label}
      </label>
      <FieldFeedback inputId={inputId} field={field} />
    </div>
  );
}
