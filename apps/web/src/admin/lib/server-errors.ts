import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-client';

/**
 * Shows the server's `fields` next to the form's own fields. The server names a relation either
 * `poste` or `poste.id`; both land on the form field that edits it.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly string[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const [key, message] of Object.entries(error.fields)) {
    const target = [key, `${key}.id`, key.split('.')[0] ?? key].find((candidate) => formFields.includes(candidate));
    if (target) setError(target as Path<T>, { type: 'server', message });
  }
}
