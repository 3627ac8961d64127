import type { Organisation } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** The controller's values (name, DPO, retention) from the server's configuration; they change only on restart. */
export const organisationQuery = queryOptions({
  queryKey: ['organisation'],
  queryFn: ({ signal }) => api<Organisation>('/api/organisation', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useOrganisation = () => useQuery(organisationQuery);
