import { PAGE_SIZES } from '@recrutement/contract';
import { Badge } from 'react-bootstrap';
import { formatDate } from '../../../../lib/format';
import { posteVacantResource } from '../../../lib/resources';
import { CrudList } from '../../../ui/CrudList';

/** Vacancies, 5 per page; the status is the session's (spec §2). */
export function PosteVacantList() {
  return (
    <CrudList
      resource={posteVacantResource}
      pageSize={PAGE_SIZES.posteVacantAdmin}
      caption="Postes vacants"
      emptyTitle="Aucun poste vacant pour le moment."
      columns={['Réf. poste', 'Poste vacant', 'Poste', 'Contrat', 'Ouverture', 'Clôture', 'Statut']}
      cells={(vacant) => (
        <>
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
        </>
      )}
      rowLabel={(vacant) => `le poste vacant ${vacant.nom}`}
      basePath="/admin/poste-vacant"
      withFiche
    />
  );
}
