import type { PosteVacant } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** What the selects of /offre offer: the names and the places of the open vacancies. */
export interface OffreChoices {
  names: string[];
  lieux: string[];
}

const sortedUnique = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].sort((a, b) => a.localeCompare(b, 'fr'));

/** One read of the open vacancies (the public list holds only open ones) feeds both selects. */
export async function listOffreChoices(signal?: AbortSignal): Promise<OffreChoices> {
  const all = await api<PosteVacant[]>('/poste-vacant/list', { query: { ouvert: true }, signal });
  return { names: sortedUnique(all.map((o) => o.nom)), lieux: sortedUnique(all.map((o) => o.lieu)) };
}

export const offreChoicesQueryOptions = () =>
  queryOptions({ queryKey: ['poste-vacant', 'choices'], queryFn: ({ signal }) => listOffreChoices(signal) });

export function useOffreChoices() {
  return useQuery(offreChoicesQueryOptions());
}
