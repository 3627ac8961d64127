import type {
  Critere,
  CriteresInput,
  EquipeMembre,
  Evaluation,
  EvaluationInput,
  StaffChoix,
  StaffInviteInput,
  StaffMember,
  StaffUpdateInput,
} from '@recrutement/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, send } from '../../../../lib/api-client';

/** The calls of the hiring team (contract §14): staff accounts, teams, scorecards. */

export const staffKey = ['admin', 'staff'] as const;

export const staffQuery = queryOptions({
  queryKey: staffKey,
  queryFn: ({ signal }) => api<StaffMember[]>('/staff', { signal }),
});

export function useStaff(enabled = true) {
  return useQuery({ ...staffQuery, enabled });
}

/**
 * The active staff a recruiter may put on a hiring team (`GET /staff/choix`, admin and
 * recruiter): names, ids and roles, without the addresses only an admin sees.
 */
export function useStaffChoices(enabled = true) {
  return useQuery({
    queryKey: [...staffKey, 'choix'],
    queryFn: ({ signal }) => api<StaffChoix[]>('/staff/choix', { signal }),
    enabled,
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StaffInviteInput) =>
      api<{ id: number; email: string }>('/staff/invite', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: StaffUpdateInput & { id: number }) =>
      api<StaffMember>(`/staff/${id}/update`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

const equipeKey = (posteVacantId: number) => ['admin', 'poste-vacant', posteVacantId, 'equipe'] as const;

export function useEquipe(posteVacantId: number | null) {
  return useQuery({
    queryKey: equipeKey(posteVacantId ?? 0),
    queryFn: ({ signal }) => api<EquipeMembre[]>(`/poste-vacant/${posteVacantId}/equipe`, { signal }),
    enabled: posteVacantId !== null,
  });
}

export function useSetEquipe(posteVacantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<EquipeMembre[]>(`/poste-vacant/${posteVacantId}/equipe`, {
        method: 'POST',
        body: { membres: ids.map((id) => ({ id })) },
      }),
    onSuccess: (team) => queryClient.setQueryData(equipeKey(posteVacantId), team),
  });
}

const criteresKey = (posteVacantId: number) => ['admin', 'poste-vacant', posteVacantId, 'criteres'] as const;

export function useCriteres(posteVacantId: number) {
  return useQuery({
    queryKey: criteresKey(posteVacantId),
    queryFn: ({ signal }) => api<Critere[]>(`/poste-vacant/${posteVacantId}/criteres`, { signal }),
  });
}

export function useSetCriteres(posteVacantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CriteresInput) =>
      api<Critere[]>(`/poste-vacant/${posteVacantId}/criteres`, { method: 'POST', body: input }),
    onSuccess: (criteres) => queryClient.setQueryData(criteresKey(posteVacantId), criteres),
  });
}

const evaluationsKey = (candidatureId: number) => ['admin', 'candidature', candidatureId, 'evaluations'] as const;

/** The evaluations the caller may see, and how many there are in all (`X-Total-Count`). */
export function useEvaluations(candidatureId: number) {
  return useQuery({
    queryKey: evaluationsKey(candidatureId),
    queryFn: async ({ signal }) => {
      const response = await send(`/candidature/${candidatureId}/evaluations`, { signal });
      const items = (await response.json()) as Evaluation[];
      const total = Number(response.headers.get('X-Total-Count') ?? items.length);
      return { items, total: Number.isFinite(total) ? total : items.length };
    },
  });
}

export function useSubmitEvaluation(candidatureId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EvaluationInput) =>
      api<Evaluation>(`/candidature/${candidatureId}/evaluations`, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: evaluationsKey(candidatureId) }),
  });
}
