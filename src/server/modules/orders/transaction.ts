import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Database } from '../../db/client';
import { isConnectionLoss } from '../../db/connection-loss';

/** Raw SQL inside one transaction: positional parameters, rows as plain objects; `name` as in Database.query. */
export type TxQuery = <T = Record<string, unknown>>(text: string, params?: unknown[], name?: string) => Promise<T[]>;

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `work` in one transaction on either driver, with the same raw SQL as `database.query`. Order
 * placement issues about ten statements; going through the driver directly keeps each one cheap.
 * A deadlock or serialization failure (PostgreSQL gave up on one of two transactions) is retried, and so
 * is a transaction whose connection was cut under it (rolled back by PostgreSQL; db/connection-loss.ts).
 */
export async function withTransaction<T>(
  database: Database,
  work: (q: TxQuery) => Promise<T>,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(database, work);
    } catch (error) {
      if (attempt >= attempts || !(isRetryable(error) || isConnectionLoss(error))) throw error;
      if (attempt > 1 && isConnectionLoss(error)) await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

async function runOnce<T>(database: Database, work: (q: TxQuery) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return client.transaction(async (tx: Transaction) =>
      work(async (text, params) => (await tx.query(text, params)).rows as never),
    );
  }
  const client = await database.pool!.connect();
  let broken = false;
  try {
    await client.query('begin');
    const result = await work(
      async (text, params, name) => (await client.query(name ? { name, text } : text, params)).rows,
    );
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** PostgreSQL gave up on the statement to break a deadlock or a serialization conflict: try it again. */
export const isRetryable = (error: unknown) => RETRYABLE.has(pgCode(error) ?? '');
export const pgCode = (error: unknown): string | undefined => (error as { code?: string } | null)?.code;
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
