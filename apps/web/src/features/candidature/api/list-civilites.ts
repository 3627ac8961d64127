import type { Civilite } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listCivilites(signal?: AbortSignal): Promise<Civilite[]> {
  return api<Civilite[]>('/civilite/list', { signal });
}

export const civilitesQueryOptions = () =>
  queryOptions({
    queryKey: ['civilite', 'list'],
    queryFn: ({ signal }) => listCivilites(signal),
    staleTime: 10 * 60_000,
  });

export function useCivilites() {
  return useQuery(civilitesQueryOptions());
}
