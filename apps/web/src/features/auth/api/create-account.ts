import type { LoginResponse } from '@recrutement/contract';
import { useMutation } from '@tanstack/react-query';
import { currentLang } from '../../../i18n/i18n';
import { api } from '../../../lib/api-client';

/** Creates the account of the individu who just applied (allowed by the claim cookie). */
export function createAccount(individuId: number, password: string): Promise<LoginResponse> {
  return api<LoginResponse>(`/api/${individuId}/register`, {
    method: 'POST',
    body: { password, langue: currentLang() },
  });
}

export function useCreateAccount(individuId: number) {
  return useMutation({ mutationFn: (password: string) => createAccount(individuId, password) });
}
