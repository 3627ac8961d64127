import type { SessionCandidature } from '@recrutement/contract';
import { Badge } from 'react-bootstrap';
import { formatDate } from '../../../../lib/format';
import { ta } from '../../../i18n';
import { DetailList } from '../../../ui/DetailList';

export function SessionFiche({ session }: { session: SessionCandidature }) {
  return (
    <DetailList
      items={[
        { label: ta('admin.session.reference'), value: session.reference },
        { label: ta('admin.session.ouverture'), value: formatDate(session.dateOuverture) },
        { label: ta('admin.session.cloture'), value: formatDate(session.dateCloture) },
        {
          label: ta('admin.session.statut'),
          value: (
            <Badge bg={session.status ? 'success' : 'secondary'}>
              {ta(session.status ? 'admin.session.open' : 'admin.session.closed')}
            </Badge>
          ),
        },
      ]}
    />
  );
}
