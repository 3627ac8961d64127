import type { Apercu, Message, MessageInput, ModeleMessage } from '@recrutement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The thread of one application, oldest first (contract §20). */
export const threadQuery = (candidatureId: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('candidature', candidatureId), 'messages'],
    queryFn: ({ signal }) => api<Message[]>(`/candidature/${candidatureId}/messages`, { signal }),
  });

export const modelesQuery = () =>
  queryOptions({
    queryKey: ['admin', 'modeles-message'],
    queryFn: ({ signal }) => api<ModeleMessage[]>('/modeles-message', { signal }),
  });

/** A template rendered for this application, in its language. */
export const apercuQuery = (candidatureId: number, modeleId: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('candidature', candidatureId), 'apercu', modeleId],
    queryFn: ({ signal }) =>
      api<Apercu>(`/candidature/${candidatureId}/messages/apercu?modele=${modeleId}`, { signal }),
  });

export function useWriteMessage(candidatureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) =>
      api<Message>(`/candidature/${candidatureId}/messages`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: threadQuery(candidatureId).queryKey }),
  });
}

export function useCancelMessage(candidatureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: number) => api<Message>(`/messages/${messageId}/annuler`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: threadQuery(candidatureId).queryKey }),
  });
}

/** Opening the thread marks its incoming messages read. */
export function useMarkRead(candidatureId: number) {
  return useMutation({
    mutationFn: () => api<void>(`/candidature/${candidatureId}/messages/lus`, { method: 'POST' }),
  });
}
