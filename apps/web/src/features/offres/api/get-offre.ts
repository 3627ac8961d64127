import type { PosteVacant } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Public, and answers closed vacancies too (the page says whether it is still open). */
export function getOffre(id: number, signal?: AbortSignal): Promise<PosteVacant> {
  return api<PosteVacant>(`/poste-vacant/${id}`, { signal });
}

export const offreQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['poste-vacant', 'detail', id], queryFn: ({ signal }) => getOffre(id, signal) });

export function useOffre(id: number) {
  return useQuery(offreQueryOptions(id));
}
