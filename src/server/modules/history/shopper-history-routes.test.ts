import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../shared/checkout';
import type { BuyAgainDto, ProductCardsDto } from '../../../shared/shopper-history';
import {
  call,
  deliver,
  type Desk,
  fillCart,
  orderBody,
  type Shopper,
  signInShoppers,
  startDesk,
  submitOrder,
} from '../../test/harness';

let desk: Desk;
let extraIds: string[];
beforeAll(async () => {
  desk = await startDesk({ env: { DELIVERY_SLOT_CAPACITY: '1000' } });
  // More products than the list keeps.
  await desk.shop.database.query(
    `insert into products (name, slug, price_cents, stock_quantity, category_id)
     select 'Spice ' || n, 'history-spice-' || n, 499, 50, (select id from categories limit 1) from generate_series(1, 10) n`,
  );
  const rows = await desk.shop.database.query<{ id: string }>(
    `select id from products where slug not like 'fixture-%' and is_active order by name`,
  );
  extraIds = rows.map((r) => r.id);
}, 60_000);
afterAll(() => desk?.shop.close());

const shop = () => desk.shop;
const newShopper = async () => (await signInShoppers(shop(), 1))[0]!;
const view = (who: Shopper | null, productId: string) =>
  call(shop(), who, 'POST', '/api/account/recently-viewed', { productId });
const viewed = async (who: Shopper) =>
  (await call<ProductCardsDto>(shop(), who, 'GET', '/api/account/recently-viewed')).body.products.map((p) => p.id);

describe('recently viewed', () => {
  it('keeps one row per product, latest first, 20 at most, and can be cleared', async () => {
    const asha = await newShopper();
    const { mangoes, paneer } = shop().products;
    const all = [...Object.values(shop().products).map((p) => p.id), ...extraIds];
    expect(all.length).toBeGreaterThan(20);
    for (const id of all) expect((await view(asha, id)).status).toBe(204);
    await view(asha, mangoes.id);
    const list = await viewed(asha);
    expect(list).toHaveLength(20);
    expect(list[0]).toBe(mangoes.id);
    expect(new Set(list).size).toBe(20);
    expect(list[1]).toBe(all.at(-1));
    const [rows] = await shop().database.query<{ n: number }>(
      'select count(*)::int as n from recently_viewed where user_id = $1',
      [asha.id],
    );
    expect(rows!.n).toBe(20);

    // Someone else's views are their own.
    const ravi = await newShopper();
    await view(ravi, paneer.id);
    expect(await viewed(ravi)).toEqual([paneer.id]);

    expect((await call(shop(), asha, 'DELETE', '/api/account/recently-viewed')).body).toEqual({ cleared: 20 });
    expect(await viewed(asha)).toEqual([]);
    expect(await viewed(ravi)).toEqual([paneer.id]);
  });

  it('is for signed-in shoppers, and ignores unknown products', async () => {
    expect((await view(null, shop().products.mangoes.id)).status).toBe(401);
    const asha = await newShopper();
    expect((await view(asha, '00000000-0000-4000-8000-000000000000')).status).toBe(204);
    expect((await view(asha, 'nope')).status).toBe(400);
    expect(await viewed(asha)).toEqual([]);
  });
});

describe('buy again', () => {
  it("lists delivered orders' products, most often ordered first, not undelivered ones", async () => {
    const asha = desk.shopper;
    const { mangoes, snack, paneer, okra } = shop().products;
    const order = async (lines: { productId: string; quantity: number }[]) => {
      await fillCart(shop().database, asha.id, lines);
      const placed = await submitOrder(shop(), asha, orderBody());
      expect(placed.status).toBe(201);
      return (placed.body as PlaceOrderResult).order;
    };
    await deliver(
      desk,
      (
        await order([
          { productId: mangoes.id, quantity: 4 },
          { productId: snack.id, quantity: 1 },
        ])
      ).id,
    );
    await deliver(
      desk,
      (
        await order([
          { productId: snack.id, quantity: 2 },
          { productId: okra.id, quantity: 12.5 },
        ])
      ).id,
    );
    await order([
      { productId: paneer.id, quantity: 1 },
      { productId: mangoes.id, quantity: 4 },
    ]);
    const again = await call<BuyAgainDto>(shop(), asha, 'GET', '/api/account/buy-again');
    expect(again.body.items.map((i) => [i.product.id, i.timesOrdered])).toEqual([
      [snack.id, 2],
      [okra.id, 1],
      [mangoes.id, 1],
    ]);
    const other = await newShopper();
    expect((await call<BuyAgainDto>(shop(), other, 'GET', '/api/account/buy-again')).body.items).toEqual([]);
  });
});

describe('search history', () => {
  it('clears the shopper’s recent searches only', async () => {
    const [asha, ravi] = [await newShopper(), await newShopper()];
    for (const who of [asha, ravi]) await call(shop(), who, 'GET', '/api/search?q=mango');
    const recent = async (who: Shopper) =>
      (await call<{ searches: string[] }>(shop(), who, 'GET', '/api/search/recent')).body.searches;
    expect(await recent(asha)).toEqual(['mango']);
    expect((await call(shop(), asha, 'DELETE', '/api/search/recent')).status).toBe(200);
    expect(await recent(asha)).toEqual([]);
    expect(await recent(ravi)).toEqual(['mango']);
  });
});
