import type { ChoisirCreneauInput, EntretienPublic, MonEntretien } from '@recrutement/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The interview of the candidate's link (§15): vacancy, slots, place, where it stands. */
export const entretienByTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['entretien', 'token', token],
    queryFn: ({ signal }) => api<EntretienPublic>('/api/entretien', { query: { token }, signal }),
    retry: false,
    staleTime: 0,
  });

/** The pick: the server confirms the first one and answers 409 to any later. */
export function useChoisirCreneau(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChoisirCreneauInput) =>
      api<EntretienPublic>('/api/entretien/choisir', { method: 'POST', body: input }),
    onSuccess: (entretien) => queryClient.setQueryData(entretienByTokenQuery(token).queryKey, entretien),
    // A pick refused because another was first: show what the server holds now.
    onError: () => queryClient.invalidateQueries({ queryKey: entretienByTokenQuery(token).queryKey }),
  });
}

/** The signed-in candidate's interviews (mon-espace). */
export function useMesEntretiens() {
  return useQuery({
    queryKey: ['entretien', 'me'],
    queryFn: ({ signal }) => api<MonEntretien[]>('/api/me/entretiens', { signal }),
    staleTime: 0,
  });
}
