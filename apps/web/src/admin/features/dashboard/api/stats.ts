import { type DashboardStats, ETAT_CODES, INITIAL_ETAT } from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The figures of the dashboard and of the header badges (`GET /stats/dashboard`, contract §12). */
export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.domain('dashboard'), 'stats'],
    queryFn: ({ signal }) => api<DashboardStats>('/stats/dashboard', { signal }),
    // The header shows them on every screen: read again at most every half minute, or after a change.
    staleTime: 30_000,
  });

/**
 * The id of the status applications start in (`envoyée`, whatever an admin renamed it to: found by
 * its code), to link to the ones nobody has opened.
 */
export const initialEtatId = (stats: DashboardStats) =>
  (
    stats.parEtat.find((e) => e.code === ETAT_CODES.initial) ??
    stats.parEtat.find((e) => e.code === undefined && e.etat.toLocaleLowerCase('fr') === INITIAL_ETAT)
  )?.id;

/** The list behind each figure. */
export const links = {
  etat: (id: number | undefined) => (id === undefined ? '/admin/candidatures' : `/admin/candidatures?etat=${id}`),
  semaine: (w: { semaine: string; fin: string }) => `/admin/candidatures?du=${w.semaine}&au=${w.fin}`,
  offre: (id: number) => `/admin/candidatures?posteVacant=${id}`,
  offresOuvertes: '/admin/poste-vacant?ouvert=true',
};
