import type { Lang } from '@recrutement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLanguage } from '../../../../lib/preferences';
import { loadAdminLanguage } from '../../../i18n';
import { adminKeys } from '../../../lib/query-keys';

/**
 * The staff member's own language (`POST /api/me/preferences {langue}`, contract §17): once the server
 * has it, the back office is loaded in it and the account is read again (its messages follow it too).
 */
export function useSetLanguage(email: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (langue: Lang) => {
      await saveLanguage(langue);
      await loadAdminLanguage(langue);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['user', email.toLowerCase()] }),
        queryClient.invalidateQueries({ queryKey: [...adminKeys.domain('profile'), email] }),
      ]),
  });
}
