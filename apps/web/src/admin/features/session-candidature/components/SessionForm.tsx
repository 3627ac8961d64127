import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SessionCandidature,
  type SessionCandidatureInput,
  sessionCandidatureInputSchema,
} from '@recrutement/contract';
import { Form } from 'react-bootstrap';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { withFlash } from '../../../lib/flash';
import { useSaveMutation } from '../../../lib/mutations';
import { sessionCandidatureResource } from '../../../lib/resources';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { FormActions } from '../../../ui/FormActions';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';
import { TextField } from '../../../ui/TextField';

const LIST = '/admin/session-candidature';
const FIELDS = ['reference', 'dateOuverture', 'dateCloture', 'status'] as const;

export function SessionForm({ record }: { record?: SessionCandidature }) {
  const navigate = useNavigate();
  const save = useSaveMutation(sessionCandidatureResource, record?.id);
  const form = useForm<SessionCandidatureInput>({
    resolver: zodResolver(sessionCandidatureInputSchema),
    defaultValues: {
      reference: record?.reference ?? '',
      dateOuverture: record?.dateOuverture ?? '',
      dateCloture: record?.dateCloture ?? '',
      // A new session is open by default (spec §2).
      status: record?.status ?? true,
    },
  });
  const { errors } = form.formState;
  const status = form.watch('status');
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      const verb = record ? 'mise à jour' : 'ajoutée';
      navigate(LIST, withFlash(`La session ${saved.reference} a été ${verb}.`));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
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
      <div className="row">
        <div className="col-sm-6">
          <TextField
            label="Date d'ouverture"
            type="date"
            registration={form.register('dateOuverture')}
            error={errors.dateOuverture?.message}
            required
          />
        </div>
        <div className="col-sm-6">
          <TextField
            label="Date de clôture"
            type="date"
            registration={form.register('dateCloture')}
            error={errors.dateCloture?.message}
            required
          />
        </div>
      </div>
      <Form.Check
        type="switch"
        id="session-status"
        role="switch"
        className="mb-4"
        {...form.register('status')}
        isInvalid={Boolean(errors.status)}
        feedback={errors.status?.message}
        feedbackType="invalid"
        label={`Statut : ${status ? 'Activé' : 'Désactivé'}`}
      />
      <FormActions saving={save.isPending} cancelTo={LIST} />
    </Form>
  );
}
