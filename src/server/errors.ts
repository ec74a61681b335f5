import type { z } from 'zod';

/** A failure the shopper or staff can act on; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode: number,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A limit was reached: 429, and the error handler sends Retry-After with the seconds to wait. */
export class TooManyRequestsError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
    fields?: Record<string, string>,
  ) {
    super(code, message, 429, fields);
    this.name = 'TooManyRequestsError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message, 404);

/**
 * Parses a body the route's schema could not (a multipart form) into the same 400 VALIDATION_FAILED, with
 * the same field keys, that the error handler gives a schema-checked body.
 */
export function parseInput<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid request', 400, fields);
}
