import type { Question, QuestionsInput } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';

/** A vacancy's screening questions as staff read them, expected answers included (§16). */
export const staffQuestionsQuery = (posteVacantId: number) =>
  queryOptions({
    queryKey: ['poste-vacant', posteVacantId, 'questions', 'staff'],
    queryFn: ({ signal }) => api<Question[]>(`/poste-vacant/${posteVacantId}/questions`, { signal }),
  });

export function useStaffQuestions(posteVacantId: number | undefined) {
  return useQuery({ ...staffQuestionsQuery(posteVacantId ?? 0), enabled: posteVacantId !== undefined });
}

/** Replaces the questions of a vacancy (answers already given stay with their applications). */
export function saveQuestions(posteVacantId: number, input: QuestionsInput): Promise<Question[]> {
  return api<Question[]>(`/poste-vacant/${posteVacantId}/questions`, { method: 'POST', body: input });
}
