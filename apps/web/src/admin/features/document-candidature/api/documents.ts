import type { DocumentCandidature, UploadResponse } from '@recrutement/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../../../../lib/api-client';
import { uploadWithProgress } from '../../../../lib/api-transfer';
import { invalidateDomain } from '../../../lib/mutations';
import { adminKeys } from '../../../lib/query-keys';

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

/** Records an application on behalf of a candidate (the multipart form of contract §5). */
export function useRecordApplication(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      uploadWithProgress<UploadResponse>('/document-candidature/upload', form, onProgress),
    onSuccess: () => invalidateDomain(queryClient, 'document-candidature'),
  });
}
