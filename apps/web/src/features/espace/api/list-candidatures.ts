import type { Candidature } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The applications of one individu (self access). */
export function listCandidatures(individuId: number, signal?: AbortSignal): Promise<Candidature[]> {
  return api<Candidature[]>(`/candidature/byid/${individuId}`, { signal });
}

export const candidaturesQueryOptions = (individuId: number) =>
  queryOptions({
    queryKey: ['candidature', 'byid', individuId],
    queryFn: ({ signal }) => listCandidatures(individuId, signal),
    staleTime: 0,
  });

export function useCandidatures(individuId: number) {
  return useQuery(candidaturesQueryOptions(individuId));
}
