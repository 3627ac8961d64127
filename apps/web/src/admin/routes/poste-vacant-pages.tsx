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
import { BackLink } from '../ui/BackLink';
import { NewButton } from '../ui/NewButton';
import { RecordState, useRecord } from '../ui/RecordLoader';

const LIST = '/admin/poste-vacant';

export function PosteVacantListPage() {
  return (
    <AdminCard title={ta('admin.posteVacant.listTitle')} actions={<NewButton to={`${LIST}/add`} />}>
      <PosteVacantList />
    </AdminCard>
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
  const query = useRecord(id, posteVacantResource.oneQuery);
  return (
    <AdminCard
      title={
        query.data ? ta('admin.posteVacant.ficheTitleOf', { nom: query.data.nom }) : ta('admin.posteVacant.ficheTitle')
      }
      actions={
        <>
          {query.data ? (
            <Link to={`/admin/pipeline?posteVacant=${query.data.id}`} className="btn btn-outline-primary btn-sm">
              <i className="bi bi-kanban me-1" aria-hidden="true" />
              {ta('admin.posteVacant.pipeline')}
            </Link>
          ) : null}
          <BackLink to={LIST} />
        </>
      }
    >
      <RecordState id={id} query={query}>
        {(vacant) => (vacant ? <PosteVacantFiche vacant={vacant} /> : null)}
      </RecordState>
    </AdminCard>
  );
}
