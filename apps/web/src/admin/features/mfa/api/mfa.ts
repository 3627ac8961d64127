import type { MfaStatus, RecoveryCodes, SessionOuverte, TotpEnrolment } from '@recrutement/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** §23: the caller's second factor and sessions. */
const statusKey = [...adminKeys.domain('profile'), 'mfa'] as const;
const sessionsKey = [...adminKeys.domain('profile'), 'sessions'] as const;

export const mfaStatusQuery = () => queryOptions({ queryKey: statusKey, queryFn: () => api<MfaStatus>('/api/me/mfa') });
export const useMfaStatus = () => useQuery(mfaStatusQuery());

export const useStartTotp = () =>
  useMutation({ mutationFn: () => api<TotpEnrolment>('/api/me/mfa/totp', { method: 'POST' }) });

export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api<RecoveryCodes>('/api/me/mfa/totp/confirmer', { method: 'POST', body: { code } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.domain('profile') }),
  });
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api<void>('/api/me/mfa/totp', { method: 'DELETE', body: { password } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export const useMySessions = () =>
  useQuery({ queryKey: sessionsKey, queryFn: () => api<SessionOuverte[]>('/api/me/sessions') });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/api/me/sessions/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
