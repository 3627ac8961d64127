import type { User } from '@recrutement/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

export const profileQuery = (email: string) =>
  queryOptions({
    queryKey: [...adminKeys.domain('profile'), email],
    queryFn: ({ signal }) => api<User>(`/user/${encodeURIComponent(email)}`, { signal }),
  });
