import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState, ErrorAlert, Loading } from '../../components/PageState';
import { ApplyForm } from '../../features/apply/components/ApplyForm';
import { useIdParam } from '../../lib/route-params';
import {
  documentQuery,
  RECORD_APPLICATION_ENDPOINT,
  useApplicationRecorded,
} from '../features/document-candidature/api/documents';
import { DocumentFiche } from '../features/document-candidature/components/DocumentFiche';
import { DocumentList } from '../features/document-candidature/components/DocumentList';
import { VacancyField } from '../features/document-candidature/components/VacancyField';
import { ta } from '../i18n';
import { openVacanciesQuery } from '../lib/resources';
import { AdminCard } from '../ui/AdminCard';
import { BackLink } from '../ui/BackLink';
import { NewButton } from '../ui/NewButton';
import { RecordState, useRecord } from '../ui/RecordLoader';

export function DocumentListPage() {
  // The spec sends this list's New button to the session form.
  return (
    <AdminCard title={ta('admin.document.title')} actions={<NewButton to="/admin/session-candidature/add" />}>
      <DocumentList />
    </AdminCard>
  );
}

export function DocumentFichePage() {
  const id = useIdParam();
  const query = useRecord(id, documentQuery);
  return (
    <AdminCard
      title={query.data ? ta('admin.document.titleOf', { name: query.data.nomOriginal }) : ta('admin.document.one')}
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
    <AdminCard title={ta('admin.document.record.title')}>
      <p className="text-secondary">{ta('admin.document.record.intro')}</p>
      {vacancies.error ? <ErrorAlert error={vacancies.error} variant="warning" /> : null}
      {vacancies.isPending ? <Loading /> : null}
      {vacancies.data?.length === 0 ? (
        <EmptyState title={ta('admin.document.record.noVacancy')} icon="megaphone">
          {ta('admin.document.record.noVacancyText')}{' '}
          <Link to="/admin/poste-vacant">{ta('admin.document.record.seeVacancies')}</Link>
        </EmptyState>
      ) : null}
      {vacancies.data && vacancies.data.length > 0 ? (
        <div className="admin-form-wide">
          <ApplyForm
            label={ta('admin.document.record.title')}
            vacancyField={<VacancyField vacancies={vacancies.data} />}
            endpoint={RECORD_APPLICATION_ENDPOINT}
            onApplied={onApplied}
            submitLabel={ta('admin.document.record.submit')}
            cancelTo="/admin/document-candidature"
            cancelLabel={ta('admin.document.record.cancel')}
            autoFill={false}
            privacyFields={false}
          />
        </div>
      ) : null}
    </AdminCard>
  );
}
