import { type SessionCandidature, sessionCandidatureInputSchema } from '@recrutement/contract';
import { ta } from '../../../i18n';
import { sessionCandidatureResource } from '../../../lib/resources';
import { CrudForm } from '../../../ui/CrudForm';

export function SessionForm({ record }: { record?: SessionCandidature }) {
  return (
    <CrudForm
      resource={sessionCandidatureResource}
      record={record}
      schema={sessionCandidatureInputSchema}
      defaultValues={{
        reference: record?.reference ?? '',
        dateOuverture: record?.dateOuverture ?? '',
        dateCloture: record?.dateCloture ?? '',
        // A new session is open by default (spec §2).
        status: record?.status ?? true,
      }}
      fields={[
        { name: 'reference', label: ta('admin.session.reference') },
        [
          {
            name: 'dateOuverture',
            kind: 'date',
            label: ta('admin.session.ouverture'),
            wrapperClassName: 'col-sm-6 mb-3',
          },
          { name: 'dateCloture', kind: 'date', label: ta('admin.session.cloture'), wrapperClassName: 'col-sm-6 mb-3' },
        ],
        {
          name: 'status',
          kind: 'switch',
          label: (on) => ta('admin.session.statutOf', { state: ta(on ? 'admin.ui.active' : 'admin.ui.inactive') }),
          wrapperClassName: 'mb-4',
        },
      ]}
      listPath="/admin/session-candidature"
      savedMessage={(saved, created) =>
        ta(created ? 'admin.session.added' : 'admin.session.updated', { reference: saved.reference })
      }
    />
  );
}
