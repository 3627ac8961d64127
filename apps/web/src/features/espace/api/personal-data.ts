import type { DeleteAccountInput, ErasureSummary } from '@recrutement/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/api-transfer';

/** What deleting the account removes (applications, files), shown before the person confirms. */
export const useErasureSummary = (individuId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['individu', individuId, 'effacement'],
    queryFn: ({ signal }) => api<ErasureSummary>(`/individu/${individuId}/effacement`, { signal }),
    enabled,
    staleTime: 0,
  });

/** The name the ZIP of §10 is saved under when the answer names none. */
export const MY_DATA_FILE = 'mes-donnees.zip';

/** The ZIP of §10 (donnees.json and every document), saved as `mes-donnees.zip`. */
export const downloadMyData = () => downloadFile('/api/me/export', MY_DATA_FILE);

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** Deletes the account and every piece of data of the signed-in person (204). */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: DeleteAccountInput) => api<void>('/api/me', { method: 'DELETE', body: input }),
  });
