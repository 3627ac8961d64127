import { ACCEPT_ATTRIBUTE } from '@recrutement/contract';
import { Controller, type FieldValues, type Path, useFormContext } from 'react-hook-form';
import { t } from '../../i18n/i18n';
import { controlClass, type FieldProps, FieldShell, useField } from './FieldShell';
import { fileHint } from './upload-limit';

type FileFieldProps<T extends FieldValues> = Partial<FieldProps> & {
  /** The form field holding the chosen `File` (checked by `requiredFileSchema`). */
  name: Path<T>;
  accept?: string;
};

/**
 * One file of a react-hook-form form (inside its `FormProvider`), checked as soon as it is chosen; the
 * hint names the accepted types and the size limit.
 */
export function FileField<T extends FieldValues>({ name, accept = ACCEPT_ATTRIBUTE, ...props }: FileFieldProps<T>) {
  const { control, trigger, getFieldState, formState } = useFormContext<T>();
  const error = getFieldState(name, formState).error?.message;
  const { inputId, field, aria } = useField({ label: t('common.file'), hint: fileHint(), ...props, error });
  return (
    <FieldShell inputId={inputId} field={field}>
      <Controller
        name={name}
        control={control}
        render={({ field: file }) => (
          <input
            id={inputId}
            type="file"
            accept={accept}
            name={file.name}
            ref={file.ref}
            onBlur={file.onBlur}
            onChange={(event) => {
              file.onChange(event.target.files?.[0]);
              void trigger(name);
            }}
            className={controlClass('form-control', error)}
            aria-invalid={aria['aria-invalid']}
            aria-describedby={aria['aria-describedby']}
            // A file input takes no `aria-required`: the native attribute (the form is `noValidate`).
            required={field.required}
          />
        )}
      />
    </FieldShell>
  );
}
