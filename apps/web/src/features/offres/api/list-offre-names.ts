import type { PosteVacant } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The names of the open vacancies (the public list holds only open ones), sorted, without repeats. */
export async function listOffreNames(signal?: AbortSignal): Promise<string[]> {
  const all = await api<PosteVacant[]>('/poste-vacant/list', { query: { ouvert: true }, signal });
  return [...new Set(all.map((offre) => offre.nom))].sort((a, b) => a.localeCompare(b, 'fr'));
}

export const offreNamesQueryOptions = () =>
  queryOptions({ queryKey: ['poste-vacant', 'names'], queryFn: ({ signal }) => listOffreNames(signal) });

export function useOffreNames() {
  return useQuery(offreNamesQueryOptions());
}
