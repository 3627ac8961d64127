import type { ModeleMessage, ModeleMessageInput } from '@recrutement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** The message templates (contract §20); the composer of the sheet reads the same key. */
export const modelesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'modeles-message'],
    queryFn: ({ signal }) => api<ModeleMessage[]>('/modeles-message', { signal }),
  });

export function useSaveModele() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: ModeleMessageInput }) =>
      api<ModeleMessage>(id === null ? '/modeles-message' : `/modeles-message/${id}/update`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: modelesQuery().queryKey }),
  });
}

export function useDeleteModele() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/modeles-message/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: modelesQuery().queryKey }),
  });
}
