import type { Langue } from '@recrutement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLanguage } from '../../../lib/preferences';

/** `POST /api/me/preferences` (contract §17): the language of the person's messages; the account is re-read. */
export function useSetMessageLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (langue: Langue) => saveLanguage(langue),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}
