import type { z } from 'zod';

/**
 * Every error code the API answers with, and its one HTTP status. A service throws `new AppError(code, …)`
 * and never picks a status; the error handler sends this one. Same code, same status, in every area.
 * - 400: the request itself is not acceptable (a field, a signature).
 * - 401/403: who is asking. 404: no such thing (also for an id that is not a UUID: `idOrNil`).
 * - 409: the thing's current state forbids it (taken, already done, changed meanwhile, out of stock).
 * - 413/415: an upload too large or not of a kind we take.
 * - 422: a shop rule refuses it (limits, windows, amounts).
 * - 429: too many tries (Retry-After). 503: a service we depend on is not ready or not reachable.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_SIGNATURE: 400,

  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,

  CONFLICT: 409,
  SLUG_TAKEN: 409,
  IN_USE: 409,
  IN_ORDERS: 409,
  ALREADY_HANDED_OFF: 409,
  ALREADY_PAID: 409,
  ALREADY_REFUNDED: 409,
  ALREADY_REPORTED: 409,
  ALREADY_RESOLVED: 409,
  CANNOT_CANCEL: 409,
  CART_BUSY: 409,
  CART_CHANGED: 409,
  OUT_OF_STOCK: 409,
  INSUFFICIENT_STOCK: 409,
  INVALID_TRANSITION: 409,
  LINE_REFUNDED: 409,
  NOT_ACTIVE: 409,
  NOT_NEXT_DELIVERY: 409,
  NO_PAYMENT: 409,
  ORDER_EXPIRED: 409,
  PAYMENT_IN_PROGRESS: 409,
  PAY_ON_DELIVERY: 409,
  REFUNDED: 409,
  REFUSED: 409,
  SLOT_FULL: 409,
  STRIPE_NOT_CONFIGURED: 409,
  SUBSCRIPTION_CANCELLED: 409,

  TOO_MANY_ROWS: 413,
  IMAGE_TOO_LARGE: 413,
  IMAGE_REFUSED: 415,

  ADDRESS_LIMIT: 422,
  IMAGE_LIMIT: 422,
  TOO_MANY_DRAFTS: 422,
  CARD_DECLINED: 422,
  CARD_NOT_SAVED: 422,
  CART_EMPTY: 422,
  MINIMUM_ORDER: 422,
  DELIVERY_UNAVAILABLE: 422,
  VARIANT_REQUIRED: 422,
  CONFIRMATION_REQUIRED: 422,
  EMPTY_CONVERSATION: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  LAST_SUPER_ADMIN: 422,
  OWN_ROLE: 422,
  NOT_STAFF: 422,
  LOYALTY: 422,
  POINTS_SPENT: 422,
  PROMO_INVALID: 422,
  NOT_DELIVERED: 422,
  NOT_PAID: 422,
  NOT_REFUNDABLE: 422,
  QUANTITY_TOO_LARGE: 422,
  WHOLE_UNITS: 422,
  REASON_REQUIRED: 422,
  REFUND_FAILED: 422,
  REFUND_TOO_LARGE: 422,
  REPORT_WINDOW_CLOSED: 422,
  SLOT_UNAVAILABLE: 422,
  UNKNOWN_LINE: 422,

  RATE_LIMITED: 429,
  PROMO_THROTTLED: 429,
  TOO_MANY_STREAMS: 429,

  SEARCH_STARTING: 503,
  STRIPE_UNREACHABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** A failure the shopper or staff can act on; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

/** A limit was reached: 429, and the error handler sends Retry-After with the seconds to wait. */
export class TooManyRequestsError extends AppError {
  constructor(
    code: 'RATE_LIMITED' | 'PROMO_THROTTLED' | 'TOO_MANY_STREAMS',
    message: string,
    readonly retryAfterSeconds: number,
    fields?: Record<string, string>,
  ) {
    super(code, message, fields);
    this.name = 'TooManyRequestsError';
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);

/** A refusal about one field of a form: the message is shown beside that field. */
export const fieldError = (code: ErrorCode, field: string, message: string) =>
  new AppError(code, message, { [field]: message });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

/**
 * A path's id as the lookup takes it: an id that is not a UUID matches nothing, so it answers the same
 * 404 NOT_FOUND as an unknown one (and never reaches PostgreSQL's uuid cast as a 500).
 */
export const idOrNil = (id: string) => (UUID.test(id) ? id : NIL_UUID);

/**
 * Parses a body the route's schema could not (a multipart form) into the same 400 VALIDATION_FAILED, with
 * the same field keys, that the error handler gives a schema-checked body.
 */
export function parseInput<T>(schema: z.ZodType<T>, raw: unknown): T {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  throw new AppError('VALIDATION_FAILED', result.error.issues[0]?.message ?? 'Invalid request', fields);
}
