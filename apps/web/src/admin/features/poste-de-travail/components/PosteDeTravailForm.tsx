import { zodResolver } from '@hookform/resolvers/zod';
import { type PosteDeTravail, type PosteDeTravailInput, posteDeTravailInputSchema } from '@recrutement/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../../components/form/FormActions';
import { applyServerFieldErrors } from '../../../../components/form/server-field-errors';
import { TextField } from '../../../../components/form/TextField';
import { ta } from '../../../i18n';
import { withFlash } from '../../../lib/flash';
import { useSaveMutation } from '../../../lib/mutations';
import { posteDeTravailResource } from '../../../lib/resources';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';

const LIST = '/admin/poste-de-travail';

export function PosteDeTravailForm({ record }: { record?: PosteDeTravail }) {
  const navigate = useNavigate();
  const save = useSaveMutation(posteDeTravailResource, record?.id);
  const form = useForm<PosteDeTravailInput>({
    resolver: zodResolver(posteDeTravailInputSchema),
    defaultValues: { reference: record?.reference ?? '', nom: record?.nom ?? '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      navigate(
        LIST,
        withFlash(ta(record ? 'admin.posteDeTravail.updated' : 'admin.posteDeTravail.added', { nom: saved.nom })),
      );
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['reference', 'nom']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="admin-form">
      <FormErrorBanner error={save.error} />
      <TextField
        label={ta('admin.posteDeTravail.reference')}
        autoComplete="off"
        error={errors.reference?.message}
        required
        {...form.register('reference')}
      />
      <TextField
        label={ta('admin.posteDeTravail.nom')}
        autoComplete="off"
        error={errors.nom?.message}
        required
        {...form.register('nom')}
      />
      <FormActions saving={save.isPending} cancelTo={LIST} />
    </form>
  );
}
