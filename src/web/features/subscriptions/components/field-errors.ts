import type { ZodError } from 'zod';
import { ApiError } from '../../../lib/api-client';

/** Field path → first message, from the shared schema's issues or the server's answer. */
export function fieldErrors(error: ZodError | ApiError | Error | null | undefined): Record<string, string> {
  if (!error) return {};
  if (error instanceof ApiError) return { ...(error.fields ?? {}), form: error.message };
  if ('issues' in error) {
    const out: Record<string, string> = {};
    for (const issue of (error as ZodError).issues) out[issue.path.join('.')] ??= issue.message;
    return out;
  }
  return { form: error.message };
}

/** The errors under one prefix ("address.city" → "city"). */
export const under = (errors: Record<string, string>, prefix: string) =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${prefix}.`))
      .map(([k, v]) => [k.slice(prefix.length + 1), v]),
  );
