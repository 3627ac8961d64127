import { ACCEPT_ATTRIBUTE } from '@recrutement/contract';
import { useId } from 'react';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { type FieldProps, FieldShell } from './FieldShell';
import { FILE_HINT } from './upload-limit';

type FileFieldProps<T extends FieldValues> = Partial<FieldProps> & {
  /** The form field holding the chosen `File` (checked by `requiredFileSchema`). */
  name: Path<T>;
  accept?: string;
};

/**
 * One file of a react-hook-form form (inside its `FormProvider`), checked as soon as it is chosen; the
 * hint names the accepted types and the size limit.
 */
export function FileField<T extends FieldValues>(props: FileFieldProps<T>) {
  const { name, label = 'Fichier', hint = FILE_HINT, accept = ACCEPT_ATTRIBUTE, required, wrapperClassName } = props;
  const inputId = useId();
  const { control, trigger, getFieldState, formState } = useFormContext<T>();
  const error = getFieldState(name, formState).error?.message;
  return (
    <FieldShell
      label={label}
      inputId={inputId}
      error={error}
      hint={hint}
      required={required}
      className={wrapperClassName}
    >
      {/* The native `required` (the form is `noValidate`): a file input takes no `aria-required`. */}
      <Controller
        name={name}
        control={control}
        render={({ field }) => (
          <input
            id={inputId}
            type="file"
            accept={accept}
            name={field.name}
            ref={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(event.target.files?.[0]);
              void trigger(name);
            }}
            className={`form-control${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            required={required}
            aria-describedby={`${error ? `${inputId}-error ` : ''}${inputId}-hint`}
          />
        )}
      />
    </FieldShell>
  );
}
