import { PAGE_SIZES, type PosteVacant } from '@recrutement/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPage } from '../../../lib/api-client';

/** The filters of /offre: each one a text the server matches (contract §4), '' meaning any. */
export interface OffreFilters {
  typeContrat: string;
  poste: string;
  nom: string;
  page: number;
}

export function listOffres(filters: OffreFilters, signal?: AbortSignal) {
  // `ouvert=true`: a signed-in admin browsing the careers site sees what candidates see.
  return apiPage<PosteVacant>('/poste-vacant/list', { ...filters, ouvert: true, size: PAGE_SIZES.offres }, signal);
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
