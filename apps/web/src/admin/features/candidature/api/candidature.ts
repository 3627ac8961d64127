import type { Candidature, DocumentCandidature, HistoriqueEtat, Reponse } from '@recrutement/contract';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/**
 * One application, as its sheet opens it: the server moves an `envoyée` application to
 * `consultée par le recruteur` on this read (contract §12), see `afterSheetOpened`.
 */
export const candidatureQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.one('candidature', id),
    queryFn: ({ signal }) => api<Candidature>(`/candidature/list/${id}`, { signal }),
  });

/** The status history of one application, oldest first. */
export const historiqueQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('candidature', id), 'historique'],
    queryFn: ({ signal }) => api<HistoriqueEtat[]>(`/candidature/${id}/historique`, { signal }),
  });

/** The answers to the vacancy's screening questions, as they were asked (§16). */
export const reponsesQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('candidature', id), 'reponses'],
    queryFn: ({ signal }) => api<Reponse[]>(`/candidature/${id}/reponses`, { signal }),
  });

export const documentsOfCandidatureQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.domain('document-candidature'), 'by-candidature', id],
    queryFn: ({ signal }) => api<DocumentCandidature[]>(`/document-candidature/by-candidature/${id}`, { signal }),
  });

/**
 * Opening a sheet may have changed the application's status: the lists, the board and the
 * figures that show it are stale (the sheet's own query is not, it answered the new status).
 */
export function afterSheetOpened(queryClient: QueryClient, id: number) {
  const candidature = adminKeys.domain('candidature');
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [...candidature, 'page'] }),
    queryClient.invalidateQueries({ queryKey: [...candidature, 'board'] }),
    queryClient.invalidateQueries({ queryKey: historiqueQuery(id).queryKey }),
    queryClient.invalidateQueries({ queryKey: adminKeys.domain('dashboard') }),
  ]);
}
