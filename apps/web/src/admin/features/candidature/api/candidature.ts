import type { Candidature, DocumentCandidature, HistoriqueEtat } from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

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

export const documentsOfCandidatureQuery = (id: number) =>
  queryOptions({
    queryKey: [...adminKeys.domain('document-candidature'), 'by-candidature', id],
    queryFn: ({ signal }) => api<DocumentCandidature[]>(`/document-candidature/by-candidature/${id}`, { signal }),
  });
