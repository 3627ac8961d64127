import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SessionCandidature,
  type SessionCandidatureInput,
  sessionCandidatureInputSchema,
} from '@recrutement/contract';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { FormActions } from '../../../../components/form/FormActions';
import { applyServerFieldErrors } from '../../../../components/form/server-field-errors';
import { DateField, TextField } from '../../../../components/form/TextField';
import { ta } from '../../../i18n';
import { withFlash } from '../../../lib/flash';
import { useSaveMutation } from '../../../lib/mutations';
import { sessionCandidatureResource } from '../../../lib/resources';
import { FormErrorBanner } from '../../../ui/FormErrorBanner';

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
      const said = ta(record ? 'admin.session.updated' : 'admin.session.added', { reference: saved.reference });
      navigate(LIST, withFlash(said));
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="admin-form">
      <FormErrorBanner error={save.error} />
      <TextField
        label={ta('admin.session.reference')}
        autoComplete="off"
        error={errors.reference?.message}
        required
        {...form.register('reference')}
      />
      <div className="row">
        <DateField
          wrapperClassName="col-sm-6 mb-3"
          label={ta('admin.session.ouverture')}
          error={errors.dateOuverture?.message}
          required
          {...form.register('dateOuverture')}
        />
        <DateField
          wrapperClassName="col-sm-6 mb-3"
          label={ta('admin.session.cloture')}
          error={errors.dateCloture?.message}
          required
          {...form.register('dateCloture')}
        />
      </div>
      <CheckboxField
        asSwitch
        wrapperClassName="mb-4"
        label={ta('admin.session.statutOf', { state: ta(status ? 'admin.ui.active' : 'admin.ui.inactive') })}
        error={errors.status?.message}
        {...form.register('status')}
      />
      <FormActions saving={save.isPending} cancelTo={LIST} />
    </form>
  );
}
