import { useQueries } from '@tanstack/react-query';
import { posteDeTravailResource, sessionCandidatureResource, typeContratResource } from '../../../lib/resources';
import type { PosteVacantOptions } from '../poste-vacant-form';

/** The three lists behind the form's selects; the form waits for them so edit mode selects its values. */
export function usePosteVacantOptions() {
  return useQueries({
    queries: [posteDeTravailResource.allQuery(), sessionCandidatureResource.allQuery(), typeContratResource.allQuery()],
    combine: ([postes, sessions, types]) => ({
      pending: postes.isPending || sessions.isPending || types.isPending,
      error: postes.error ?? sessions.error ?? types.error,
      options:
        postes.data && sessions.data && types.data
          ? ({ postes: postes.data, sessions: sessions.data, types: types.data } satisfies PosteVacantOptions)
          : undefined,
    }),
  });
}
