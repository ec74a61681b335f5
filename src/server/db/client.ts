import { accessSync, constants, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { retryOnConnectionLoss } from './connection-loss';
import * as schema from './schema/index';

/** Both drivers expose the same query builder; we type against node-postgres's. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Only for PostgreSQL: work that needs one session (advisory locks, LISTEN). */
  pool?: pg.Pool;
  /** Only for PGlite: the embedded instance (the tests dump a migrated one to start each file from). */
  pglite?: PGlite;
  /**
   * Raw SQL with positional parameters; rows come back as plain objects. A `name` makes it a prepared
   * statement on PostgreSQL (parsed and planned once per connection): for hot, long statements.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  close(): Promise<void>;
}

export class DatabaseStartError extends Error {}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection can be cut by the server (restart, failover, a dropped test database). The pool
  // replaces it on next use; without a listener node-postgres would crash the process instead.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // A connection cut while checked out (a transaction's) emits 'error' with no listener of the pool's
  // attached, which would crash the process; the statement on it fails and is retried instead.
  pool.on('connect', (client) => client.on('error', () => {}));
  retryStatementsOnConnectionLoss(pool);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    const safeUrl = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new DatabaseStartError(`Cannot connect to PostgreSQL at ${safeUrl}: ${(error as Error).message}`);
  }
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    pool,
    query: async (text, params, name) => (await pool.query(name ? { name, text } : text, params)).rows,
    close: () => pool.end(),
  };
}

/**
 * One-statement queries (drizzle outside a transaction, database, better-auth's adapter) go to
 * pool.query: a statement cut with its connection runs once more on a fresh one. Transactions take a
 * client with pool.connect and are retried whole by inTransaction (db/executor.ts).
 */
function retryStatementsOnConnectionLoss(pool: pg.Pool) {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  pool.query = ((...args: unknown[]) =>
    typeof args.at(-1) === 'function'
      ? query(...args)
      : retryOnConnectionLoss(() => query(...args))) as unknown as typeof pool.query;
}

const PGLITE_SHARED_BUFFERS = '16MB';

/**
 * dataDir undefined → in-memory (tests). `snapshot` starts from a dumped data directory
 * (PGlite's dumpDataDir) instead of running initdb, which is most of an empty database's start.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Database> {
  if (dataDir) ensureWritableDir(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? join(dataDir, 'pglite') : undefined, {
      extensions: { pg_trgm },
      // initdb's 128 MB of shared buffers is allocated up front in PGlite's WebAssembly memory, which never
      // shrinks; the demo catalog's working set fits in far less (bench/README "Memory").
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
      ...(snapshot ? { loadDataDir: snapshot } : {}),
    });
  } catch (error) {
    throw new DatabaseStartError(`Cannot open the embedded database in ${dataDir}: ${(error as Error).message}`);
  }
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    pglite: client,
    query: async (text, params) => (await client.query(text, params)).rows as never,
    close: () => client.close(),
  };
}

function ensureWritableDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new DatabaseStartError(`DATA_DIR ${dir} is not writable: choose another directory with DATA_DIR=/path`);
  }
}
