import { slugToVacancyName, vacancyNameToSlug } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** One vacancy name that has applications, with their number (`GET /candidature/noms-postes`). */
export interface NomPosteCount {
  nom: string;
  count: number;
}

export const nomsPostesQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.domain('candidature'), 'noms-postes'],
    queryFn: ({ signal }) => api<NomPosteCount[]>('/candidature/noms-postes', { signal }),
  });

export function useNomsPostes() {
  return useQuery(nomsPostesQuery());
}

/**
 * The vacancy name behind a URL slug. Dashes stand for spaces (spec §2), but a name may hold its own
 * dashes ("Développeur Front-End"): a known name whose slug matches wins over the plain reading.
 */
export function useVacancyNameFromSlug(slug: string | undefined): { name: string | undefined; resolving: boolean } {
  const noms = useQuery({ ...nomsPostesQuery(), enabled: slug !== undefined });
  if (slug === undefined) return { name: undefined, resolving: false };
  if (noms.isPending) return { name: undefined, resolving: true };
  const known = noms.data?.find((n) => vacancyNameToSlug(n.nom) === slug);
  return { name: known?.nom ?? slugToVacancyName(slug), resolving: false };
}
