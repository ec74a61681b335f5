import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { SearchResultDto } from '../../../shared/search';
import { buildApp } from '../../app';
import { generateDemoCatalog } from '../../db/seed/demo-catalog';
import { insertCatalog } from '../../db/seed/seed-catalog';
import { createTestDatabase, testConfig } from '../../test/harness';
import { eventually, getFresh, spawnServer } from '../../test/spawn-server';
import { Readiness } from './readiness';

const config = testConfig();

describe('/readyz', () => {
  it('is 503 while migrating, seeding and shutting down, 200 only when ready', async () => {
    const database = await createTestDatabase();
    const readiness = new Readiness('migrating');
    const app = await buildApp({ config, database, readiness });
    const ready = async () => {
      const response = await app.inject('/readyz');
      return [response.statusCode, response.json<{ status: string }>().status];
    };
    expect(await ready()).toEqual([503, 'migrating the database']);
    readiness.state = 'seeding';
    expect(await ready()).toEqual([503, 'seeding the database']);
    readiness.state = 'ready';
    await readiness.settled();
    expect(await ready()).toEqual([200, 'ready']);
    readiness.state = 'stopping';
    expect(await ready()).toEqual([503, 'shutting down']);
    // The process itself stays healthy throughout.
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    await app.close();
    await database.close();
  });

  it('is 503 while the database is unreachable, and ready again when it is back', async () => {
    const database = await createTestDatabase();
    const readiness = new Readiness();
    const app = await buildApp({ config, database, readiness });
    await readiness.settled();
    const readyz = async () => {
      const response = await app.inject('/readyz');
      return [response.statusCode, response.json<{ status: string }>().status];
    };
    expect(await readyz()).toEqual([200, 'ready']);
    if (database.kind === 'postgres') {
      // The server refuses new sessions and the pool's are cut (the live listener's too, which retries).
      const [{ name }] = (await database.query<{ name: string }>('select current_database() as name')) as [
        { name: string },
      ];
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      expect(await readyz()).toEqual([503, 'database unavailable']);
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
      expect(await readyz()).toEqual([200, 'ready']);
      await app.close();
      await database.close();
    } else {
      await database.close();
      expect(await readyz()).toEqual([503, 'database unavailable']);
      expect((await app.inject('/healthz')).statusCode).toBe(200);
      await app.close();
    }
  });
});

describe('/readyz and search while the search index loads', () => {
  it('is 503 until the index is loaded; search and suggestions meanwhile answer at once that search is starting', async () => {
    const database = await createTestDatabase();
    await insertCatalog(database.db, generateDemoCatalog({ seed: 3, productCount: 40 }));
    const [named] = await database.query<{ name: string }>('select name from products where is_active limit 1');
    const word = encodeURIComponent(named!.name.split(' ')[0]!.toLowerCase());
    // The index cannot load while its table is away: its loader retries until it is back.
    await database.query('alter table products rename to products_away');
    const readiness = new Readiness();
    const app = await buildApp({ config, database, readiness });
    try {
      const readyz = async () => {
        const response = await app.inject('/readyz');
        return [response.statusCode, response.json<{ status: string }>().status];
      };
      expect(await readyz()).toEqual([503, 'loading the search index']);
      for (const url of [`/api/search?q=${word}`, `/api/search/suggestions?q=${word}`]) {
        const starting = await app.inject(url);
        expect(starting.statusCode).toBe(503);
        expect(starting.headers['retry-after']).toBe('2');
        expect(starting.json()).toEqual({
          error: { code: 'SEARCH_STARTING', message: 'Search is starting. Please try again in a moment.' },
        });
      }
      expect(await readyz()).toEqual([503, 'loading the search index']);

      await database.query('alter table products_away rename to products');
      await eventually(readyz, ([status]) => status === 200, 30_000);
      // Ready means searchable: the first search after it is answered from the loaded index.
      const first = await app.inject(`/api/search?q=${word}`);
      expect(first.statusCode).toBe(200);
      expect(first.json<SearchResultDto>().total).toBeGreaterThan(0);
      expect((await app.inject(`/api/search/suggestions?q=${word}`)).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  }, 60_000);
});

/**
 * PostgreSQL only: the real server starting on a new database while another instance holds the
 * migration lock (as when two start at once): it holds its port and says it is migrating until the
 * lock is let go, then it is ready.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a starting server', () => {
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `shop_test_ready_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
  });

  it('answers /readyz 503 "migrating" while migrations wait, then 200', async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const lockHolder = new pg.Client({ connectionString: url.toString() });
    await lockHolder.connect();
    await lockHolder.query('select pg_advisory_lock(727001)'); // MIGRATION_LOCK_KEY in db/migrate.ts
    const server = spawnServer(3443, { DATABASE_URL: url.toString() });
    try {
      const migrating = await eventually(
        () => getFresh(`${server.url}/readyz`),
        (r) => 'status' in r,
      );
      expect(migrating).toEqual({ status: 503, body: JSON.stringify({ status: 'migrating the database' }) });
      expect(await getFresh(`${server.url}/healthz`)).toMatchObject({ status: 200 });
      const page = await getFresh(`${server.url}/api/categories`);
      expect(page).toMatchObject({ status: 503 });
      await lockHolder.query('select pg_advisory_unlock(727001)');
      await eventually(
        () => getFresh(`${server.url}/readyz`),
        (r) => 'status' in r && r.status === 200,
      );
      expect(await getFresh(`${server.url}/api/categories`)).toMatchObject({ status: 200 });
    } finally {
      await lockHolder.end();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    }
  }, 120_000);
});
