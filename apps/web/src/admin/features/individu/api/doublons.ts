import type { Individu } from '@recrutement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { invalidateDomain } from '../../../lib/mutations';
import { adminKeys } from '../../../lib/query-keys';

/** `GET /individu/{id}/doublons`: the others of the same phone or the same name (§19). */
export const doublonsQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('individu', id), 'doublons'],
    queryFn: ({ signal }) => api<Individu[]>(`/individu/${id}/doublons`, { signal }),
  });

/** `POST /individu/{id}/fusionner {avec}`: `avec` is merged into `id` and goes (§19). */
export function useFusionner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, avec }: { id: number; avec: number }) =>
      api<Individu>(`/individu/${id}/fusionner`, { method: 'POST', body: { avec: { id: avec } } }),
    onSuccess: () => invalidateDomain(queryClient, 'individu'),
  });
}
