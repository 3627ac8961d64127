import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrudResource } from './crud-resource';
import { type AdminDomain, adminKeys, dependentDomains } from './query-keys';

/**
 * Marks a domain and every screen that shows its rows as stale, in the back office and in the public
 * parts it also shows (the apply form's lists are keyed `['nom-document', 'list']`, the offers
 * `['poste-vacant', …]`).
 */
export function invalidateDomain(queryClient: QueryClient, domain: AdminDomain) {
  const domains = [domain, ...dependentDomains[domain]];
  const keys = domains.flatMap((d) => [adminKeys.domain(d), [d]]);
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSaveMutation<T extends { id: number }, Input>(
  resource: CrudResource<T, Input>,
  id: number | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => resource.save(id, input),
    onSuccess: () => invalidateDomain(queryClient, resource.domain),
  });
}

export function useDeleteMutation<T extends { id: number }, Input>(resource: CrudResource<T, Input>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => resource.remove(id),
    onSuccess: () => invalidateDomain(queryClient, resource.domain),
  });
}
