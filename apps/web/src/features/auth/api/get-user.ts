import type { User } from '@recrutement/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getUser(email: string): Promise<User> {
  return api<User>(`/user/${encodeURIComponent(email)}`);
}

export const userQueryOptions = (email: string) =>
  queryOptions({ queryKey: ['user', email.toLowerCase()], queryFn: () => getUser(email), staleTime: 0 });

export function useUser(email: string) {
  return useQuery({ ...userQueryOptions(email), enabled: email !== '' });
}
