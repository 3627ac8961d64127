import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass, type FieldProps, FieldShell, useField } from './FieldShell';

export type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> &
  FieldProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text (a note, a message), wired like the other fields of the kit. */
export function TextareaField({ ref, ...props }: TextareaFieldProps) {
  const { inputId, field, control, aria } = useField(props);
  return (
    <FieldShell inputId={inputId} field={field}>
      <textarea
        ref={ref}
        id={inputId}
        rows={4}
        className={controlClass('form-control', field.error)}
        {...control}
        {...aria}
      />
    </FieldShell>
  );
}
