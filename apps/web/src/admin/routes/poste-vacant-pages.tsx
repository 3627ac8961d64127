import { Link } from 'react-router';
import { ErrorAlert, Loading } from '../../components/PageState';
import { useIdParam } from '../../lib/route-params';
import { useStaffQuestions } from '../features/poste-vacant/api/questions';
import { PosteVacantFiche } from '../features/poste-vacant/components/PosteVacantFiche';
import { PosteVacantForm } from '../features/poste-vacant/components/PosteVacantForm';
import { PosteVacantList } from '../features/poste-vacant/components/PosteVacantList';
import { usePosteVacantOptions } from '../features/poste-vacant/components/usePosteVacantOptions';
import { EquipeEditor } from '../features/staff/components/EquipeEditor';
import { ta } from '../i18n';
import { posteVacantResource } from '../lib/resources';
import { useCan } from '../lib/role';
import { AdminCard } from '../ui/AdminCard';
import { CrudFichePage, CrudListPage } from '../ui/CrudPages';
import { RecordState, useRecord } from '../ui/RecordLoader';

const LIST = '/admin/poste-vacant';

export function PosteVacantListPage() {
  return (
    <CrudListPage title={ta('admin.posteVacant.listTitle')} basePath={LIST}>
      <PosteVacantList />
    </CrudListPage>
  );
}

export function PosteVacantFormPage() {
  const id = useIdParam();
  const query = useRecord(id, posteVacantResource.oneQuery);
  const lists = usePosteVacantOptions();
  const canManage = useCan('manager');
  const questions = useStaffQuestions(id ?? undefined);
  const questionsReady = id == null || questions.data !== undefined;
  return (
    <AdminCard title={ta(id === undefined ? 'admin.posteVacant.addTitle' : 'admin.posteVacant.editTitle')}>
      {lists.error ? <ErrorAlert error={lists.error} variant="warning" /> : null}
      {questions.error ? <ErrorAlert error={questions.error} variant="warning" /> : null}
      {lists.options && questionsReady ? (
        <RecordState id={id} query={query}>
          {(record) => (
            <PosteVacantForm
              key={record?.id ?? 'new'}
              record={record}
              options={lists.options!}
              questions={questions.data}
            />
          )}
        </RecordState>
      ) : lists.pending || !questionsReady ? (
        <Loading />
      ) : null}
      {typeof id === 'number' && canManage ? (
        <section aria-label={ta('admin.posteVacant.teamSection')} className="mt-4 pt-3 border-top">
          <EquipeEditor posteVacantId={id} />
        </section>
      ) : null}
    </AdminCard>
  );
}

export function PosteVacantFichePage() {
  const id = useIdParam();
  return (
    <CrudFichePage
      resource={posteVacantResource}
      id={id}
      title={(vacant) =>
        vacant ? ta('admin.posteVacant.ficheTitleOf', { nom: vacant.nom }) : ta('admin.posteVacant.ficheTitle')
      }
      listPath={LIST}
      actions={(vacant) => (
        <Link to={`/admin/pipeline?posteVacant=${vacant.id}`} className="btn btn-outline-primary btn-sm">
          <i className="bi bi-kanban me-1" aria-hidden="true" />
          {ta('admin.posteVacant.pipeline')}
        </Link>
      )}
    >
      {(vacant) => (vacant ? <PosteVacantFiche vacant={vacant} /> : null)}
    </CrudFichePage>
  );
}
