import type { PosteVacant } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { takePageData } from '../../../lib/page-data';

/** Public, and answers closed vacancies too (the page says whether it is still open). */
export function getOffre(id: number, signal?: AbortSignal): Promise<PosteVacant> {
  return api<PosteVacant>(`/poste-vacant/${id}`, { signal });
}

export const offreQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['poste-vacant', 'detail', id], queryFn: ({ signal }) => getOffre(id, signal) });

/** The offer the server wrote into the page it served, when it is this one (no request then). */
function offreInPage(id: number): PosteVacant | undefined {
  const offre = takePageData('offre');
  return offre?.id === id ? offre : undefined;
}

/** No id (the URL gave none, or not a valid one) asks nothing. */
export function useOffre(id: number | null | undefined) {
  return useQuery({
    ...offreQueryOptions(id ?? 0),
    enabled: typeof id === 'number',
    initialData: typeof id === 'number' ? () => offreInPage(id) : undefined,
  });
}
