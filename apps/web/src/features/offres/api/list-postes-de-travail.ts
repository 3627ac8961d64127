import type { PosteDeTravail } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listPostesDeTravail(signal?: AbortSignal): Promise<PosteDeTravail[]> {
  return api<PosteDeTravail[]>('/poste-de-travail/list', { signal });
}

export const postesDeTravailQueryOptions = () =>
  queryOptions({
    queryKey: ['poste-de-travail', 'list'],
    queryFn: ({ signal }) => listPostesDeTravail(signal),
    staleTime: 5 * 60_000,
  });

export function usePostesDeTravail() {
  return useQuery(postesDeTravailQueryOptions());
}
