import type { Candidature, CandidatureStatusInput } from '@recrutement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { invalidateDomain } from '../../../lib/mutations';

/** Changes the status of one application (only its status; the server records who and when). */
export function useUpdateStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CandidatureStatusInput) =>
      api<Candidature>(`/candidature/${id}/update`, { method: 'POST', body: input }),
    onSuccess: () => invalidateDomain(queryClient, 'candidature'),
  });
}
