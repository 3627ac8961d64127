import type { DashboardStats } from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api, apiPage } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import { initialEtatId } from './stats';

export interface DashboardCounts {
  candidatures: number;
  nouvelles: number;
  offresOuvertes: number;
  /** Job alerts confirmed, switched on and not expired (§18). */
  alertesActives: number;
  postesVacants: number;
  /** Null for a role that may not list them (a MEMBRE, §14). */
  postesDeTravail: number | null;
  sessions: number | null;
  /** The id of the status new applications start in, to link to them. */
  initialEtatId: number | null;
}

// A one-row page is enough: the total comes in X-Total-Count.
const count = (path: string, signal: AbortSignal) =>
  apiPage<unknown>(path, { page: 1, size: 1 }, signal).then((p) => p.total);

/** A count the caller's role may not read (403, §14) is no figure, not an error of the page. */
const countIfAllowed = (path: string, signal: AbortSignal) =>
  count(path, signal).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 403) return null;
    throw error;
  });

/** The figures of the cards: the application figures from `/stats/dashboard`, the others from their lists. */
export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.domain('dashboard'), 'counts'],
    queryFn: async ({ signal }): Promise<DashboardCounts> => {
      const [stats, postesVacants, postesDeTravail, sessions] = await Promise.all([
        api<DashboardStats>('/stats/dashboard', { signal }),
        count('/poste-vacant/list', signal),
        countIfAllowed('/poste-de-travail/list', signal),
        countIfAllowed('/session-candidature/list', signal),
      ]);
      return {
        candidatures: stats.parEtat.reduce((sum, e) => sum + e.n, 0),
        nouvelles: stats.candidaturesNonTraitees,
        offresOuvertes: stats.offresOuvertes,
        alertesActives: stats.alertesActives,
        postesVacants,
        postesDeTravail,
        sessions,
        initialEtatId: initialEtatId(stats) ?? null,
      };
    },
  });
