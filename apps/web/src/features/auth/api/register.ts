import type { LoginResponse, RegisterInput } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Creates a CANDIDAT account and its individu; the answer signs the browser in like a login. */
export function register(input: RegisterInput): Promise<LoginResponse> {
  return api<LoginResponse>('/api/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
