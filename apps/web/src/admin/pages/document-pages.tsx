import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../components/PageState';
import { documentQuery } from '../features/document-candidature/api/documents';
import { DocumentFiche } from '../features/document-candidature/components/DocumentFiche';
import { DocumentList } from '../features/document-candidature/components/DocumentList';
import { RecordApplicationForm } from '../features/document-candidature/components/RecordApplicationForm';
import { useRecordApplicationOptions } from '../features/document-candidature/components/useRecordApplicationOptions';
import { useIdParam } from '../lib/route-params';
import { AdminCard } from '../ui/AdminCard';
import { BackLink } from '../ui/BackLink';
import { NewButton } from '../ui/NewButton';
import { RecordState, useRecord } from '../ui/RecordLoader';

export function DocumentListPage() {
  // The spec sends this list's New button to the session form.
  return (
    <AdminCard title="Documents de candidature" actions={<NewButton to="/admin/session-candidature/add" />}>
      <DocumentList />
    </AdminCard>
  );
}

export function DocumentFichePage() {
  const id = useIdParam();
  const query = useRecord(id, documentQuery);
  return (
    <AdminCard
      title={query.data ? `Document : ${query.data.nomOriginal}` : 'Document de candidature'}
      actions={<BackLink to="/admin/document-candidature" />}
    >
      <RecordState id={id} query={query}>
        {(doc) => (doc ? <DocumentFiche document={doc} /> : null)}
      </RecordState>
    </AdminCard>
  );
}

export function SaveCandidaturePage() {
  const lists = useRecordApplicationOptions();
  return (
    <AdminCard title="Enregistrer une candidature">
      <p className="text-secondary">
        Pour un candidat qui a transmis son dossier autrement que par le site (courrier, e-mail, salon).
      </p>
      {lists.error ? <ErrorAlert error={lists.error} variant="warning" /> : null}
      {lists.pending ? <Loading /> : null}
      {lists.options?.vacancies.length === 0 ? (
        <EmptyState title="Aucune offre n'est ouverte aujourd'hui." icon="megaphone">
          Une candidature ne peut être enregistrée que pour une offre ouverte.{' '}
          <Link to="/admin/poste-vacant">Voir les postes vacants</Link>
        </EmptyState>
      ) : null}
      {lists.options && lists.options.vacancies.length > 0 ? <RecordApplicationForm options={lists.options} /> : null}
    </AdminCard>
  );
}
