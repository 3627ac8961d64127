import type { LoginAnswer, LoginInput, LoginMfaInput, LoginResponse } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The password step: a session, or the ticket of the second step for an account with one (§23). */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return api<LoginAnswer>('/api/login1', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** The second step: the ticket and a code of the authenticator, or a recovery code. */
export function loginMfa(input: LoginMfaInput): Promise<LoginResponse> {
  return api<LoginResponse>('/api/login/mfa', { method: 'POST', body: input });
}

export function useLoginMfa() {
  return useMutation({ mutationFn: loginMfa });
}
