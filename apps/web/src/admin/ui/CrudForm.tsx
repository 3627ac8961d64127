import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { ZodType } from 'zod';
import { CheckboxField } from '../../components/form/CheckboxField';
import { FormActions } from '../../components/form/FormActions';
import { applyServerFieldErrors } from '../../components/form/server-field-errors';
import { DateField, TextField } from '../../components/form/TextField';
import type { CrudResource } from '../lib/crud-resource';
import { withFlash } from '../lib/flash';
import { useSaveMutation } from '../lib/mutations';
import { FormErrorBanner } from './FormErrorBanner';

/** A required text (the default) or date input of a reference form. */
interface InputSpec<Input> {
  name: Path<Input>;
  kind?: 'text' | 'date';
  label: string;
  wrapperClassName?: string;
}

/** An on/off switch, optional; its label says its state (« Statut : actif »). */
interface SwitchSpec<Input> {
  name: Path<Input>;
  kind: 'switch';
  label: (on: boolean) => string;
  wrapperClassName?: string;
}

export type FieldSpec<Input> = InputSpec<Input> | SwitchSpec<Input>;

interface CrudFormProps<T extends { id: number }, Input extends FieldValues> {
  resource: CrudResource<T, Input>;
  /** The record edited; none in add mode. */
  record?: T;
  /** The contract's input schema: the form refuses what the server would, with its words. */
  schema: ZodType<Input, Input>;
  defaultValues: DefaultValues<Input>;
  /** The inputs in order; an array is a row of inputs side by side. */
  fields: readonly (FieldSpec<Input> | readonly FieldSpec<Input>[])[];
  /** The resource's list: where Cancel and a successful save go. */
  listPath: string;
  /** The flash message shown on the list after a save (`created` in add mode). */
  savedMessage: (saved: T, created: boolean) => string;
}

/**
 * The add / edit form of a reference resource, driven by the description of its fields: the contract's
 * checks, the save, the server's refusal in a banner and beside its fields, and back to the list with
 * a flash message (spec §2, §4).
 */
export function CrudForm<T extends { id: number }, Input extends FieldValues>(props: CrudFormProps<T, Input>) {
  const { resource, record, listPath } = props;
  const navigate = useNavigate();
  const save = useSaveMutation(resource, record?.id);
  const form = useForm<Input, unknown, Input>({
    resolver: zodResolver(props.schema),
    defaultValues: props.defaultValues,
  });
  const names = props.fields.flat().map((field) => field.name);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      navigate(listPath, withFlash(props.savedMessage(saved, record === undefined)));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, names);
    }
  });
  const input = (field: FieldSpec<Input>) => {
    const common = {
      wrapperClassName: field.wrapperClassName,
      error: form.getFieldState(field.name, form.formState).error?.message,
      ...form.register(field.name),
    };
    if (field.kind === 'switch')
      return (
        <CheckboxField key={field.name} asSwitch {...common} label={field.label(Boolean(form.watch(field.name)))} />
      );
    if (field.kind === 'date') return <DateField key={field.name} {...common} label={field.label} required />;
    return <TextField key={field.name} {...common} label={field.label} autoComplete="off" required />;
  };
  return (
    <form noValidate onSubmit={onSubmit} className="admin-form">
      <FormErrorBanner error={save.error} />
      {props.fields.map((field) =>
        Array.isArray(field) ? (
          <div key={field.map((f) => f.name).join()} className="row">
            {field.map(input)}
          </div>
        ) : (
          input(field as FieldSpec<Input>)
        ),
      )}
      <FormActions saving={save.isPending} cancelTo={listPath} />
    </form>
  );
}
