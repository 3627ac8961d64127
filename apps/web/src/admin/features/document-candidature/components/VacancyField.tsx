import type { PosteVacant } from '@recrutement/contract';
import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../../components/form/SelectField';
import { ta } from '../../../i18n';

/**
 * The one field the back office adds to the apply form: which open vacancy the application is for.
 * It lives inside the apply form's `FormProvider` and fills its `postId`.
 */
export function VacancyField({ vacancies }: { vacancies: PosteVacant[] }) {
  const { register, formState } = useFormContext<{ postId: string }>();
  return (
    <SelectField
      label={ta('admin.document.vacancy')}
      placeholder={ta('admin.document.vacancyPlaceholder')}
      options={vacancies.map((v) => ({ value: String(v.id), label: `${v.nom} (${v.session.reference})` }))}
      error={formState.errors.postId?.message}
      required
      {...register('postId')}
    />
  );
}
