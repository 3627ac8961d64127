import { zodResolver } from '@hookform/resolvers/zod';
import { type PosteVacant, posteVacantInputSchema } from '@recrutement/contract';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormActions } from '../../../../components/form/FormActions';
import { applyServerFieldErrors } from '../../../../components/form/server-field-errors';
import { TextField } from '../../../../components/form/TextField';
import { withFlash } from '../../../lib/flash';
import { useSaveMutation } from '../../../lib/mutations';
import { posteVacantResource } from '../../../lib/resources';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';
import type { PosteVacantFormOutput, PosteVacantFormValues, PosteVacantOptions } from '../poste-vacant-form';
import { DescriptifField } from './DescriptifField';
import { PosteVacantSelects } from './PosteVacantSelects';

const LIST = '/admin/poste-vacant';
const FIELDS = [
  'nom',
  'lieu',
  'descriptif',
  'nomEn',
  'descriptifEn',
  'poste.id',
  'session.id',
  'typeContrat.id',
] as const;

const ref = (id: number | undefined) => ({ id: id === undefined ? '' : String(id) });

export function PosteVacantForm({ record, options }: { record?: PosteVacant; options: PosteVacantOptions }) {
  const navigate = useNavigate();
  const save = useSaveMutation(posteVacantResource, record?.id);
  const form = useForm<PosteVacantFormValues, unknown, PosteVacantFormOutput>({
    resolver: zodResolver(posteVacantInputSchema),
    defaultValues: {
      nom: record?.nom ?? '',
      lieu: record?.lieu ?? '',
      descriptif: record?.descriptif ?? '',
      nomEn: record?.nomEn ?? '',
      descriptifEn: record?.descriptifEn ?? '',
      poste: ref(record?.poste.id),
      session: ref(record?.session.id),
      typeContrat: ref(record?.typeContrat.id),
    },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      navigate(LIST, withFlash(record ? 'Poste vacant mis à jour avec succès' : 'Poste vacant ajouté avec succès'));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="admin-form admin-form-wide">
      <FormErrorBanner error={save.error} />
      <PosteVacantSelects form={form} options={options} />
      <TextField
        label="Nom du poste vacant"
        autoComplete="off"
        error={form.formState.errors.nom?.message}
        required
        {...form.register('nom')}
      />
      {/* Optional: the careers page filters by it and search engines read it (contract §11). */}
      <TextField
        label="Lieu"
        autoComplete="off"
        error={form.formState.errors.lieu?.message}
        {...form.register('lieu')}
      />
      <Controller
        control={form.control}
        name="descriptif"
        render={({ field, fieldState }) => (
          <DescriptifField
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {/* Optional English texts (contract §17): the English page shows the French ones without them. */}
      <TextField
        label="Nom du poste en anglais"
        hint="Facultatif : sans lui, la page anglaise montre le nom français."
        autoComplete="off"
        lang="en"
        error={form.formState.errors.nomEn?.message}
        {...form.register('nomEn')}
      />
      <Controller
        control={form.control}
        name="descriptifEn"
        render={({ field, fieldState }) => (
          <DescriptifField
            label="Descriptif en anglais (facultatif)"
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormActions saving={save.isPending} cancelTo={LIST} />
    </form>
  );
}
