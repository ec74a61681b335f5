import type { Database, Db } from './client';
import { retryOnConnectionLoss } from './connection-loss';

export type DrizzleTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * drizzle's `db.transaction`, run again whole when its connection was cut under it: PostgreSQL rolled
 * the first attempt back with its session, so the work is done once (db/connection-loss.ts).
 */
export function drizzleTransaction<T>(database: Database, work: (tx: DrizzleTx) => Promise<T>): Promise<T> {
  return retryOnConnectionLoss(() => database.db.transaction(work));
}
