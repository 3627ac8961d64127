import { useIdParam } from '../../lib/route-params';
import { SessionFiche } from '../features/session-candidature/components/SessionFiche';
import { SessionForm } from '../features/session-candidature/components/SessionForm';
import { SessionList } from '../features/session-candidature/components/SessionList';
import { ta } from '../i18n';
import { sessionCandidatureResource } from '../lib/resources';
import { CrudFichePage, CrudFormPage, CrudListPage } from '../ui/CrudPages';

const LIST = '/admin/session-candidature';

export function SessionListPage() {
  return (
    <CrudListPage title={ta('admin.session.listTitle')} basePath={LIST}>
      <SessionList />
    </CrudListPage>
  );
}

export function SessionFormPage() {
  return (
    <CrudFormPage
      resource={sessionCandidatureResource}
      addTitle={ta('admin.session.addTitle')}
      editTitle={ta('admin.session.editTitle')}
    >
      {(record) => <SessionForm record={record} />}
    </CrudFormPage>
  );
}

export function SessionFichePage() {
  const id = useIdParam();
  return (
    <CrudFichePage
      resource={sessionCandidatureResource}
      id={id}
      title={(session) =>
        session ? ta('admin.session.ficheTitleOf', { reference: session.reference }) : ta('admin.session.ficheTitle')
      }
      listPath={LIST}
    >
      {(session) => (session ? <SessionFiche session={session} /> : null)}
    </CrudFichePage>
  );
}
