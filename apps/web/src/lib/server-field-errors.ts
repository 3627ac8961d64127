import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's `fields` (contract §1) next to the matching inputs. `rename` maps a wire key
 * (`individu.nom`) to a form field name (`nom`). Answers the wire keys that matched no field.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
  rename: (key: string) => string = (key) => key,
): string[] {
  if (!(error instanceof ApiError)) return [];
  const unmatched: string[] = [];
  let first = true;
  for (const [key, message] of Object.entries(error.fields)) {
    const name = rename(key) as Path<T>;
    if (fieldNames.includes(name)) {
      setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else unmatched.push(key);
  }
  return unmatched;
}
