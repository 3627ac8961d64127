import { zodResolver } from '@hookform/resolvers/zod';
import { type Candidature, candidatureStatusInputSchema } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ErrorAlert } from '../../../../components/PageState';
import { withFlash } from '../../../lib/flash';
import { etatCandidatureResource } from '../../../lib/resources';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { SelectField } from '../../../ui/SelectField';
import { useUpdateStatus } from '../api/update-status';

type Values = z.input<typeof candidatureStatusInputSchema>;
type Output = z.output<typeof candidatureStatusInputSchema>;

/** Sets any listed status on the application (spec §4), then returns to the applications list. */
export function StatusEditor({ candidature }: { candidature: Candidature }) {
  const navigate = useNavigate();
  const etats = useQuery(etatCandidatureResource.allQuery());
  const update = useUpdateStatus(candidature.id);
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(candidatureStatusInputSchema),
    values: { etatCandidature: { id: String(candidature.etatCandidature.id) } },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      navigate('/admin/candidatures', withFlash(`La candidature n° ${saved.id} est maintenant « ${saved.etatCandidature.etat} ».`));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['etatCandidature.id']);
    }
  });
  if (etats.isError) return <ErrorAlert error={etats.error} variant="warning" />;
  const error = form.formState.errors.etatCandidature;
  return (
    <Form noValidate onSubmit={onSubmit} className="admin-form">
      {update.isError ? <ErrorAlert error={update.error} variant="danger" /> : null}
      <SelectField
        label="Etat Candidature"
        placeholder="Choisir un état"
        registration={form.register('etatCandidature.id')}
        options={(etats.data ?? []).map((e) => ({ value: String(e.id), label: e.etat }))}
        loading={etats.isPending}
        error={error?.id?.message ?? error?.message}
        required
      />
      <Button type="submit" disabled={update.isPending || etats.isPending}>
        {update.isPending ? <Spinner animation="border" size="sm" className="me-1" aria-hidden="true" /> : null}
        Update
      </Button>
    </Form>
  );
}
