import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/PageState';
import { parseId, useIdParam } from '../../lib/route-params';
import { PosteDeTravailFiche } from '../features/poste-de-travail/components/PosteDeTravailFiche';
import { PosteDeTravailForm } from '../features/poste-de-travail/components/PosteDeTravailForm';
import { PosteDeTravailList } from '../features/poste-de-travail/components/PosteDeTravailList';
import { ta } from '../i18n';
import { posteDeTravailResource } from '../lib/resources';
import { CrudFichePage, CrudFormPage, CrudListPage } from '../ui/CrudPages';

const LIST = '/admin/poste-de-travail';

export function PosteDeTravailListPage() {
  return (
    <CrudListPage title={ta('admin.posteDeTravail.listTitle')} basePath={LIST}>
      <PosteDeTravailList />
    </CrudListPage>
  );
}

export function PosteDeTravailFormPage() {
  return (
    <CrudFormPage
      resource={posteDeTravailResource}
      addTitle={ta('admin.posteDeTravail.addTitle')}
      editTitle={ta('admin.posteDeTravail.editTitle')}
    >
      {(record) => <PosteDeTravailForm record={record} />}
    </CrudFormPage>
  );
}

/** `poste-de-travail/fiche/:id`, and `poste-de-travail-fiche?id=…` (the spec's id-less route). */
export function PosteDeTravailFichePage() {
  const routeId = useIdParam();
  const [params] = useSearchParams();
  const queryId = params.get('id');
  const id = routeId !== undefined ? routeId : queryId === null ? undefined : parseId(queryId);
  return (
    <CrudFichePage
      resource={posteDeTravailResource}
      id={id}
      title={(poste) =>
        poste ? ta('admin.posteDeTravail.ficheTitleOf', { nom: poste.nom }) : ta('admin.posteDeTravail.ficheTitle')
      }
      listPath={LIST}
    >
      {(poste) =>
        poste ? (
          <PosteDeTravailFiche poste={poste} />
        ) : (
          <EmptyState title={ta('admin.posteDeTravail.noneSelected')} icon="diagram-3">
            {ta('admin.posteDeTravail.noneSelectedHint')}
          </EmptyState>
        )
      }
    </CrudFichePage>
  );
}
