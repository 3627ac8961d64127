import type { Calendrier, Entretien } from '@recrutement/contract';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export interface AgendaFilters {
  du: string;
  au: string;
  tous: boolean;
}

/** The staff agenda (§15): one's own interviews as participant, or all of them. */
export const agendaQuery = (filters: AgendaFilters) =>
  queryOptions({
    queryKey: [...adminKeys.domain('entretien'), 'agenda', filters],
    queryFn: ({ signal }) =>
      api<Entretien[]>('/entretiens', {
        query: { du: filters.du, au: filters.au, tous: filters.tous || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

const feedKey = [...adminKeys.domain('entretien'), 'calendrier'] as const;

/** The address of one's subscribable calendar. */
export const feedQuery = () =>
  queryOptions({
    queryKey: feedKey,
    queryFn: ({ signal }) => api<Calendrier>('/api/me/calendrier', { signal }),
  });

/** A new address: the old one stops answering at once. */
export function useRenewFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Calendrier>('/api/me/calendrier/renouveler', { method: 'POST', body: {} }),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}
