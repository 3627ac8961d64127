import { PAGE_SIZES } from '@recrutement/contract';
import { Badge } from 'react-bootstrap';
import { formatDate } from '../../../../lib/format';
import { posteVacantResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';
import { RowActions } from '../../../ui/RowActions';

/** Vacancies, 5 per page; the status is the session's (spec §2). */
export function PosteVacantList() {
  return (
    <CrudList
      resource={posteVacantResource}
      pageSize={PAGE_SIZES.posteVacantAdmin}
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
      row={(vacant, askDelete) => (
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
              onDelete={() => askDelete(vacant.id)}
            />
          </td>
        </tr>
      )}
    />
  );
}
