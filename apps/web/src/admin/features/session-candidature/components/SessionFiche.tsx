import type { SessionCandidature } from '@recrutement/contract';
import { Badge } from 'react-bootstrap';
import { formatDate } from '../../../../lib/format';
import { DetailList } from '../../../ui/DetailList';

export function SessionFiche({ session }: { session: SessionCandidature }) {
  return (
    <DetailList
      items={[
        { label: 'Référence', value: session.reference },
        { label: "Date d'ouverture", value: formatDate(session.dateOuverture) },
        { label: 'Date de clôture', value: formatDate(session.dateCloture) },
        {
          label: 'Statut',
          value: <Badge bg={session.status ? 'success' : 'secondary'}>{session.status ? 'Ouvert' : 'Fermé'}</Badge>,
        },
      ]}
    />
  );
}
