import type { Entretien, EntretienInput, EntretienMoveInput, ParticipantChoix } from '@recrutement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The interviews of one application, soonest first (contract §15). */
export const entretiensQuery = (candidatureId: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('candidature', candidatureId), 'entretiens'],
    queryFn: ({ signal }) => api<Entretien[]>(`/candidature/${candidatureId}/entretiens`, { signal }),
  });

/**
 * Who may take part in an interview about the application (§15): the vacancy's hiring team
 * (`equipe`), then the admins and recruiters. Names, ids and roles only.
 */
export const participantsQuery = (candidatureId: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('candidature', candidatureId), 'participants-entretien'],
    queryFn: ({ signal }) =>
      api<ParticipantChoix[]>(`/candidature/${candidatureId}/entretiens/participants`, { signal }),
  });

function useInvalidate(candidatureId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: entretiensQuery(candidatureId).queryKey }),
      // The staff agenda shows them too.
      queryClient.invalidateQueries({ queryKey: ['admin', 'entretien'] }),
    ]);
}

export function useProposeEntretien(candidatureId: number) {
  const invalidate = useInvalidate(candidatureId);
  return useMutation({
    mutationFn: (input: EntretienInput) =>
      api<Entretien>(`/candidature/${candidatureId}/entretiens`, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useMoveEntretien(candidatureId: number) {
  const invalidate = useInvalidate(candidatureId);
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: EntretienMoveInput }) =>
      api<Entretien>(`/entretiens/${id}/update`, { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useCancelEntretien(candidatureId: number) {
  const invalidate = useInvalidate(candidatureId);
  return useMutation({
    mutationFn: (id: number) => api<Entretien>(`/entretiens/${id}/annuler`, { method: 'POST', body: {} }),
    onSettled: invalidate,
  });
}
