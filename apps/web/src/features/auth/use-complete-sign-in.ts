import type { LoginResponse, Role, User } from '@recrutement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authStore } from '../../lib/auth';
import { userQueryOptions } from './api/get-user';

/**
 * Spec §4: keep the token and ids, fetch the user by e-mail, keep it as connectedUser. If the user
 * cannot be read, the half-made session is forgotten and the error goes to the caller.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (response: LoginResponse, email: string): Promise<User> => {
      authStore.signIn({ token: response.token, userId: response.id, individuId: response.id_individu, email });
      try {
        const user = await queryClient.fetchQuery(userQueryOptions(email));
        authStore.setUser(user);
        return user;
      } catch (error) {
        authStore.clear();
        throw error;
      }
    },
    [queryClient],
  );
}

/** Where a user goes after signing in: back to the guarded page when the role allows it. */
export function destinationFor(role: Role, from?: string | null): string {
  const home = role === 'ADMIN' ? '/admin' : '/mon-espace';
  if (!from || from === '/login' || !from.startsWith('/')) return home;
  if (from.startsWith('/admin') && role !== 'ADMIN') return home;
  return from;
}
