import { zodResolver } from '@hookform/resolvers/zod';
import { type NomDocument, type NomDocumentInput, nomDocumentInputSchema } from '@recrutement/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../../components/form/FormActions';
import { applyServerFieldErrors } from '../../../../components/form/server-field-errors';
import { TextField } from '../../../../components/form/TextField';
import { ta } from '../../../i18n';
import { withFlash } from '../../../lib/flash';
import { useSaveMutation } from '../../../lib/mutations';
import { nomDocumentResource } from '../../../lib/resources';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';

const LIST = '/admin/nom-document';

/** Creates or renames an attachment type; both outcomes return to the list (spec §2). */
export function NomDocumentForm({ record }: { record?: NomDocument }) {
  const navigate = useNavigate();
  const save = useSaveMutation(nomDocumentResource, record?.id);
  const form = useForm<NomDocumentInput>({
    resolver: zodResolver(nomDocumentInputSchema),
    defaultValues: { nom: record?.nom ?? '' },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      navigate(LIST, withFlash(ta(record ? 'admin.nomDocument.updated' : 'admin.nomDocument.added')));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['nom']);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="admin-form">
      <FormErrorBanner error={save.error} />
      <TextField
        label={ta('admin.nomDocument.field')}
        autoComplete="off"
        error={form.formState.errors.nom?.message}
        required
        {...form.register('nom')}
      />
      <FormActions saving={save.isPending} cancelTo={LIST} />
    </form>
  );
}
