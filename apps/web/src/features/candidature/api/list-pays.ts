import type { Pays } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listPays(signal?: AbortSignal): Promise<Pays[]> {
  return api<Pays[]>('/pays/list', { signal });
}

export const paysQueryOptions = () =>
  queryOptions({ queryKey: ['pays', 'list'], queryFn: ({ signal }) => listPays(signal), staleTime: 10 * 60_000 });

export function usePays() {
  return useQuery(paysQueryOptions());
}
