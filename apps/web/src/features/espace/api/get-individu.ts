import type { Individu } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getIndividu(id: number, signal?: AbortSignal): Promise<Individu> {
  return api<Individu>(`/individu/get/individu/${id}`, { signal });
}

export const individuQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['individu', id], queryFn: ({ signal }) => getIndividu(id, signal) });

/** The signed-in person; the copy kept at sign-in is shown at once while it is read again. */
export function useIndividu(id: number, kept?: Individu | null) {
  return useQuery({ ...individuQueryOptions(id), placeholderData: kept ?? undefined });
}
