import type { NoteCandidature, NoteInput } from '@recrutement/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** The recruiters' notes on one application, newest first (contract §12). */
export const notesQuery = (candidatureId: number) =>
  queryOptions({
    queryKey: [...adminKeys.one('candidature', candidatureId), 'notes'],
    queryFn: ({ signal }) => api<NoteCandidature[]>(`/candidature/${candidatureId}/notes`, { signal }),
  });

export function useAddNote(candidatureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NoteInput) =>
      api<NoteCandidature>(`/candidature/${candidatureId}/notes`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notesQuery(candidatureId).queryKey }),
  });
}

/** Deletes one of the admin's own notes (the server refuses anyone else's). */
export function useDeleteNote(candidatureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (noteId: number) => api<void>(`/candidature/notes/${noteId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notesQuery(candidatureId).queryKey }),
  });
}
