import type { MonMessage } from '@recrutement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The candidate's side of an application's thread (contract §20). */
export const myThreadQuery = (candidatureId: number) =>
  queryOptions({
    queryKey: ['me', 'candidatures', candidatureId, 'messages'],
    queryFn: ({ signal }) => api<MonMessage[]>(`/api/me/candidatures/${candidatureId}/messages`, { signal }),
  });

export function useReply(candidatureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (corps: string) =>
      api<MonMessage>(`/api/me/candidatures/${candidatureId}/messages`, { method: 'POST', body: { corps } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myThreadQuery(candidatureId).queryKey }),
  });
}
