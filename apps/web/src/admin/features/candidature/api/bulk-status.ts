import type { BulkStatusInput, Candidature } from '@recrutement/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../../lib/api-client';
import { downloadFile } from '../../../../lib/api-transfer';
import { ta } from '../../../i18n';
import { invalidateDomain } from '../../../lib/mutations';
import { type CandidatureListFilters, listQueryOf } from './candidatures';

/** One status for the selected applications, all or nothing (contract §12). */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkStatusInput) => api<Candidature[]>('/candidature/etat', { method: 'POST', body: input }),
    onSettled: () => invalidateDomain(queryClient, 'candidature'),
  });
}

/**
 * Downloads the CSV of the list's current filters and order (every page). The server streams it;
 * the file is saved as the server names it.
 */
export async function exportCsv(filters: CandidatureListFilters): Promise<void> {
  const query = await listQueryOf(filters);
  if (!query) throw new ApiError(404, { message: ta('admin.candidature.export.noVacancy') });
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  await downloadFile(`/candidature/export.csv${search ? `?${search}` : ''}`, 'candidatures.csv');
}
