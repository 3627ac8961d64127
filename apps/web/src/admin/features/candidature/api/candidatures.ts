import { CANAUX, type Canal, type Candidature, type CandidatureTri, type PosteVacant } from '@recrutement/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiPage, type Page } from '../../../../lib/api-client';
import { ta } from '../../../i18n';
import { adminKeys } from '../../../lib/query-keys';

/** The filters of the application list, as in its URL (contract §4 and §12). */
export interface CandidatureListFilters {
  /** Vacancy name (spaces, not dashes), from `/admin/candidature/:nom`. */
  nom?: string;
  posteVacant?: number;
  etat?: number;
  q?: string;
  /** `cv`: `q` looks for words of the uploaded documents (§19). */
  dans?: 'cv';
  tri?: CandidatureTri;
  /** Received from / until these days (`yyyy-MM-dd`, both included). */
  du?: string;
  au?: string;
  /** §16: only the applications flagged by a missed requirement (`true`) or only the others. */
  criteresNonRemplis?: 'true' | 'false';
  /** §22: only the applications of that channel. */
  canal?: Canal;
}

export interface CandidatureListParams extends CandidatureListFilters {
  page: number;
  size: number;
}

type Query = Record<string, string | number | undefined>;

/**
 * The query of `/candidature/list` (and of the export) for these filters. A vacancy *name* becomes
 * the id of the one vacancy of that name; null when there is none (nothing can match).
 */
export async function listQueryOf(filters: CandidatureListFilters, signal?: AbortSignal): Promise<Query | null> {
  const { nom, ...rest } = filters;
  if (nom === undefined) return { ...rest };
  const vacancies = await api<PosteVacant[]>('/poste-vacant/list', { query: { nom }, signal });
  if (vacancies.length === 0) return null;
  if (vacancies.length > 1) throw new ApiError(400, { message: ta('admin.candidature.list.severalVacancies') });
  return { ...rest, posteVacant: vacancies[0]?.id };
}

/** Only the page of a vacancy name, unfiltered and in the default order, has its own path (spec §2). */
const plainVacancyPage = (p: CandidatureListParams) =>
  p.nom !== undefined &&
  p.etat === undefined &&
  !p.q &&
  !p.tri &&
  !p.du &&
  !p.au &&
  p.posteVacant === undefined &&
  p.criteresNonRemplis === undefined &&
  p.canal === undefined;

async function fetchPage(params: CandidatureListParams, signal: AbortSignal): Promise<Page<Candidature>> {
  const { page, size } = params;
  if (plainVacancyPage(params)) {
    const path = `/candidature/poste-vacant/${encodeURIComponent(params.nom ?? '')}`;
    return apiPage<Candidature>(path, { page, size }, signal);
  }
  const query = await listQueryOf(params, signal);
  if (!query) return { items: [], total: 0 };
  return apiPage<Candidature>('/candidature/list', { ...query, page, size }, signal);
}

/** Applications, newest first unless sorted, one page at a time; by vacancy name when one is given. */
export const candidaturesPageQuery = (params: CandidatureListParams) =>
  queryOptions({
    queryKey: adminKeys.page('candidature', params),
    queryFn: ({ signal }) => fetchPage(params, signal),
    placeholderData: keepPreviousData,
  });

const TRIS: readonly string[] = ['date', '-date', 'nom', '-nom', 'etat'];
const positiveInt = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
const flag = (value: string | null) => (value === 'true' || value === 'false' ? value : undefined);
const canalOf = (value: string | null) =>
  value && (CANAUX as readonly string[]).includes(value) ? (value as Canal) : undefined;
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/** The list's filters read from its URL's search (`?etat=3&q=dupont&tri=nom`); junk is ignored. */
export function filtersFromSearch(params: URLSearchParams, nom?: string): CandidatureListFilters {
  const tri = params.get('tri');
  return {
    nom,
    posteVacant: positiveInt(params.get('posteVacant')),
    etat: positiveInt(params.get('etat')),
    q: params.get('q')?.trim() || undefined,
    dans: params.get('dans') === 'cv' ? 'cv' : undefined,
    tri: tri && TRIS.includes(tri) ? (tri as CandidatureTri) : undefined,
    du: day(params.get('du')),
    au: day(params.get('au')),
    criteresNonRemplis: flag(params.get('criteresNonRemplis')),
    canal: canalOf(params.get('canal')),
  };
}
