import type { LoginResponse, RegisterInput } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { currentLang } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';

/** Creates a CANDIDAT account and its individu; the answer signs the browser in like a login. */
export function register(input: RegisterInput): Promise<LoginResponse> {
  // The language of the page it is created from (contract §17).
  return api<LoginResponse>('/api/register', { method: 'POST', body: { ...input, langue: currentLang() } });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
