import { useIdParam } from '../../lib/route-params';
import { SessionFiche } from '../features/session-candidature/components/SessionFiche';
import { SessionForm } from '../features/session-candidature/components/SessionForm';
import { SessionList } from '../features/session-candidature/components/SessionList';
import { ta } from '../i18n';
import { sessionCandidatureResource } from '../lib/resources';
import { AdminCard } from '../ui/AdminCard';
import { BackLink } from '../ui/BackLink';
import { NewButton } from '../ui/NewButton';
import { RecordState, useRecord } from '../ui/RecordLoader';

const LIST = '/admin/session-candidature';

export function SessionListPage() {
  return (
    <AdminCard title={ta('admin.session.listTitle')} actions={<NewButton to={`${LIST}/add`} />}>
      <SessionList />
    </AdminCard>
  );
}

export function SessionFormPage() {
  const id = useIdParam();
  const query = useRecord(id, sessionCandidatureResource.oneQuery);
  return (
    <AdminCard title={ta(id === undefined ? 'admin.session.addTitle' : 'admin.session.editTitle')}>
      <RecordState id={id} query={query}>
        {(record) => <SessionForm key={record?.id ?? 'new'} record={record} />}
      </RecordState>
    </AdminCard>
  );
}

export function SessionFichePage() {
  const id = useIdParam();
  const query = useRecord(id, sessionCandidatureResource.oneQuery);
  return (
    <AdminCard
      title={
        query.data
          ? ta('admin.session.ficheTitleOf', { reference: query.data.reference })
          : ta('admin.session.ficheTitle')
      }
      actions={<BackLink to={LIST} />}
    >
      <RecordState id={id} query={query}>
        {(session) => (session ? <SessionFiche session={session} /> : null)}
      </RecordState>
    </AdminCard>
  );
}
