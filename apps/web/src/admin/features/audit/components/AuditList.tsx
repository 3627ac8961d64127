import { type AdminKey, ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { HeadRow } from '../../../ui/HeadRow';
import { PagedTable, usePagedQuery } from '../../../ui/PagedTable';
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
  const paging = usePagedQuery(PAGE_SIZE, auditPageQuery);
  return (
    <PagedTable
      {...paging}
      caption={ta('admin.audit.caption')}
      emptyTitle={ta('admin.audit.empty')}
      head={
        <HeadRow
          columns={[
            ta('admin.audit.col.date'),
            ta('admin.audit.col.by'),
            ta('admin.audit.col.action'),
            ta('admin.audit.col.on'),
            ta('admin.audit.col.details'),
          ]}
        />
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
