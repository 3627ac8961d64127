import { type MailOutboxEntry, type MailState, mailStateSchema } from '@recrutement/contract';
import { useSearchParams } from 'react-router';
import { type AdminKey, ta } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { HeadRow } from '../../../ui/HeadRow';
import { PagedTable, usePagedQuery } from '../../../ui/PagedTable';
import { outboxPageQuery } from '../api/outbox';
import { MailStateFilter } from './MailStateFilter';

const PAGE_SIZE = 20;
const STATE: Record<MailState, { label: AdminKey; badge: string }> = {
  pending: { label: 'admin.mail.state.pending', badge: 'text-bg-warning' },
  sent: { label: 'admin.mail.state.sent', badge: 'text-bg-success' },
  failed: { label: 'admin.mail.state.failed', badge: 'text-bg-danger' },
};

/** What the row says of the body: the text, or why it is not shown (a secret link). */
function Body({ mail }: { mail: MailOutboxEntry }) {
  if (mail.texte === null) {
    return <span className="small text-secondary">{ta('admin.mail.hidden')}</span>;
  }
  return (
    <details>
      <summary className="small">{ta('admin.mail.showText')}</summary>
      <pre className="small mt-2 mb-0 text-wrap" style={{ maxWidth: '36rem' }}>
        {mail.texte}
      </pre>
    </details>
  );
}

/** The back office's "Courriels": every message of the outbox, its state and its last error. */
export function MailOutboxList() {
  const [params] = useSearchParams();
  const parsed = mailStateSchema.safeParse(params.get('etat'));
  const state = parsed.success ? parsed.data : undefined;
  const paging = usePagedQuery(PAGE_SIZE, (params) => outboxPageQuery({ ...params, ...(state ? { state } : {}) }));
  return (
    <>
      <MailStateFilter value={state} labels={STATE} />
      <PagedTable
        {...paging}
        caption={ta('admin.mail.caption')}
        emptyTitle={ta(state ? 'admin.mail.emptyState' : 'admin.mail.empty')}
        head={
          <HeadRow
            columns={[
              ta('admin.mail.col.date'),
              ta('admin.mail.col.to'),
              ta('admin.mail.col.subject'),
              ta('admin.mail.col.state'),
              { label: ta('admin.mail.col.attempts'), end: true },
              ta('admin.mail.col.lastError'),
            ]}
          />
        }
        row={(mail) => (
          <tr key={mail.id}>
            <td className="text-nowrap">{formatDateTime(mail.createdAt)}</td>
            <td className="text-break">{mail.to}</td>
            <td>
              <div>{mail.subject}</div>
              <Body mail={mail} />
            </td>
            <td>
              <span className={`badge ${STATE[mail.state].badge}`}>{ta(STATE[mail.state].label)}</span>
              {mail.sentAt ? <div className="small text-secondary">{formatDateTime(mail.sentAt)}</div> : null}
              {mail.nextAttemptAt && mail.attempts > 0 ? (
                <div className="small text-secondary">
                  {ta('admin.mail.retry', { date: formatDateTime(mail.nextAttemptAt) })}
                </div>
              ) : null}
            </td>
            <td className="text-end">{mail.attempts}</td>
            <td className="small text-break">{mail.lastError ?? '—'}</td>
          </tr>
        )}
      />
    </>
  );
}
