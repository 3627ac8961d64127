import type { QuestionPublique } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The screening questions of a vacancy (contract §16), in order; public for an open vacancy. */
export const questionsQueryOptions = (posteVacantId: number) =>
  queryOptions({
    queryKey: ['poste-vacant', posteVacantId, 'questions'],
    queryFn: ({ signal }) => api<QuestionPublique[]>(`/poste-vacant/${posteVacantId}/questions`, { signal }),
  });

/** No vacancy chosen yet: nothing asked. */
export function useQuestions(posteVacantId: number | null) {
  return useQuery({ ...questionsQueryOptions(posteVacantId ?? 0), enabled: posteVacantId !== null });
}
