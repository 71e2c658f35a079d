import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api';

/**
 * The message to show for a failed call (spec §8): the server's own, the client's "cannot reach
 * the server", or the page's fallback ('Login failed', …) when the server said nothing usable.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'NETWORK' || typeof error.body.message === 'string') return error.message;
  return fallback;
}

/**
 * Puts the server's per-field errors (`fields`) beside the inputs of this form and focuses the
 * first one. Returns whether any field of the form was named.
 */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const name of fieldNames) {
    const message = error.fields[name];
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
