import type { UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../../components/form/SelectField';
import type { PosteVacantFormOutput, PosteVacantFormValues, PosteVacantOptions } from '../poste-vacant-form';

interface PosteVacantSelectsProps {
  form: UseFormReturn<PosteVacantFormValues, unknown, PosteVacantFormOutput>;
  options: PosteVacantOptions;
}

/** Work post by name, session by reference, contract type by type (spec §2). */
export function PosteVacantSelects({ form, options }: PosteVacantSelectsProps) {
  const { errors } = form.formState;
  return (
    <div className="row">
      <SelectField
        wrapperClassName="col-md-4 mb-3"
        label="Poste de travail"
        placeholder="Choisir un poste"
        options={options.postes.map((p) => ({ value: String(p.id), label: p.nom }))}
        error={errors.poste?.id?.message ?? errors.poste?.message}
        required
        {...form.register('poste.id')}
      />
      <SelectField
        wrapperClassName="col-md-4 mb-3"
        label="Session de candidature"
        placeholder="Choisir une session"
        options={options.sessions.map((s) => ({ value: String(s.id), label: s.reference }))}
        error={errors.session?.id?.message ?? errors.session?.message}
        required
        {...form.register('session.id')}
      />
      <SelectField
        wrapperClassName="col-md-4 mb-3"
        label="Type de contrat"
        placeholder="Choisir un type"
        options={options.types.map((t) => ({ value: String(t.id), label: t.type }))}
        error={errors.typeContrat?.id?.message ?? errors.typeContrat?.message}
        required
        {...form.register('typeContrat.id')}
      />
    </div>
  );
}
