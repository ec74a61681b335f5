import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's refusal on a react-hook-form form. The server names each refused field by its dotted
 * path in the request body (`fields` in the error body, src/server/errors.ts), and forms name their fields
 * the same way, so each message that belongs to one of `fields` (a top-level name; "variants.0.priceCents"
 * belongs to "variants") goes under its input. Returns what is left for the form as a whole: the server's
 * message when none of its fields is on this form, a generic sentence when the request failed some other
 * way, or null when every message found its field.
 */
export function showServerError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (error instanceof ApiError) {
    const known = Object.entries(error.fields ?? {}).filter(([field]) => fields.includes(field.split('.')[0]!));
    for (const [field, message] of known) setError(field as Path<T>, { message });
    return known.length ? null : error.message;
  }
  return 'Something went wrong. Please try again.';
}
