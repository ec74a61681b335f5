import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../shared/checkout';
import {
  call,
  fillCart,
  orderBody,
  type Shopper,
  signInShoppers,
  startShop,
  stockOf,
  type TestShop,
} from '../../test/harness';

/**
 * PostgreSQL only (PGlite has one connection, so it never races): 100 shoppers at once for the last
 * 10 units of one product.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('100 shoppers, 10 units', () => {
  let shop: TestShop;
  let shoppers: Shopper[];
  let productId: string;

  beforeAll(async () => {
    shop = await startShop({ env: { DELIVERY_SLOT_CAPACITY: '1000' } });
    const [category] = await shop.database.query<{ id: string }>('select id from categories limit 1');
    const [row] = await shop.database.query<{ id: string }>(
      `insert into products (name, slug, price_cents, stock_quantity, category_id) values ('Saffron 10 g', 'saffron-hot', 5999, 10, $1) returning id`,
      [category!.id],
    );
    productId = row!.id;
    shoppers = await signInShoppers(shop, 100);
    for (const s of shoppers) await fillCart(shop.database, s.id, [{ productId, quantity: 1 }]);
  }, 180_000);
  afterAll(async () => shop?.close());

  it('sells exactly 10, leaves stock at 0 and tells the other 90 it is out of stock', async () => {
    const results = await Promise.all(
      shoppers.map((s) =>
        call<PlaceOrderResult & { error: { message: string } }>(shop, s, 'POST', '/api/checkout/orders', orderBody()),
      ),
    );
    const won = results.filter((r) => r.status === 201);
    const lost = results.filter((r) => r.status !== 201);
    expect(won).toHaveLength(10);
    expect(new Set(lost.map((r) => `${r.status} ${r.body.error.message}`))).toEqual(
      new Set(['409 Saffron 10 g is out of stock']),
    );
    expect(await stockOf(shop.database, productId)).toBe(0);
    const [orders] = await shop.database.query<{ orders: number; units: number; numbers: number }>(
      `select count(distinct o.id)::int as orders, sum(i.quantity)::int as units, count(distinct o.order_number)::int as numbers
       from orders o join order_items i on i.order_id = o.id`,
    );
    expect(orders).toEqual({ orders: 10, units: 10, numbers: 10 });
    const winners = new Set(won.map((r) => r.body.order.id));
    expect(winners.size).toBe(10);
    // Losers keep their carts; winners' carts are empty.
    const [carts] = await shop.database.query<{ n: number }>(
      'select count(*)::int as n from cart_items where product_id = $1',
      [productId],
    );
    expect(carts!.n).toBe(90);
  }, 120_000);
});
