import { useQuery } from '@tanstack/react-query';
import { ErrorAlert, Loading } from '../../../../components/PageState';
import { refLabel } from '../../../../i18n/i18n';
import { ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { historiqueQuery } from '../api/candidature';

/** Who set which status, and when (oldest first). */
export function StatusHistory({ candidatureId }: { candidatureId: number }) {
  const query = useQuery(historiqueQuery(candidatureId));
  if (query.isPending) return <Loading label={ta('admin.candidature.status.historyLoading')} />;
  if (query.isError) return <ErrorAlert error={query.error} variant="warning" />;
  if (query.data.length === 0)
    return <p className="text-secondary small mb-0">{ta('admin.candidature.status.historyEmpty')}</p>;
  return (
    <ol className="list-unstyled mb-0 border-start ps-3">
      {query.data.map((entry) => (
        <li key={entry.id} className="mb-2">
          <span className="fw-semibold">{refLabel(entry.etatCandidature.etat)}</span>
          <span className="d-block small text-secondary">
            {formatDateTime(entry.date)}
            {entry.auteur ? ` · ${entry.auteur}` : ''}
          </span>
        </li>
      ))}
    </ol>
  );
}
