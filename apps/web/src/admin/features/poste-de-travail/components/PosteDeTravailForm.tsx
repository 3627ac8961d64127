import { zodResolver } from '@hookform/resolvers/zod';
import { type PosteDeTravail, type PosteDeTravailInput, posteDeTravailInputSchema } from '@recrutement/contract';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { withFlash } from '../../../lib/flash';
import { useSaveMutation } from '../../../lib/mutations';
import { posteDeTravailResource } from '../../../lib/resources';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { FormActions } from '../../../ui/FormActions';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';
import { TextField } from '../../../ui/TextField';

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
        withFlash(record ? `Le poste ${saved.nom} a été mis à jour.` : `Le poste ${saved.nom} a été ajouté.`),
      );
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['reference', 'nom']);
    }
  });
  return (
    <Form noValidate onSubmit={onSubmit} className="admin-form">
      <FormErrorBanner error={save.error} />
      <TextField
        label="Référence"
        registration={form.register('reference')}
        error={errors.reference?.message}
        required
      />
      <TextField label="Nom" registration={form.register('nom')} error={errors.nom?.message} required />
      <FormActions saving={save.isPending} cancelTo={LIST} />
    </Form>
  );
}
