import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { t } from '../../i18n/i18n';
import { FieldFeedback, type FieldProps } from './FieldShell';

export type RadioGroupFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> &
  FieldProps & {
    ref?: Ref<HTMLInputElement>;
    /** `lang` marks a choice written in another language than the page's (a language's own name). */
    options: readonly { value: string; label: string; lang?: string }[];
  };

/**
 * A few choices side by side (yes / no), grouped under their legend, with the group's error and hint
 * bound for screen readers. Spread react-hook-form's `register('name')` into it: the same registration
 * serves every radio of the group.
 */
export function RadioGroupField({
  ref,
  options,
  label,
  error,
  hint,
  required,
  wrapperClassName,
  id,
  ...control
}: RadioGroupFieldProps) {
  const autoId = useId();
  const groupId = id ?? autoId;
  const described = [error && `${groupId}-error`, hint && `${groupId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={wrapperClassName ?? 'mb-3'} aria-describedby={described}>
      <legend className="form-label fs-6">
        {label}
        {required ? (
          <>
            <span className="text-danger" aria-hidden="true">
              {' '}
              *
            </span>
            <span className="visually-hidden"> {t('common.required')}</span>
          </>
        ) : null}
      </legend>
      {options.map((option, i) => (
        <div key={option.value} className="form-check form-check-inline">
          <input
            ref={ref}
            id={`${groupId}-${i}`}
            type="radio"
            value={option.value}
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            {...control}
          />
          <label htmlFor={`${groupId}-${i}`} className="form-check-label" lang={option.lang}>
            {option.label}
          </label>
        </div>
      ))}
      <FieldFeedback inputId={groupId} field={{ label, error, hint }} />
    </fieldset>
  );
}
