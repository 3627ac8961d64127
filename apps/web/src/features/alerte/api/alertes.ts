import type { Alerte, AlerteConfirmInput, AlerteUpdate } from '@recrutement/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The calls of job alerts (§18) behind the mailed links: confirmation, management by token. */

export function useConfirmAlerte() {
  return useMutation({
    mutationFn: (input: AlerteConfirmInput) => api<Alerte>('/api/alertes/confirmer', { method: 'POST', body: input }),
  });
}

const alertesKey = (token: string) => ['alertes', token] as const;

export function useAlertes(token: string) {
  return useQuery({
    queryKey: alertesKey(token),
    queryFn: ({ signal }) => api<Alerte[]>('/api/alertes', { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
}

export function useUpdateAlerte(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AlerteUpdate }) =>
      api<Alerte>(`/api/alertes/${id}/update`, { method: 'POST', body: input, query: { token } }),
    onSuccess: (saved) =>
      queryClient.setQueryData<Alerte[]>(alertesKey(token), (list) =>
        list?.map((a) => (a.id === saved.id ? saved : a)),
      ),
  });
}

export function useDeleteAlerte(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/alertes/${id}`, { method: 'DELETE', query: { token } }),
    onSuccess: (_, id) =>
      queryClient.setQueryData<Alerte[]>(alertesKey(token), (list) => list?.filter((a) => a.id !== id)),
  });
}
