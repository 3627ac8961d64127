import { useQuery } from '@tanstack/react-query';
import { usePageParam } from '../../../../lib/route-params';
import { type AdminKey, ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { PagedTable } from '../../../ui/PagedTable';
import { auditPageQuery } from '../api/audit';

const PAGE_SIZE = 20;

/** The words of an audit action (contract §10), else its code as the server wrote it. */
function actionText(action: string): string {
  const key = `admin.audit.action.${action}` as AdminKey;
  const text = ta(key);
  return text === key ? action : text;
}

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
      caption={ta('admin.audit.caption')}
      emptyTitle={ta('admin.audit.empty')}
      head={
        <tr>
          <th scope="col">{ta('admin.audit.col.date')}</th>
          <th scope="col">{ta('admin.audit.col.by')}</th>
          <th scope="col">{ta('admin.audit.col.action')}</th>
          <th scope="col">{ta('admin.audit.col.on')}</th>
          <th scope="col">{ta('admin.audit.col.details')}</th>
        </tr>
      }
      row={(line) => (
        <tr key={line.id}>
          <td className="text-nowrap">{formatDateTime(line.date)}</td>
          <td className="text-break">
            {line.acteur ?? <span className="text-secondary">{ta('admin.audit.system')}</span>}
          </td>
          <td>{actionText(line.action)}</td>
          <td>{line.libelle ?? '—'}</td>
          <td>{line.details ?? '—'}</td>
        </tr>
      )}
    />
  );
}
