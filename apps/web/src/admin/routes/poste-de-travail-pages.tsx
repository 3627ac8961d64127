import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/PageState';
import { parseId, useIdParam } from '../../lib/route-params';
import { PosteDeTravailFiche } from '../features/poste-de-travail/components/PosteDeTravailFiche';
import { PosteDeTravailForm } from '../features/poste-de-travail/components/PosteDeTravailForm';
import { PosteDeTravailList } from '../features/poste-de-travail/components/PosteDeTravailList';
import { ta } from '../i18n';
import { posteDeTravailResource } from '../lib/resources';
import { AdminCard } from '../ui/AdminCard';
import { BackLink } from '../ui/BackLink';
import { NewButton } from '../ui/NewButton';
import { RecordState, useRecord } from '../ui/RecordLoader';

const LIST = '/admin/poste-de-travail';

export function PosteDeTravailListPage() {
  return (
    <AdminCard title={ta('admin.posteDeTravail.listTitle')} actions={<NewButton to={`${LIST}/add`} />}>
      <PosteDeTravailList />
    </AdminCard>
  );
}

export function PosteDeTravailFormPage() {
  const id = useIdParam();
  const query = useRecord(id, posteDeTravailResource.oneQuery);
  return (
    <AdminCard title={ta(id === undefined ? 'admin.posteDeTravail.addTitle' : 'admin.posteDeTravail.editTitle')}>
      <RecordState id={id} query={query}>
        {(record) => <PosteDeTravailForm key={record?.id ?? 'new'} record={record} />}
      </RecordState>
    </AdminCard>
  );
}

/** `poste-de-travail/fiche/:id`, and `poste-de-travail-fiche?id=…` (the spec's id-less route). */
export function PosteDeTravailFichePage() {
  const routeId = useIdParam();
  const [params] = useSearchParams();
  const queryId = params.get('id');
  const id = routeId !== undefined ? routeId : queryId === null ? undefined : parseId(queryId);
  const query = useRecord(id, posteDeTravailResource.oneQuery);
  return (
    <AdminCard
      title={
        query.data
          ? ta('admin.posteDeTravail.ficheTitleOf', { nom: query.data.nom })
          : ta('admin.posteDeTravail.ficheTitle')
      }
      actions={<BackLink to={LIST} />}
    >
      <RecordState id={id} query={query}>
        {(poste) =>
          poste ? (
            <PosteDeTravailFiche poste={poste} />
          ) : (
            <EmptyState title={ta('admin.posteDeTravail.noneSelected')} icon="diagram-3">
              {ta('admin.posteDeTravail.noneSelectedHint')}
            </EmptyState>
          )
        }
      </RecordState>
    </AdminCard>
  );
}
