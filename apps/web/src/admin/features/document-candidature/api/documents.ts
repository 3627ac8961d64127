import type { DocumentCandidature, UploadResponse } from '@recrutement/contract';
import { keepPreviousData, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, apiPage } from '../../../../lib/api-client';
import { ta } from '../../../i18n';
import { withFlash } from '../../../lib/flash';
import { invalidateDomain } from '../../../lib/mutations';
import { adminKeys } from '../../../lib/query-keys';

/** The multipart path of contract §5 the back office records applications through. */
export const RECORD_APPLICATION_ENDPOINT = '/document-candidature/upload';

export const documentsPageQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: adminKeys.page('document-candidature', params),
    queryFn: ({ signal }) => apiPage<DocumentCandidature>('/document-candidature/list', params, signal),
    placeholderData: keepPreviousData,
  });

export const documentQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.one('document-candidature', id),
    queryFn: ({ signal }) => api<DocumentCandidature>(`/document-candidature/document/${id}`, { signal }),
  });

/** Once an application is recorded: the document lists are stale, and its sheet opens. */
export function useApplicationRecorded() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (answer: UploadResponse) => {
    void invalidateDomain(queryClient, 'document-candidature');
    navigate(`/admin/candidature/fiche/${answer.idCandidature}`, withFlash(ta('admin.document.record.done')));
  };
}
