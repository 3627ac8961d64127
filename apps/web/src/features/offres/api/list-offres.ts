import { PAGE_SIZES, type PosteVacant } from '@recrutement/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';

/** The filters of /offre: each one a text the server matches (contract §4), '' meaning any. */
export interface OffreFilters {
  /** Words searched in the name, the work position and the description (contract §11). */
  q: string;
  typeContrat: string;
  poste: string;
  nom: string;
  lieu: string;
  /** §16: NON, PARTIEL or TOTAL; and a yearly gross figure the pay range must reach (euros). */
  teletravail: string;
  salaireMin: string;
  page: number;
}

export function listOffres(filters: OffreFilters, signal?: AbortSignal) {
  // `ouvert=true`: a signed-in admin browsing the careers site sees what candidates see.
  // `tri=recent`: the careers page lists the newest offers first (contract §11).
  const query = { ...filters, ouvert: true, tri: 'recent', size: PAGE_SIZES.offres };
  return apiPage<PosteVacant>('/poste-vacant/list', query, signal);
}

export const offresQueryOptions = (filters: OffreFilters) =>
  queryOptions({
    queryKey: ['poste-vacant', 'list', filters],
    queryFn: ({ signal }) => listOffres(filters, signal),
    // The previous page stays visible while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useOffres(filters: OffreFilters) {
  return useQuery(offresQueryOptions(filters));
}
