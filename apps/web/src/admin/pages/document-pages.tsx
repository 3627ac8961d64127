import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../components/PageState';
import { ApplyForm } from '../../features/candidature/components/ApplyForm';
import { useIdParam } from '../../lib/route-params';
import {
  documentQuery,
  RECORD_APPLICATION_ENDPOINT,
  useApplicationRecorded,
} from '../features/document-candidature/api/documents';
import { DocumentFiche } from '../features/document-candidature/components/DocumentFiche';
import { DocumentList } from '../features/document-candidature/components/DocumentList';
import { VacancyField } from '../features/document-candidature/components/VacancyField';
import { openVacanciesQuery } from '../lib/resources';
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

/** The public apply form, filled in by an admin for a candidate, who also chooses the open vacancy. */
export function SaveCandidaturePage() {
  const vacancies = useQuery(openVacanciesQuery());
  const onApplied = useApplicationRecorded();
  return (
    <AdminCard title="Enregistrer une candidature">
      <p className="text-secondary">
        Pour un candidat qui a transmis son dossier autrement que par le site (courrier, e-mail, salon).
      </p>
      {vacancies.error ? <ErrorAlert error={vacancies.error} variant="warning" /> : null}
      {vacancies.isPending ? <Loading /> : null}
      {vacancies.data?.length === 0 ? (
        <EmptyState title="Aucune offre n'est ouverte aujourd'hui." icon="megaphone">
          Une candidature ne peut être enregistrée que pour une offre ouverte.{' '}
          <Link to="/admin/poste-vacant">Voir les postes vacants</Link>
        </EmptyState>
      ) : null}
      {vacancies.data && vacancies.data.length > 0 ? (
        <div className="admin-form-wide">
          <ApplyForm
            label="Enregistrer une candidature"
            vacancyField={<VacancyField vacancies={vacancies.data} />}
            endpoint={RECORD_APPLICATION_ENDPOINT}
            onApplied={onApplied}
            submitLabel="Enregistrer la candidature"
            cancelTo="/admin/document-candidature"
            cancelLabel="Annuler"
            autoFill={false}
            privacyFields={false}
          />
        </div>
      ) : null}
    </AdminCard>
  );
}
