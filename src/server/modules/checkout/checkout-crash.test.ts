import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderInput } from '../../../shared/checkout';
import { fillCart, orderBody, type Shopper, signInShoppers, startShop, type TestShop } from '../../test/harness';

/**
 * PostgreSQL only: the real server in a child process, a burst of orders over real HTTP, SIGKILL in the
 * middle of it, a restart, and then the books must balance: no order without lines, no stock taken
 * without an order, no cart emptied without an order.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const AUTH_SECRET = randomBytes(32).toString('base64url');
const SHOPPERS = 60;

describe.skipIf(!onPostgres)('server killed during a burst of orders', () => {
  let shop: TestShop;
  let shoppers: Shopper[];
  let server: ChildProcess | undefined;
  let port = 0;
  const stockBefore = new Map<string, number>();

  const start = async () => {
    port = 3700 + Math.floor(Math.random() * 200);
    const url = (shop.database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        PORT: String(port),
        HOST: '127.0.0.1',
        DEMO_DATA: 'false',
        AUTH_SECRET,
        JOBS: 'off',
        DELIVERY_SLOT_CAPACITY: '1000',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '/nonexistent-web-build',
        NODE_ENV: 'development',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    for (let i = 0; i < 400; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  };
  const placeOrder = (shopper: Shopper, body: PlaceOrderInput) =>
    fetch(`http://127.0.0.1:${port}/api/checkout/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: shopper.cookie, origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(body),
    }).then(
      (r) => r.status,
      () => 0,
    );

  beforeAll(async () => {
    shop = await startShop({ env: { AUTH_SECRET, DELIVERY_SLOT_CAPACITY: '1000' } });
    shoppers = await signInShoppers(shop, SHOPPERS);
    const { mangoes, incense, rice } = shop.products;
    for (const [i, s] of shoppers.entries()) {
      await fillCart(shop.database, s.id, [
        { productId: mangoes.id, quantity: 4 },
        i % 2
          ? { productId: incense.id, quantity: 1 }
          : { productId: rice.id, variantId: rice.variants[0]!.id, quantity: 1 },
      ]);
    }
    await shop.database.query('update products set stock_quantity = 1000 where id = $1', [mangoes.id]);
    await shop.database.query(`update product_variants set stock_quantity = 100 where id = $1`, [rice.variants[0]!.id]);
    await shop.database.query(`update products set stock_quantity = 102 where id = $1`, [rice.id]);
    const rows = await shop.database.query<{ id: string; stock: number }>(
      'select id, stock_quantity::float8 as stock from products',
    );
    for (const r of rows) stockBefore.set(r.id, r.stock);
    await start();
  }, 240_000);
  afterAll(async () => {
    server?.kill('SIGKILL');
    await shop?.close();
  });

  it('keeps orders, lines, stock and carts consistent across a SIGKILL', async () => {
    const bodies = shoppers.map(() => orderBody());
    const burst = shoppers.map((s, i) => placeOrder(s, bodies[i]!));
    // Kill once some orders have gone through and others are still in flight.
    for (let i = 0; i < 200; i++) {
      const [row] = await shop.database.query<{ n: number }>('select count(*)::int as n from orders');
      if (row!.n >= 5) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const exited = new Promise((r) => server!.once('exit', r));
    server!.kill('SIGKILL');
    await exited;
    const statuses = await Promise.all(burst);
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);

    await start();
    // The shoppers whose answer was lost retry with the same key: one order each, never two.
    const retried = await Promise.all(shoppers.map((s, i) => (statuses[i] === 201 ? 201 : placeOrder(s, bodies[i]!))));
    expect(retried.filter((s) => s !== 200 && s !== 201)).toEqual([]);

    const [bad] = await shop.database.query<{ n: number }>(
      'select count(*)::int as n from orders o where not exists (select 1 from order_items i where i.order_id = o.id)',
    );
    expect(bad!.n).toBe(0);
    const [counts] = await shop.database.query<{ orders: number; users: number }>(
      'select count(*)::int as orders, count(distinct user_id)::int as users from orders',
    );
    expect(counts).toEqual({ orders: SHOPPERS, users: SHOPPERS });
    const sold = await shop.database.query<{ product_id: string; units: number }>(
      'select product_id, sum(quantity)::float8 as units from order_items group by product_id',
    );
    const rows = await shop.database.query<{ id: string; stock: number }>(
      'select id, stock_quantity::float8 as stock from products',
    );
    for (const r of rows) {
      const units = sold.find((s) => s.product_id === r.id)?.units ?? 0;
      expect(stockBefore.get(r.id)! - r.stock, r.id).toBe(units);
    }
    const [carts] = await shop.database.query<{ n: number }>('select count(*)::int as n from cart_items');
    expect(carts!.n).toBe(0);
  }, 240_000);
});
