import type { Ref, SelectHTMLAttributes } from 'react';
import { t } from '../../i18n/i18n';
import { controlClass, type FieldProps, FieldShell, useField } from './FieldShell';

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

export function SelectField({ ref, options, placeholder, loading, children, ...props }: SelectFieldProps) {
  const { inputId, field, control, aria } = useField(props);
  return (
    <FieldShell inputId={inputId} field={field}>
      <select
        ref={ref}
        id={inputId}
        className={controlClass('form-select', field.error)}
        {...control}
        disabled={control.disabled || loading}
        {...aria}
      >
        {placeholder !== undefined ? <option value="">{loading ? t('common.loading') : placeholder}</option> : null}
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
