import { zodResolver } from '@hookform/resolvers/zod';
import { type Candidature, candidatureStatusInputSchema, type EtatCandidature } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { SelectField } from '../../../../components/form/SelectField';
import { applyServerFieldErrors } from '../../../../components/form/server-field-errors';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { withFlash } from '../../../lib/flash';
import { etatCandidatureResource } from '../../../lib/resources';
import { useUpdateStatus } from '../api/update-status';

type Values = z.input<typeof candidatureStatusInputSchema>;
type Output = z.output<typeof candidatureStatusInputSchema>;

/** Sets any listed status on the application (spec §4); the select waits for the list so it shows the current one. */
export function StatusEditor({ candidature }: { candidature: Candidature }) {
  const etats = useQuery(etatCandidatureResource.allQuery());
  if (etats.isPending) return <Loading />;
  if (etats.isError) return <ErrorAlert error={etats.error} variant="warning" />;
  return <StatusForm candidature={candidature} etats={etats.data} />;
}

function StatusForm({ candidature, etats }: { candidature: Candidature; etats: EtatCandidature[] }) {
  const navigate = useNavigate();
  const update = useUpdateStatus(candidature.id);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(candidatureStatusInputSchema),
    defaultValues: { etatCandidature: { id: String(candidature.etatCandidature.id) } },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      const message = ta('admin.candidature.status.saved', {
        id: String(saved.id),
        etat: refLabel(saved.etatCandidature.etat),
      });
      navigate('/admin/candidatures', withFlash(message));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['etatCandidature.id']);
    }
  });
  const error = form.formState.errors.etatCandidature;
  return (
    <form noValidate onSubmit={onSubmit} className="admin-form">
      {update.isError ? <ErrorAlert error={update.error} variant="danger" /> : null}
      <SelectField
        label={ta('admin.candidature.status.label')}
        placeholder={ta('admin.candidature.status.choose')}
        options={etats.map((e) => ({ value: String(e.id), label: refLabel(e.etat) }))}
        error={error?.id?.message ?? error?.message}
        required
        {...form.register('etatCandidature.id')}
      />
      <Button type="submit" disabled={update.isPending}>
        {update.isPending ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
        {ta('admin.candidature.status.submit')}
      </Button>
    </form>
  );
}
