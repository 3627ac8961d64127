import { PAGE_SIZES } from '@recrutement/contract';
import { CheckboxField } from '../../../../components/form/CheckboxField';
import { formatDate } from '../../../../lib/format';
import { sessionCandidatureResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';

/** Application sessions, 10 per page, with their status as a read-only switch (spec §2). */
export function SessionList() {
  return (
    <CrudList
      resource={sessionCandidatureResource}
      pageSize={PAGE_SIZES.sessionCandidature}
      caption="Sessions de candidature"
      emptyTitle="Aucune session de candidature pour le moment."
      columns={['Référence', "Date d'ouverture", 'Date de clôture', 'Statut']}
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
              label={session.status ? 'Activé' : 'Désactivé'}
            />
          </td>
        </>
      )}
      rowLabel={(session) => `la session ${session.reference}`}
      basePath="/admin/session-candidature"
      withFiche
    />
  );
}
