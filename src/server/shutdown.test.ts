import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillCart, orderBody, type Shopper, signInShoppers, startShop, type TestShop } from './test/harness';
import { eventually, getFresh, spawnServer, type SpawnedServer } from './test/spawn-server';

/**
 * PostgreSQL only: the real server gets SIGTERM while a checkout is in flight (held on a row lock) and
 * a shopper's live stream is open. It must say "shutting down" on /readyz while still serving for the
 * drain, then close its port, end the stream with a retry hint, finish the checkout, and exit 0.
 */
const AUTH_SECRET = randomBytes(32).toString('base64url');
const PORT = 3444;

describe.skipIf(!process.env.TEST_DATABASE_URL)('graceful shutdown on SIGTERM', () => {
  let shop: TestShop;
  let shopper: Shopper;
  let server: SpawnedServer | undefined;
  let locker: pg.Client;

  beforeAll(async () => {
    shop = await startShop({ env: { AUTH_SECRET } });
    [shopper] = (await signInShoppers(shop, 1)) as [Shopper];
    await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 4 }]);
    const url = (shop.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
    server = spawnServer(PORT, { DATABASE_URL: url, AUTH_SECRET, SHUTDOWN_DRAIN_MS: '4000' });
    await eventually(
      () => getFresh(`${server!.url}/readyz`),
      (r) => 'status' in r && r.status === 200,
    );
  }, 240_000);
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await locker?.end().catch(() => {});
    await shop?.close();
  });

  it('drains, refuses new connections, ends live streams with a retry hint and completes the checkout', async () => {
    const url = server!.url;
    const headers = { cookie: shopper.cookie, origin: url };
    const stream = await fetch(`${url}/api/events`, { headers });
    const reader = stream.body!.getReader();
    let streamed = '';
    while (!streamed.includes('event: ready')) streamed += new TextDecoder().decode((await reader.read()).value);

    // Another session holds the product's row: the order waits inside its transaction.
    await locker.query('begin');
    await locker.query('select id from products where id = $1 for update', [shop.products.mangoes.id]);
    const checkout = fetch(`${url}/api/checkout/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(orderBody()),
    });
    await eventually(
      async () =>
        (await locker.query(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`)).rows[0]
          .n as number,
      (n) => n > 0,
      10_000,
    );

    server!.child.kill('SIGTERM');
    // The drain: not ready, but still serving.
    const readyz = await eventually(
      () => getFresh(`${url}/readyz`),
      (r) => !('status' in r) || r.status !== 200,
      3000,
    );
    expect(readyz).toEqual({ status: 503, body: JSON.stringify({ status: 'shutting down' }) });
    expect(await getFresh(`${url}/api/categories`)).toMatchObject({ status: 200 });
    // Then the port closes while the checkout is still in flight.
    await eventually(
      () => getFresh(`${url}/healthz`),
      (r) => 'error' in r,
      10_000,
    );
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      streamed += new TextDecoder().decode(value);
    }
    expect(streamed.endsWith('retry: 2000\n\n')).toBe(true);

    await locker.query('commit');
    const placed = await checkout;
    expect(placed.status).toBe(201);
    const { order } = (await placed.json()) as { order: { id: string } };
    const code = await server!.exited;
    expect(code, server!.output().slice(-3000)).toBe(0);
    const lines = await shop.database.query<{ n: number }>(
      'select count(*)::int as n from order_items where order_id = $1',
      [order.id],
    );
    expect(lines[0]!.n).toBe(1);
    expect(server!.output()).toContain('shut down cleanly');
  }, 120_000);
});
