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
  return (
    <div className="row">
      <SelectField
        wrapperClassName="col-md-4 mb-3"
        label={ta('admin.posteVacant.form.poste')}
        placeholder={ta('admin.posteVacant.form.postePlaceholder')}
        options={options.postes.map((p) => ({ value: String(p.id), label: p.nom }))}
        error={errors.poste?.id?.message ?? errors.poste?.message}
        required
        {...form.register('poste.id')}
      />
      <SelectField
        wrapperClassName="col-md-4 mb-3"
        label={ta('admin.posteVacant.form.session')}
        placeholder={ta('admin.posteVacant.form.sessionPlaceholder')}
        options={options.sessions.map((s) => ({ value: String(s.id), label: s.reference }))}
        error={errors.session?.id?.message ?? errors.session?.message}
        required
        {...form.register('session.id')}
      />
      <SelectField
        wrapperClassName="col-md-4 mb-3"
        label={ta('admin.posteVacant.form.typeContrat')}
        placeholder={ta('admin.posteVacant.form.typeContratPlaceholder')}
        options={options.types.map((t) => ({ value: String(t.id), label: refLabel(t.type) }))}
        error={errors.typeContrat?.id?.message ?? errors.typeContrat?.message}
        required
        {...form.register('typeContrat.id')}
      />
    </div>
  );
}
