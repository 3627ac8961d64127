import type { Candidature } from '@recrutement/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export interface CandidatureListParams {
  /** Vacancy name (spaces, not dashes). */
  nom?: string;
  etat?: number;
  q?: string;
  page: number;
  size: number;
}

/** Applications, newest first, one page at a time; by vacancy name when one is given (spec §2). */
export const candidaturesPageQuery = (params: CandidatureListParams) =>
  queryOptions({
    queryKey: adminKeys.page('candidature', params),
    queryFn: ({ signal }) => {
      const { nom, ...query } = params;
      const path = nom ? `/candidature/poste-vacant/${encodeURIComponent(nom)}` : '/candidature/list';
      return apiPage<Candidature>(path, { ...query }, signal);
    },
    placeholderData: keepPreviousData,
  });
