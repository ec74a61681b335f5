import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddCartItemResult, CartDto } from '../../../shared/cart';
import type { MoveAllResultDto, WishlistIdsDto, WishlistListDto } from '../../../shared/wishlist';
import { type EventStream, openEventStream } from '../../realtime/event-stream-client';
import { call, type Shopper, signInShopper, startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let base: string;
let alice: Shopper;
let bob: Shopper;
const streams: EventStream[] = [];
beforeAll(async () => {
  shop = await startShop({ env: { AUTH_SECRET: 'wishlist-test-secret-that-is-long-enough-0123456789' } });
  base = await shop.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signInShopper(shop);
  bob = await signInShopper(shop);
});
afterAll(async () => {
  await shop?.close();
  for (const stream of streams) stream.close();
});
beforeEach(async () => {
  await shop.reset();
  await shop.database.query('delete from wishlist');
});

const heart = (who: Shopper | null, productId: string) => call(shop, who, 'POST', '/api/wishlist', { productId });
const listOf = async (who: Shopper) => (await call<WishlistListDto>(shop, who, 'GET', '/api/wishlist')).body;
const idsOf = async (who: Shopper) =>
  (await call<WishlistIdsDto>(shop, who, 'GET', '/api/wishlist/ids')).body.productIds;
const cartOf = async (who: Shopper) => (await call<CartDto>(shop, who, 'GET', '/api/cart')).body;

describe('wishlist', () => {
  it('adds a product once however often it is hearted, and removes it', async () => {
    const { mangoes } = shop.products;
    const first = await heart(alice, mangoes.id);
    const again = await heart(alice, mangoes.id);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toEqual({ productId: mangoes.id, saved: true });
    const [row] = await shop.database.query<{ n: number }>(
      'select count(*)::int as n from wishlist where user_id = $1',
      [alice.id],
    );
    expect(row!.n).toBe(1);
    expect(await idsOf(alice)).toEqual([mangoes.id]);

    const removed = await call(shop, alice, 'DELETE', `/api/wishlist/${mangoes.id}`);
    expect(removed.body).toEqual({ productId: mangoes.id, saved: false });
    expect(await idsOf(alice)).toEqual([]);
  });

  it("keeps each shopper's wishlist to themselves", async () => {
    const { mangoes, paneer } = shop.products;
    await heart(alice, mangoes.id);
    await heart(bob, paneer.id);
    expect((await listOf(bob)).items.map((i) => i.productId)).toEqual([paneer.id]);
    // Bob cannot remove or move Alice's product: the session decides whose list a call touches.
    await call(shop, bob, 'DELETE', `/api/wishlist/${mangoes.id}`);
    expect((await call(shop, bob, 'POST', `/api/wishlist/${mangoes.id}/move-to-cart`)).status).toBe(404);
    expect(await idsOf(alice)).toEqual([mangoes.id]);
    expect((await cartOf(bob)).items).toEqual([]);
    expect((await call(shop, null, 'GET', '/api/wishlist')).status).toBe(401);
    expect((await heart(null, mangoes.id)).status).toBe(401);
  });

  it('refuses unknown and inactive products with the spec messages', async () => {
    const missing = await heart(alice, '00000000-0000-4000-8000-000000000000');
    expect([missing.status, (missing.body as { error: { message: string } }).error.message]).toEqual([
      404,
      'Product not found',
    ]);
    const bad = await heart(alice, 'abc');
    expect(bad.status).toBe(400);
  });

  it("shows today's price, sale and stock, and hides products taken off sale", async () => {
    const { mangoes, paneer } = shop.products;
    await heart(alice, mangoes.id);
    await heart(alice, paneer.id);
    await shop.database.query('update products set price_cents = 999, original_price_cents = 1299 where id = $1', [
      mangoes.id,
    ]);
    await shop.database.query('update products set stock_quantity = 0 where id = $1', [paneer.id]);
    const list = await listOf(alice);
    expect(list.total).toBe(2);
    expect(list.items.map((i) => i.product.name)).toEqual([paneer.name, mangoes.name]);
    expect(list.items[1]!.product).toMatchObject({ priceCents: 999, originalPriceCents: 1299, discount: 23 });
    expect(list.items[0]!.product).toMatchObject({ inStock: false, stockQuantity: 0 });

    await shop.database.query('update products set is_active = false where id = $1', [paneer.id]);
    expect((await listOf(alice)).items.map((i) => i.productId)).toEqual([mangoes.id]);
    await shop.database.query('update products set original_price_cents = null where id = $1', [mangoes.id]);
  });

  it('moves one product to the cart (default variant, smallest quantity) and takes it off the list', async () => {
    const { rice, okra } = shop.products;
    await heart(alice, rice.id);
    await heart(alice, okra.id);
    const moved = await call<AddCartItemResult>(shop, alice, 'POST', `/api/wishlist/${okra.id}/move-to-cart`);
    expect(moved.status).toBe(200);
    expect(moved.body.item).toMatchObject({ productId: okra.id, quantity: 1.1 });
    const riceMoved = await call<AddCartItemResult>(shop, alice, 'POST', `/api/wishlist/${rice.id}/move-to-cart`);
    expect(riceMoved.body.item).toMatchObject({ variantId: rice.variants[0]!.id, quantity: 1 });
    expect(await idsOf(alice)).toEqual([]);
  });

  it('moves all it can and keeps out-of-stock products with the reason', async () => {
    const { mangoes, ghee, snack } = shop.products;
    for (const p of [mangoes, ghee, snack]) await heart(alice, p.id);
    const result = await call<MoveAllResultDto>(shop, alice, 'POST', '/api/wishlist/move-to-cart');
    expect(result.status).toBe(200);
    expect(new Set(result.body.moved)).toEqual(new Set([mangoes.id, snack.id]));
    expect(result.body.skipped).toEqual([{ productId: ghee.id, name: ghee.name, reason: 'Product is out of stock' }]);
    expect(await idsOf(alice)).toEqual([ghee.id]);
    expect((await cartOf(alice)).items.map((i) => i.productId).sort()).toEqual([mangoes.id, snack.id].sort());
  });

  it("tells the shopper's other open devices at once, and nobody else", async () => {
    const mine = await openEventStream(`${base}/api/events`, alice.cookie);
    const theirs = await openEventStream(`${base}/api/events`, bob.cookie);
    streams.push(mine, theirs);
    await Promise.all([mine.next('ready'), theirs.next('ready')]);
    const since = performance.now();
    await heart(alice, shop.products.snack.id);
    expect((await mine.next('wishlist', 1_000, since)).data).toEqual({ reason: 'items' });
    await call(shop, alice, 'DELETE', `/api/wishlist/${shop.products.snack.id}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mine.events.filter((e) => e.event === 'wishlist')).toHaveLength(2);
    expect(theirs.events.filter((e) => e.event === 'wishlist')).toEqual([]);
  });

  it('announces price changes of hearted products only, so the wishlist shows live prices', async () => {
    const { mangoes, snack } = shop.products;
    await heart(alice, mangoes.id);
    const tab = await openEventStream(`${base}/api/events`, alice.cookie);
    streams.push(tab);
    await tab.next('ready');
    let since = performance.now();
    await shop.database.query('update products set price_cents = price_cents - 100 where id = $1', [mangoes.id]);
    expect((await tab.next('wishlist', 1_000, since)).data).toEqual({ reason: 'products' });

    since = performance.now();
    await shop.database.query('update products set price_cents = price_cents + 1 where id = $1', [snack.id]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tab.events.filter((e) => e.at >= since && e.event === 'wishlist')).toEqual([]);

    // A product hearted after the stream opened is watched too.
    await heart(alice, snack.id);
    await new Promise((resolve) => setTimeout(resolve, 200));
    since = performance.now();
    await shop.database.query('update products set price_cents = price_cents + 1 where id = $1', [snack.id]);
    await tab.next('wishlist', 1_000, since);
  });
});
