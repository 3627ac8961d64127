import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Puts the server's `fields` (contract §1) next to the matching inputs and focuses the first one.
 * A wire key lands on the first form field among: `rename(key)`, the key itself, `key.id` (a relation
 * edited through its id: `poste` → `poste.id`) and its first segment (`individu.nom` → `individu`).
 * Answers the wire keys that matched no field (the caller may show them elsewhere).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly string[],
  rename: (key: string) => string = (key) => key,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unmatched: string[] = [];
  let first = true;
  for (const [key, message] of Object.entries(error.fields)) {
    const candidates = [rename(key), key, `${key}.id`, key.split('.')[0] ?? key];
    const target = candidates.find((candidate) => fieldNames.includes(candidate));
    if (target === undefined) {
      unmatched.push(key);
      continue;
    }
    setError(target as Path<T>, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
  return unmatched;
}
