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
