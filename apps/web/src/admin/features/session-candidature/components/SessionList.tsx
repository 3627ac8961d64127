import { PAGE_SIZES } from '@recrutement/contract';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { sessionCandidatureResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';

/** Application sessions, 10 per page, with their status as a read-only switch (spec §2). */
export function SessionList() {
  return (
    <CrudList
      resource={sessionCandidatureResource}
      pageSize={PAGE_SIZES.sessionCandidature}
      caption={ta('admin.session.caption')}
      emptyTitle={ta('admin.session.empty')}
      columns={[
        ta('admin.session.reference'),
        ta('admin.session.ouverture'),
        ta('admin.session.cloture'),
        ta('admin.session.statut'),
      ]}
      cells={(session) => (
        <>
          <td>{session.reference}</td>
          <td>{formatDate(session.dateOuverture)}</td>
          <td>{formatDate(session.dateCloture)}</td>
          <td>
            <CheckboxField
              asSwitch
              wrapperClassName="mb-0"
              checked={session.status}
              disabled
              readOnly
              label={ta(session.status ? 'admin.ui.active' : 'admin.ui.inactive')}
            />
          </td>
        </>
      )}
      rowLabel={(session) => ta('admin.session.rowLabel', { reference: session.reference })}
      basePath="/admin/session-candidature"
      withFiche
    />
  );
}
