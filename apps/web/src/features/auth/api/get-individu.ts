import type { Individu } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Allowed right after applying by the claim cookie (contract §5), or for the signed-in owner. */
export function getIndividu(id: number): Promise<Individu> {
  return api<Individu>(`/individu/get/individu/${id}`);
}

export const individuQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['individu', id], queryFn: () => getIndividu(id) });

export function useIndividu(id: number) {
  return useQuery(individuQueryOptions(id));
}
