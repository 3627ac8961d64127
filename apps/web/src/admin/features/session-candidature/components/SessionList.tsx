import { PAGE_SIZES } from '@recrutement/contract';
import { Form } from 'react-bootstrap';
import { formatDate } from '../../../../lib/format';
import { sessionCandidatureResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';
import { RowActions } from '../../../ui/RowActions';

/** Application sessions, 10 per page, with their status as a read-only switch (spec §2). */
export function SessionList() {
  return (
    <CrudList
      resource={sessionCandidatureResource}
      pageSize={PAGE_SIZES.sessionCandidature}
      caption="Sessions de candidature"
      emptyTitle="Aucune session de candidature pour le moment."
      head={
        <tr>
          <th scope="col">Référence</th>
          <th scope="col">Date d'ouverture</th>
          <th scope="col">Date de clôture</th>
          <th scope="col">Statut</th>
          <th scope="col" className="text-end">
            Actions
          </th>
        </tr>
      }
      row={(session, askDelete) => (
        <tr key={session.id}>
          <td>{session.reference}</td>
          <td>{formatDate(session.dateOuverture)}</td>
          <td>{formatDate(session.dateCloture)}</td>
          <td>
            <Form.Check
              type="switch"
              id={`session-status-${session.id}`}
              role="switch"
              checked={session.status}
              disabled
              readOnly
              label={session.status ? 'Activé' : 'Désactivé'}
            />
          </td>
          <td>
            <RowActions
              label={`la session ${session.reference}`}
              viewTo={`/admin/session-candidature/fiche/${session.id}`}
              editTo={`/admin/session-candidature/edit/${session.id}`}
              onDelete={() => askDelete(session.id)}
            />
          </td>
        </tr>
      )}
    />
  );
}
