import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's field messages (422, and the 409s about one field) under the form's own
 * fields. Returns the message to show above the form when no field took it, else null.
 */
export function applyServerErrors<V extends FieldValues>(error: unknown, fields: readonly Path<V>[], setError: UseFormSetError<V>): string | null {
  if (!isApiError(error)) return 'Failed to save changes. Please try again.';
  let placed = false;
  for (const issue of error.issues) {
    const field = fields.find((f) => f === issue.path);
    if (field) {
      setError(field, { type: 'server', message: issue.message }, { shouldFocus: !placed });
      placed = true;
    }
  }
  return placed ? null : error.message;
}
