import { type EtatCandidature, INITIAL_ETAT } from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, apiPage } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export interface DashboardCounts {
  candidatures: number;
  nouvelles: number;
  offresOuvertes: number;
  postesVacants: number;
  postesDeTravail: number;
  sessions: number;
  /** The id of the status new applications start in, to link to them. */
  initialEtatId: number | null;
}

// A one-row page is enough: the total comes in X-Total-Count.
const count = (path: string, signal: AbortSignal, query: Record<string, string | number | boolean> = {}) =>
  apiPage<unknown>(path, { ...query, page: 1, size: 1 }, signal).then((p) => p.total);

async function newApplications(signal: AbortSignal): Promise<{ nouvelles: number; initialEtatId: number | null }> {
  const etats = await api<EtatCandidature[]>('/etat-candidature/list', { signal });
  const initial = etats.find((e) => e.etat.toLowerCase() === INITIAL_ETAT);
  if (!initial) return { nouvelles: 0, initialEtatId: null };
  return { nouvelles: await count('/candidature/list', signal, { etat: initial.id }), initialEtatId: initial.id };
}

export const dashboardCountsQuery = () =>
  queryOptions({
    queryKey: [...adminKeys.domain('dashboard'), 'counts'],
    queryFn: async ({ signal }): Promise<DashboardCounts> => {
      const [candidatures, fresh, offresOuvertes, postesVacants, postesDeTravail, sessions] = await Promise.all([
        count('/candidature/list', signal),
        newApplications(signal),
        count('/poste-vacant/list', signal, { ouvert: true }),
        count('/poste-vacant/list', signal),
        count('/poste-de-travail/list', signal),
        count('/session-candidature/list', signal),
      ]);
      return { candidatures, ...fresh, offresOuvertes, postesVacants, postesDeTravail, sessions };
    },
  });
