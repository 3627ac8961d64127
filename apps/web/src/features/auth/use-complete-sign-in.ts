import { isStaffRole, type LoginResponse, type Role, type User } from '@recrutement/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-client';
import { authStore } from '../../lib/auth';
import { userQueryOptions } from './api/get-user';

/** Spec §8: an answer without the user's id signs nobody in. */
export const MISSING_USER_ID = "ID de l'utilisateur non défini dans la réponse de la connexion";

/**
 * Spec §4: keep the token and ids, fetch the user by e-mail, keep it as connectedUser. An answer
 * without an id stores nothing; if the user cannot be read, the half-made session is forgotten.
 * Either way the error goes to the caller.
 */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (response: LoginResponse, email: string): Promise<User> => {
      if (!Number.isInteger(response.id)) throw new ApiError(200, { code: 'INTERNAL', message: MISSING_USER_ID });
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

/**
 * Where a user goes after signing in (spec §2: the admin to the back office, a candidate to their
 * space): back to the page that sent them to sign in when it belongs to their area.
 */
export function destinationFor(role: Role, from?: string | null): string {
  const isAdmin = isStaffRole(role);
  const home = isAdmin ? '/admin' : '/mon-espace';
  if (!from?.startsWith('/') || from.startsWith('//')) return home;
  const inAdmin = from === '/admin' || from.startsWith('/admin/');
  return inAdmin === isAdmin ? from : home;
}
