import { PAGE_SIZES } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'react-bootstrap';
import { formatDate } from '../../../../lib/format';
import { useDeleteMutation } from '../../../lib/mutations';
import { posteVacantResource } from '../../../lib/resources';
import { usePageParam } from '../../../lib/route-params';
import { FlashAlert } from '../../../ui/FlashAlert';
import { PagedTable } from '../../../ui/PagedTable';
import { RowActions } from '../../../ui/RowActions';
import { useConfirmDelete } from '../../../ui/useConfirmDelete';

/** Vacancies, 5 per page; the status is the session's (spec §2). */
export function PosteVacantList() {
  const [page, setPage] = usePageParam();
  const size = PAGE_SIZES.posteVacantAdmin;
  const query = useQuery(posteVacantResource.pageQuery({ page, size }));
  const remove = useConfirmDelete(useDeleteMutation(posteVacantResource));
  return (
    <>
      <FlashAlert />
      {remove.feedback}
      <PagedTable
        query={query}
        page={page}
        pageSize={size}
        onPageChange={setPage}
        caption="Postes vacants"
        emptyTitle="Aucun poste vacant pour le moment."
        head={
          <tr>
            <th scope="col">Réf. poste</th>
            <th scope="col">Poste vacant</th>
            <th scope="col">Poste</th>
            <th scope="col">Contrat</th>
            <th scope="col">Ouverture</th>
            <th scope="col">Clôture</th>
            <th scope="col">Statut</th>
            <th scope="col" className="text-end">
              Actions
            </th>
          </tr>
        }
        row={(vacant) => (
          <tr key={vacant.id}>
            <td>{vacant.poste.reference}</td>
            <td className="fw-semibold">{vacant.nom}</td>
            <td>{vacant.poste.nom}</td>
            <td>{vacant.typeContrat.type}</td>
            <td className="text-nowrap">{formatDate(vacant.session.dateOuverture)}</td>
            <td className="text-nowrap">{formatDate(vacant.session.dateCloture)}</td>
            <td>
              <Badge bg={vacant.session.status ? 'success' : 'secondary'}>
                {vacant.session.status ? 'Activé' : 'Désactivé'}
              </Badge>
            </td>
            <td>
              <RowActions
                label={`le poste vacant ${vacant.nom}`}
                viewTo={`/admin/poste-vacant/fiche/${vacant.id}`}
                editTo={`/admin/poste-vacant/edit/${vacant.id}`}
                onDelete={() => remove.ask(vacant.id)}
              />
            </td>
          </tr>
        )}
      />
      {remove.dialog}
    </>
  );
}
