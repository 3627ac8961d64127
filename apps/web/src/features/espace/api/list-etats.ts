import type { EtatCandidature } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listEtats(signal?: AbortSignal): Promise<EtatCandidature[]> {
  return api<EtatCandidature[]>('/etat-candidature/list', { signal });
}

export const etatsQueryOptions = () =>
  queryOptions({
    queryKey: ['etat-candidature', 'list'],
    queryFn: ({ signal }) => listEtats(signal),
    staleTime: 5 * 60_000,
  });

export function useEtats() {
  return useQuery(etatsQueryOptions());
}
