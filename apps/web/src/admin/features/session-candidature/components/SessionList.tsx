import { PAGE_SIZES } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { formatDate } from '../../../../lib/format';
import { useDeleteMutation } from '../../../lib/mutations';
import { sessionCandidatureResource } from '../../../lib/resources';
import { usePageParam } from '../../../lib/route-params';
import { FlashAlert } from '../../../ui/FlashAlert';
import { PagedTable } from '../../../ui/PagedTable';
import { RowActions } from '../../../ui/RowActions';
import { useConfirmDelete } from '../../../ui/useConfirmDelete';

/** Application sessions, 10 per page, with their status as a read-only switch (spec §2). */
export function SessionList() {
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZES.sessionCandidature;
  const query = useQuery(sessionCandidatureResource.pageQuery({ page, size }));
  const remove = useConfirmDelete(useDeleteMutation(sessionCandidatureResource));
  return (
    <>
      <FlashAlert />
      {remove.feedback}
      <PagedTable
        query={query}
        page={page}
        pageSize={size}
        onPageChange={setPage}
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
        row={(session) => (
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
                onDelete={() => remove.ask(session.id)}
              />
            </td>
          </tr>
        )}
      />
      {remove.dialog}
    </>
  );
}
