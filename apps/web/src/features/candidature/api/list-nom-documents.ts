import type { NomDocument } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function listNomDocuments(signal?: AbortSignal): Promise<NomDocument[]> {
  return api<NomDocument[]>('/nom-document/list', { signal });
}

export const nomDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: ['nom-document', 'list'],
    queryFn: ({ signal }) => listNomDocuments(signal),
    staleTime: 10 * 60_000,
  });

export function useNomDocuments() {
  return useQuery(nomDocumentsQueryOptions());
}
