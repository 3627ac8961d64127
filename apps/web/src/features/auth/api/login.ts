import type { LoginInput, LoginResponse } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function login(input: LoginInput): Promise<LoginResponse> {
  return api<LoginResponse>('/api/login1', { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
