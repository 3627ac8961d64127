import type { ErasureSummary, Individu } from '@recrutement/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiPage } from '../../../../lib/api-client';
import { invalidateDomain } from '../../../lib/mutations';
import { adminKeys } from '../../../lib/query-keys';

export const individusPageQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: adminKeys.page('individu', params),
    queryFn: ({ signal }) => apiPage<Individu>('/individu/get', params, signal),
    placeholderData: keepPreviousData,
  });

/** What erasing this person removes, read when the confirmation opens (never stale). */
export const useErasureSummary = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...adminKeys.one('individu', id), 'effacement'],
    queryFn: ({ signal }) => api<ErasureSummary>(`/individu/${id}/effacement`, { signal }),
    enabled,
    staleTime: 0,
  });

/** `DELETE /individu/{id}`: the person and everything of theirs. */
export function useEraseIndividu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/individu/${id}`, { method: 'DELETE' }),
    // Not awaited: the sheet that asked is left at once, before its queries would read a 404.
    onSuccess: () => {
      void invalidateDomain(queryClient, 'individu');
    },
  });
}
