import { AUDIT_ACTIONS } from '@recrutement/contract';
import { useQuery } from '@tanstack/react-query';
import { usePageParam } from '../../../../lib/route-params';
import { formatDateTime } from '../../../lib/format';
import { PagedTable } from '../../../ui/PagedTable';
import { auditPageQuery } from '../api/audit';

const PAGE_SIZE = 20;

/** Who read or changed whose personal data, and when: newest first, 20 a page (§10). */
export function AuditList() {
  const [page, setPage] = usePageParam();
  const query = useQuery(auditPageQuery({ page, size: PAGE_SIZE }));
  return (
    <PagedTable
      query={query}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      caption="Journal d'audit, le plus récent d'abord"
      emptyTitle="Aucune consultation ni modification de données personnelles enregistrée."
      head={
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Par</th>
          <th scope="col">Action</th>
          <th scope="col">Sur</th>
          <th scope="col">Détails</th>
        </tr>
      }
      row={(line) => (
        <tr key={line.id}>
          <td className="text-nowrap">{formatDateTime(line.date)}</td>
          <td className="text-break">
            {line.acteur ?? <span className="text-secondary">système ou personne effacée</span>}
          </td>
          <td>{AUDIT_ACTIONS[line.action] ?? line.action}</td>
          <td>{line.libelle ?? '—'}</td>
          <td>{line.details ?? '—'}</td>
        </tr>
      )}
    />
  );
}
