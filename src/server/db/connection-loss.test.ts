import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/harness';
import { sql } from 'drizzle-orm';
import { inTransaction } from './executor';
import type { Database } from './client';
import { isConnectionLoss, retryOnConnectionLoss } from './connection-loss';

describe('connection loss', () => {
  it('tells a cut connection from a refusal by the database', () => {
    expect(isConnectionLoss({ code: '57P01', message: 'terminating connection due to administrator command' })).toBe(
      true,
    );
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss({ code: 'ECONNRESET' })).toBe(true);
    expect(isConnectionLoss({ code: '23505', message: 'duplicate key' })).toBe(false);
    expect(isConnectionLoss(new Error('Connection details are wrong'))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
    const wrapped = new Error('Failed query: rollback', { cause: new Error('Connection terminated unexpectedly') });
    expect(isConnectionLoss(wrapped)).toBe(true);
    expect(isConnectionLoss(new Error('Failed query: insert', { cause: { code: '23505' } }))).toBe(false);
  });

  it('tries again after a lost connection, up to three times, and never after other errors', async () => {
    let calls = 0;
    const lost = Object.assign(new Error('terminating connection'), { code: '57P01' });
    await expect(retryOnConnectionLoss(async () => (++calls < 3 ? Promise.reject(lost) : 'ok'))).resolves.toBe('ok');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConnectionLoss(async () => Promise.reject(lost).finally(() => calls++))).rejects.toBe(lost);
    expect(calls).toBe(4);
    calls = 0;
    const other = Object.assign(new Error('duplicate'), { code: '23505' });
    await expect(retryOnConnectionLoss(async () => Promise.reject(other).finally(() => calls++))).rejects.toBe(other);
    expect(calls).toBe(1);
  });
});

/** PostgreSQL only: an operator cuts every connection of the shop's database while statements run. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('statements and transactions across pg_terminate_backend', () => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  const cutEveryConnection = async () => {
    const [{ current }] = (await database.query<{ current: string }>('select current_database() as current')) as [
      { current: string },
    ];
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid()`,
      [current],
    );
    return rows[0]!.n;
  };

  it('answers a statement and a transaction that were running when their connections were cut', async () => {
    await database.query('create table if not exists cut_test (n int)');
    const statement = database.query<{ n: number }>('select pg_sleep(0.5), 1 as n');
    const transaction = inTransaction(database, async (tx) => {
      await tx.query('insert into cut_test values (1)');
      await tx.query('select pg_sleep(0.5)');
      return tx.query<{ n: number }>('select count(*)::int as n from cut_test');
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(await cutEveryConnection()).toBeGreaterThanOrEqual(2);
    expect((await statement)[0]!.n).toBe(1);
    // The first attempt's insert was rolled back with its session: the row is there once.
    expect((await transaction)[0]!.n).toBe(1);
    // Idle pooled connections were cut too; the next statements get fresh ones.
    for (let i = 0; i < 5; i++) expect(await database.query('select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('runs a drizzle transaction again when its connection is cut, once in all', async () => {
    await database.query('create table if not exists cut_drizzle (n int)');
    const transaction = inTransaction(database, async (tx) => {
      await tx.db.execute(sql`insert into cut_drizzle values (1)`);
      await tx.db.execute(sql`select pg_sleep(0.5)`);
      const { rows } = await tx.db.execute<{ n: number }>(sql`select count(*)::int as n from cut_drizzle`);
      return rows[0]!.n;
    });
    await new Promise((r) => setTimeout(r, 150));
    expect(await cutEveryConnection()).toBeGreaterThanOrEqual(1);
    expect(await transaction).toBe(1);
  });
});
