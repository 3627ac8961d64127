import { vacancyNameToSlug } from '@recrutement/contract';
import { Badge, ListGroup } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../../../components/PageState';
import { formatCount } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { useNomsPostes } from '../api/noms-postes';

/** Applications per vacancy name, each a link to that filtered list. */
export function VacancyApplicationCounts() {
  const query = useNomsPostes();
  if (query.isPending) return <Loading />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  if (query.data.length === 0) return <EmptyState title={ta('admin.candidature.counts.empty')} icon="people" />;
  return (
    <ListGroup as="ul">
      {query.data.map((item) => (
        <ListGroup.Item as="li" key={item.nom} className="d-flex justify-content-between align-items-center gap-2">
          <Link to={`/admin/candidature/${encodeURIComponent(vacancyNameToSlug(item.nom))}`}>{item.nom}</Link>
          <Badge bg="primary" pill>
            {formatCount(item.count)}{' '}
            <span className="visually-hidden">{ta('admin.candidature.applications', { count: item.count })}</span>
          </Badge>
        </ListGroup.Item>
      ))}
    </ListGroup>
  );
}
