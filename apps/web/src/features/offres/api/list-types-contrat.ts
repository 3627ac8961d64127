import type { TypeContrat } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listTypesContrat(signal?: AbortSignal): Promise<TypeContrat[]> {
  return api<TypeContrat[]>('/type-contrat/list', { signal });
}

export const typesContratQueryOptions = () =>
  queryOptions({
    queryKey: ['type-contrat', 'list'],
    queryFn: ({ signal }) => listTypesContrat(signal),
    staleTime: 10 * 60_000,
  });

export function useTypesContrat() {
  return useQuery(typesContratQueryOptions());
}
