/**
 * A lost database connection (PostgreSQL restarted or failed over, an operator's pg_terminate_backend,
 * a proxy cutting idle sockets) fails only the statements that were on it at that moment. Those are
 * worth one more try on a fresh connection instead of a 500 to the shopper: a statement or a transaction
 * cut before its reply never committed (PostgreSQL rolls back a session that ends mid-transaction), so
 * running it again does it once. The one window left, a COMMIT that landed just before the cut, is why
 * order placement carries an idempotency key checked inside its transaction.
 */
const CONNECTION_LOSS_CODES = new Set([
  '57P01', // admin_shutdown: terminated by pg_terminate_backend or a fast shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: the server is starting or stopping
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
]);
/** node-postgres reports a socket that closed under it with these messages and no code. */
const CONNECTION_LOSS_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function isConnectionLoss(error: unknown): boolean {
  const { code, message, cause } = (error ?? {}) as { code?: string; message?: string; cause?: unknown };
  if (code && CONNECTION_LOSS_CODES.has(code)) return true;
  if (typeof message === 'string' && CONNECTION_LOSS_MESSAGES.some((m) => message.startsWith(m))) return true;
  // drizzle wraps the driver's error ("Failed query: …") with the driver's as its cause.
  return cause !== undefined && cause !== error && isConnectionLoss(cause);
}

/** Waits between tries: the first retry at once (a pooled connection was stale), then a short backoff. */
const RETRY_DELAYS_MS = [0, 100, 400];

/** Runs `work` again after a lost connection, up to three more times, then lets the error through. */
export async function retryOnConnectionLoss<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay === undefined || !isConnectionLoss(error)) throw error;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
