import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AddCartItemResult,
  type CartDto,
  type CartWithAdjustments,
  DRAFT_NAME_REQUIRED_MESSAGE,
  type DraftDto,
  type DraftSummaryDto,
  type RemovedItemDto,
  type SavedItemDto,
} from '../../../shared/cart';
import { call, type Shopper, signInShopper, startShop, type TestShop } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string } };

let shop: TestShop;
let alice: Shopper;
let bob: Shopper;
beforeAll(async () => {
  shop = await startShop();
  alice = await signInShopper(shop);
  bob = await signInShopper(shop);
});
afterAll(() => shop?.close());
beforeEach(() => shop.reset());

const add = async (who: Shopper, payload: Record<string, unknown>) =>
  (await call<AddCartItemResult>(shop, who, 'POST', '/api/cart/items', payload)).body.item;
const cartOf = async (who: Shopper) => (await call<CartDto>(shop, who, 'GET', '/api/cart')).body;
const savedOf = async (who: Shopper) => (await call<SavedItemDto[]>(shop, who, 'GET', '/api/cart/saved')).body;
const removedOf = async (who: Shopper) => (await call<RemovedItemDto[]>(shop, who, 'GET', '/api/cart/removed')).body;

describe('save for later and move to cart', () => {
  it('moves a line to the saved list, and back to the cart with quantity 1', async () => {
    const { rice } = shop.products;
    const line = await add(alice, { productId: rice.id, variantId: rice.variants[0]!.id, quantity: 4 });
    const saved = await call<{ saved: SavedItemDto }>(shop, alice, 'POST', `/api/cart/items/${line.id}/save-for-later`);
    expect(saved.status).toBe(200);
    expect(saved.body.saved).toMatchObject({
      productId: rice.id,
      variantId: rice.variants[0]!.id,
      variant: { name: '10 lb bag' },
      product: { name: rice.name },
    });
    expect((await cartOf(alice)).items).toEqual([]);
    expect(await savedOf(alice)).toHaveLength(1);
    expect(await removedOf(alice)).toEqual([]);

    const moved = await call<AddCartItemResult>(
      shop,
      alice,
      'POST',
      `/api/cart/saved/${saved.body.saved.id}/move-to-cart`,
    );
    expect(moved.status).toBe(200);
    expect(moved.body.item).toMatchObject({ productId: rice.id, variantId: rice.variants[0]!.id, quantity: 1 });
    expect(await savedOf(alice)).toEqual([]);
  });

  it('saves a product from its page once, and deletes a saved item', async () => {
    const { mangoes } = shop.products;
    const first = await call<{ saved: SavedItemDto }>(shop, alice, 'POST', '/api/cart/saved', {
      productId: mangoes.id,
    });
    const again = await call<{ saved: SavedItemDto }>(shop, alice, 'POST', '/api/cart/saved', {
      productId: mangoes.id,
    });
    expect(again.body.saved.id).toBe(first.body.saved.id);
    expect(await savedOf(alice)).toHaveLength(1);
    expect(
      (
        await call(shop, alice, 'POST', '/api/cart/saved', {
          productId: mangoes.id,
          variantId: shop.products.rice.variants[0]!.id,
        })
      ).status,
    ).toBe(404);
    expect((await call(shop, bob, 'DELETE', `/api/cart/saved/${first.body.saved.id}`)).status).toBe(404);
    expect((await call(shop, alice, 'DELETE', `/api/cart/saved/${first.body.saved.id}`)).status).toBe(200);
    expect(await savedOf(alice)).toEqual([]);
  });

  it('keeps the saved item when the product cannot be added (409), and hides it from other shoppers', async () => {
    const { paneer } = shop.products;
    const { body } = await call<{ saved: SavedItemDto }>(shop, alice, 'POST', '/api/cart/saved', {
      productId: paneer.id,
    });
    await shop.database.query('update products set stock_quantity = 0 where id = $1', [paneer.id]);
    const refused = await call<ErrorBody>(shop, alice, 'POST', `/api/cart/saved/${body.saved.id}/move-to-cart`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Product is out of stock');
    expect(await savedOf(alice)).toHaveLength(1);
    const [shown] = await savedOf(alice);
    expect(shown!.product.inStock).toBe(false);
    expect((await call(shop, bob, 'POST', `/api/cart/saved/${body.saved.id}/move-to-cart`)).status).toBe(404);
    expect(await savedOf(bob)).toEqual([]);
  });
});

describe('recently removed and restore', () => {
  it('records a removed line with its quantity and note, and restores both', async () => {
    const { okra } = shop.products;
    const line = await add(alice, { productId: okra.id, quantity: 4.4, unit: 'lb', customRequirements: 'tender' });
    await call(shop, alice, 'DELETE', `/api/cart/items/${line.id}`);
    const [removed] = await removedOf(alice);
    expect(removed).toMatchObject({ productId: okra.id, quantity: 4.4, customRequirements: 'tender' });

    const restored = await call<AddCartItemResult>(shop, alice, 'POST', `/api/cart/removed/${removed!.id}/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.item).toMatchObject({ productId: okra.id, quantity: 4.4, customRequirements: 'tender' });
    expect(await removedOf(alice)).toEqual([]);
    const again = await call<ErrorBody>(shop, alice, 'POST', `/api/cart/removed/${removed!.id}/restore`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Removed item not found');
  });

  it('adds the old quantity to a line that is back in the cart, within stock', async () => {
    const { paneer } = shop.products;
    const line = await add(alice, { productId: paneer.id, quantity: 2 });
    await call(shop, alice, 'DELETE', `/api/cart/items/${line.id}`);
    await add(alice, { productId: paneer.id, quantity: 2 });
    const [removed] = await removedOf(alice);
    const refused = await call<ErrorBody>(shop, alice, 'POST', `/api/cart/removed/${removed!.id}/restore`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Only 1 items available');
    expect(await removedOf(alice)).toHaveLength(1);
  });

  it('keeps one entry per product, the newest 20, and nothing for Undo after add', async () => {
    const { mangoes, snack } = shop.products;
    const undo = await add(alice, { productId: snack.id, quantity: 1 });
    expect((await call(shop, alice, 'DELETE', `/api/cart/items/${undo.id}?remember=false`)).status).toBe(200);
    expect(await removedOf(alice)).toEqual([]);

    for (const quantity of [1, 2, 3]) {
      const line = await add(alice, { productId: mangoes.id, quantity });
      await call(shop, alice, 'DELETE', `/api/cart/items/${line.id}`);
    }
    expect((await removedOf(alice)).map((r) => r.quantity)).toEqual([3]);

    const [category] = await shop.database.query<{ id: string }>('select id from categories limit 1');
    for (let i = 0; i < 22; i++) {
      const [p] = await shop.database.query<{ id: string }>(
        `insert into products (name, slug, price_cents, stock_quantity, category_id) values ($1, $2, 100, 10, $3) returning id`,
        [`Removal test ${i}`, `removal-test-${i}-${Date.now()}`, category!.id],
      );
      const line = await add(alice, { productId: p!.id, quantity: 1 });
      await call(shop, alice, 'DELETE', `/api/cart/items/${line.id}`);
    }
    const list = await removedOf(alice);
    expect(list).toHaveLength(20);
    expect(list[0]!.product.name).toBe('Removal test 21');
    const [{ n }] = (await shop.database.query<{ n: number }>(
      'select count(*)::int as n from recently_removed_items where user_id = $1',
      [alice.id],
    )) as [{ n: number }];
    expect(n).toBe(20);
  });

  it("is a 404 for another shopper's removed item", async () => {
    const line = await add(bob, { productId: shop.products.mangoes.id, quantity: 1 });
    await call(shop, bob, 'DELETE', `/api/cart/items/${line.id}`);
    const [removed] = await removedOf(bob);
    expect((await call(shop, alice, 'POST', `/api/cart/removed/${removed!.id}/restore`)).status).toBe(404);
    expect((await call(shop, alice, 'DELETE', `/api/cart/removed/${removed!.id}`)).status).toBe(404);
    expect(await removedOf(bob)).toHaveLength(1);
    expect((await call(shop, bob, 'DELETE', `/api/cart/removed/${removed!.id}`)).status).toBe(200);
  });
});

describe('draft orders', () => {
  it('saves the cart as a named draft, lists drafts newest first, and loads one back', async () => {
    const { mangoes, rice, incense } = shop.products;
    expect((await call<ErrorBody>(shop, alice, 'POST', '/api/cart/drafts', { name: 'Empty' })).body.error.message).toBe(
      'Your cart is empty',
    );
    await add(alice, { productId: mangoes.id, quantity: 2, customRequirements: 'ripe' });
    await add(alice, { productId: rice.id, variantId: rice.variants[1]!.id, quantity: 1 });
    const saved = await call<DraftDto>(shop, alice, 'POST', '/api/cart/drafts', { name: '  Diwali list ' });
    expect(saved.status).toBe(201);
    expect(saved.body).toMatchObject({ name: 'Diwali list', itemCount: 3, totalAmountCents: 2 * 1299 + 3499 });
    expect(saved.body.items).toEqual([
      expect.objectContaining({ productId: mangoes.id, quantity: 2, customRequirements: 'ripe', unitPriceCents: 1299 }),
      expect.objectContaining({ productId: rice.id, variantId: rice.variants[1]!.id, variantName: '20 lb bag' }),
    ]);
    await add(alice, { productId: incense.id, quantity: 1 });
    await call(shop, alice, 'POST', '/api/cart/drafts', { name: 'Weekly' });
    const list = await call<DraftSummaryDto[]>(shop, alice, 'GET', '/api/cart/drafts');
    expect(list.body.map((d) => d.name)).toEqual(['Weekly', 'Diwali list']);
    expect(list.body[0]).not.toHaveProperty('items');

    await call(shop, alice, 'DELETE', '/api/cart');
    const loaded = await call<CartWithAdjustments>(shop, alice, 'POST', `/api/cart/drafts/${saved.body.id}/load`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.adjustments).toEqual([]);
    expect(loaded.body.cart.items.map((i) => [i.product.name, i.quantity, i.customRequirements])).toEqual([
      [mangoes.name, 2, 'ripe'],
      [rice.name, 1, null],
    ]);
    // Loading again adds on top, within stock (2 of the 20 lb bag).
    const twice = await call<CartWithAdjustments>(shop, alice, 'POST', `/api/cart/drafts/${saved.body.id}/load`);
    expect(twice.body.cart.items.map((i) => i.quantity)).toEqual([4, 2]);
    expect(twice.body.adjustments).toEqual([]);
    expect((await cartOf(alice)).items).toHaveLength(2);
  });

  it('reports draft lines that can no longer be added in full', async () => {
    const { paneer, snack } = shop.products;
    await add(alice, { productId: paneer.id, quantity: 3 });
    await add(alice, { productId: snack.id, quantity: 1 });
    const { body } = await call<DraftDto>(shop, alice, 'POST', '/api/cart/drafts', { name: 'Party' });
    await call(shop, alice, 'DELETE', '/api/cart');
    await shop.database.query('update products set stock_quantity = 1 where id = $1', [paneer.id]);
    await shop.database.query('update products set is_active = false where id = $1', [snack.id]);
    const loaded = await call<CartWithAdjustments>(shop, alice, 'POST', `/api/cart/drafts/${body.id}/load`);
    expect(loaded.body.cart.items.map((i) => i.quantity)).toEqual([1]);
    expect(loaded.body.adjustments).toEqual([
      expect.objectContaining({
        requested: 3,
        added: 1,
        message: 'Malai Paneer 14 oz - Only 1 available, but 3 requested',
      }),
      expect.objectContaining({ name: 'Masala Peanuts 200 g', added: 0, message: 'Product not found' }),
    ]);
  });

  it('validates the name, keeps drafts private, and deletes them', async () => {
    await add(alice, { productId: shop.products.mangoes.id, quantity: 1 });
    for (const name of ['', '   ']) {
      const { status, body } = await call<ErrorBody>(shop, alice, 'POST', '/api/cart/drafts', { name });
      expect(status).toBe(400);
      expect(body.error.message).toBe(DRAFT_NAME_REQUIRED_MESSAGE);
    }
    expect((await call<ErrorBody>(shop, alice, 'POST', '/api/cart/drafts', { name: 'n'.repeat(101) })).status).toBe(
      400,
    );
    const { body } = await call<DraftDto>(shop, alice, 'POST', '/api/cart/drafts', { name: 'Mine' });
    for (const [method, url] of [
      ['GET', `/api/cart/drafts/${body.id}`],
      ['POST', `/api/cart/drafts/${body.id}/load`],
      ['DELETE', `/api/cart/drafts/${body.id}`],
    ] as const) {
      const answer = await call<ErrorBody>(shop, bob, method, url);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body.error.message).toBe('Draft order not found');
    }
    expect((await cartOf(bob)).items).toEqual([]);
    expect((await call<DraftDto>(shop, alice, 'GET', `/api/cart/drafts/${body.id}`)).body.name).toBe('Mine');
    expect((await call(shop, alice, 'DELETE', `/api/cart/drafts/${body.id}`)).status).toBe(200);
    expect((await call<DraftSummaryDto[]>(shop, alice, 'GET', '/api/cart/drafts')).body).toEqual([]);
  });

  it('keeps at most 20 drafts', async () => {
    await add(alice, { productId: shop.products.mangoes.id, quantity: 1 });
    for (let i = 0; i < 20; i++) await call(shop, alice, 'POST', '/api/cart/drafts', { name: `Draft ${i}` });
    const refused = await call<ErrorBody>(shop, alice, 'POST', '/api/cart/drafts', { name: 'One more' });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('TOO_MANY_DRAFTS');
  });
});
