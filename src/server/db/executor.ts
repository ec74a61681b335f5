import type { PGlite, Transaction } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from './client';
import { isConnectionLoss } from './connection-loss';
import * as schema from './schema/index';

/**
 * What every repository function takes first: the open database, or one transaction's connection.
 * `Database` is an Executor, so a repository works the same inside or outside `inTransaction`.
 * - `query`: SQL with positional parameters, rows as plain objects; a `name` makes it a prepared
 *   statement on PostgreSQL (for hot, long statements). For hand-tuned statements.
 * - `db`: Drizzle's query builder on the same connection. For plain column reads and writes.
 */
export interface Executor {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  readonly db: Db;
}

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `work` in one transaction on either driver. A deadlock or serialization failure (PostgreSQL gave
 * up on one of two transactions) is retried, and so is a transaction whose connection was cut under it
 * (rolled back with its session, so the work is done once: db/connection-loss.ts). The raw statements
 * go to the driver directly, which keeps each of order placement's ten or so statements cheap; the
 * Drizzle builder on `tx.db` is made only when a piece of work asks for it.
 */
export async function inTransaction<T>(
  database: Database,
  work: (tx: Executor) => Promise<T>,
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

async function runOnce<T>(database: Database, work: (tx: Executor) => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') {
    const client = database.pglite ?? (database.db as unknown as { $client: PGlite }).$client;
    return client.transaction(async (tx: Transaction) =>
      work(
        executorOf(
          async (text, params) => (await tx.query(text, params)).rows as never,
          () => drizzlePglite({ client: tx as unknown as PGlite, schema }) as unknown as Db,
        ),
      ),
    );
  }
  const client = await database.pool!.connect();
  let broken = false;
  try {
    await client.query('begin');
    const result = await work(
      executorOf(
        async (text, params, name) => (await client.query(name ? { name, text } : text, params)).rows,
        () => drizzlePg({ client: client as pg.PoolClient, schema }) as Db,
      ),
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

function executorOf(query: Executor['query'], makeDb: () => Db): Executor {
  let db: Db | undefined;
  return {
    query,
    get db() {
      return (db ??= makeDb());
    },
  };
}

/** PostgreSQL gave up on the statement to break a deadlock or a serialization conflict: try it again. */
export const isRetryable = (error: unknown) => RETRYABLE.has(pgCode(error) ?? '');
/** The PostgreSQL error code, also under Drizzle's wrapping ("Failed query: …" with the driver's error as its cause). */
export const pgCode = (error: unknown): string | undefined => {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: unknown };
  return code ?? (cause !== undefined && cause !== error ? pgCode(cause) : undefined);
};
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
