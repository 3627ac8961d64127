import type { AuditEntry } from '@recrutement/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPage } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** One page of the audit trail, newest first (§10). */
export const auditPageQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: adminKeys.page('audit', params),
    queryFn: ({ signal }) => apiPage<AuditEntry>('/audit', params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
