import type { Candidature, PosteVacant } from '@recrutement/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiPage, type Page } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export interface CandidatureListParams {
  /** Vacancy name (spaces, not dashes). */
  nom?: string;
  etat?: number;
  q?: string;
  page: number;
  size: number;
}

const SEVERAL_VACANCIES =
  'Plusieurs offres portent ce nom : filtrez par état ou par candidat depuis la liste de toutes les candidatures.';

/**
 * `/candidature/poste-vacant/{name}` takes no filter; with a status or a search, the vacancy of that
 * name is looked up and `/candidature/list` filters by its id (one request per page either way).
 */
async function byVacancyName(params: CandidatureListParams & { nom: string }, signal: AbortSignal) {
  const { nom, etat, q, page, size } = params;
  if (etat === undefined && !q) {
    return apiPage<Candidature>(`/candidature/poste-vacant/${encodeURIComponent(nom)}`, { page, size }, signal);
  }
  const vacancies = await api<PosteVacant[]>('/poste-vacant/list', { query: { nom }, signal });
  if (vacancies.length === 0) return { items: [], total: 0 } satisfies Page<Candidature>;
  if (vacancies.length > 1) throw new ApiError(400, { message: SEVERAL_VACANCIES });
  return apiPage<Candidature>('/candidature/list', { posteVacant: vacancies[0]?.id, etat, q, page, size }, signal);
}

/** Applications, newest first, one page at a time; by vacancy name when one is given (spec §2). */
export const candidaturesPageQuery = (params: CandidatureListParams) =>
  queryOptions({
    queryKey: adminKeys.page('candidature', params),
    queryFn: ({ signal }) => {
      const { nom, ...query } = params;
      return nom ? byVacancyName({ ...params, nom }, signal) : apiPage<Candidature>('/candidature/list', query, signal);
    },
    placeholderData: keepPreviousData,
  });
