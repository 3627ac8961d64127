import { useQueries } from '@tanstack/react-query';
import { civilitesQuery, nomDocumentResource, openVacanciesQuery, paysQuery } from '../../../lib/resources';

/** The four lists behind the form's selects; the form waits for all of them. */
export function useRecordApplicationOptions() {
  return useQueries({
    queries: [openVacanciesQuery(), civilitesQuery(), paysQuery(), nomDocumentResource.allQuery()],
    combine: ([vacancies, civilites, pays, nomDocuments]) => ({
      pending: vacancies.isPending || civilites.isPending || pays.isPending || nomDocuments.isPending,
      error: vacancies.error ?? civilites.error ?? pays.error ?? nomDocuments.error,
      options:
        vacancies.data && civilites.data && pays.data && nomDocuments.data
          ? { vacancies: vacancies.data, civilites: civilites.data, pays: pays.data, nomDocuments: nomDocuments.data }
          : undefined,
    }),
  });
}

export type RecordApplicationOptions = NonNullable<ReturnType<typeof useRecordApplicationOptions>['options']>;
