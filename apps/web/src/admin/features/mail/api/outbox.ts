import type { MailOutboxEntry, MailState } from '@recrutement/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** One page of the mail outbox, newest first, optionally of one state (GET /mail/outbox). */
export const outboxPageQuery = (params: { page: number; size: number; state?: MailState }) =>
  queryOptions({
    queryKey: adminKeys.page('mail', params),
    queryFn: ({ signal }) => apiPage<MailOutboxEntry>('/mail/outbox', params, signal),
    placeholderData: keepPreviousData,
  });
