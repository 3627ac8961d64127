import type { ForgotPasswordInput, ResetPasswordInput, VerifyEmailInput } from '@recrutement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The calls behind the mailed links of §9 (all answer 204). */

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => api<void>('/api/verify-email', { method: 'POST', body: input }),
    // Whoever is signed in here may now see their applications: read the user again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}

export function useResendVerification() {
  return useMutation({ mutationFn: () => api<void>('/api/verify-email/resend', { method: 'POST' }) });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) => api<void>('/api/password/forgot', { method: 'POST', body: input }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api<void>('/api/password/reset', { method: 'POST', body: input }),
  });
}
