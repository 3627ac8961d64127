import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { controlAria, type FieldProps, FieldShell } from './FieldShell';

export interface SelectOption {
  value: string;
  label: string;
}

export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> &
  FieldProps & {
    ref?: Ref<HTMLSelectElement>;
    /** The choices; `children` may add `<option>`s of their own after them. */
    options?: readonly SelectOption[];
    /** The first, empty choice (value `''`). */
    placeholder?: string;
    /** While the options load, the select says so and cannot be used. */
    loading?: boolean;
  };

export function SelectField(props: SelectFieldProps) {
  const {
    label,
    error,
    hint,
    required,
    wrapperClassName,
    id,
    ref,
    options,
    placeholder,
    loading,
    children,
    ...select
  } = props;
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
      <select
        ref={ref}
        id={inputId}
        className={`form-select${error ? ' is-invalid' : ''}`}
        {...select}
        disabled={select.disabled || loading}
        {...controlAria(inputId, { label, error, hint, required }, select['aria-describedby'])}
      >
        {placeholder !== undefined ? <option value="">{loading ? 'Chargement…' : placeholder}</option> : null}
        {options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
    </FieldShell>
  );
}
