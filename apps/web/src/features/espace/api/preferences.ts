import type { Langue, PreferencesInput } from '@recrutement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `POST /api/me/preferences` (contract §17): the language of the person's messages; the account is re-read. */
export function useSetMessageLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (langue: Langue) => api<void>('/api/me/preferences', { body: { langue } satisfies PreferencesInput }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
