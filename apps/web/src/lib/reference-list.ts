import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A whole list the server answers at `/<name>/list` (civilities, countries, attachment types, work
 * positions…), kept a while (`staleTime`, ten minutes unless told): these lists change rarely. Keyed
 * `[name, 'list']`, so that a back-office edit of `<name>` marks it stale (admin/lib/mutations.ts).
 */
export function useReferenceList<T>(name: string, staleTime = 10 * 60_000) {
  return useQuery({
    queryKey: [name, 'list'],
    queryFn: ({ signal }) => api<T[]>(`/${name}/list`, { signal }),
    staleTime,
  });
}
