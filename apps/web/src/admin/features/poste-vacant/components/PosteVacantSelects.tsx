import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../../components/form/SelectField';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import type { PosteVacantFormOutput, PosteVacantFormValues, PosteVacantOptions } from '../poste-vacant-form';

interface PosteVacantSelectsProps {
  form: UseFormReturn<PosteVacantFormValues, unknown, PosteVacantFormOutput>;
  options: PosteVacantOptions;
}

/** Work post by name, session by reference, contract type by type (spec §2). */
export function PosteVacantSelects({ form, options }: PosteVacantSelectsProps) {
  const { errors } = form.formState;
  const relations = [
    { name: 'poste', choices: options.postes.map((p) => ({ value: String(p.id), label: p.nom })) },
    { name: 'session', choices: options.sessions.map((s) => ({ value: String(s.id), label: s.reference })) },
    { name: 'typeContrat', choices: options.types.map((t) => ({ value: String(t.id), label: refLabel(t.type) })) },
  ] as const;
  return (
    <div className="row">
      {relations.map(({ name, choices }) => (
        <SelectField
          key={name}
          wrapperClassName="col-md-4 mb-3"
          label={ta(`admin.posteVacant.form.${name}`)}
          placeholder={ta(`admin.posteVacant.form.${name}Placeholder`)}
          options={choices}
          error={errors[name]?.id?.message ?? errors[name]?.message}
          required
          {...form.register(`${name}.id`)}
        />
      ))}
    </div>
  );
}
