import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AddCartItemResult,
  CUSTOM_REQUIREMENTS_MESSAGE,
  type CartDto,
  type CartLineDto,
  type CartWithAdjustments,
  PRODUCT_ID_REQUIRED_MESSAGE,
  VARIANT_NOT_FOUND_MESSAGE,
  WHOLE_QUANTITY_MESSAGE,
} from '../../../shared/cart';
import { call, type Shopper, signIn, signInShopper, startShop, type TestShop } from '../../test/harness';

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

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

const add = (who: Shopper, payload: Record<string, unknown>) =>
  call<AddCartItemResult & ErrorBody>(shop, who, 'POST', '/api/cart/items', payload);
const cartOf = async (who: Shopper) => (await call<CartDto>(shop, who, 'GET', '/api/cart')).body;
const lineQuantity = async (id: string) =>
  (await shop.database.query<{ q: number }>('select quantity::float8 as q from cart_items where id = $1', [id]))[0]?.q;

describe('who may use the cart', () => {
  it('asks a guest to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/items'],
      ['DELETE', '/api/cart'],
      ['GET', '/api/cart/saved'],
      ['GET', '/api/cart/removed'],
      ['GET', '/api/cart/drafts'],
    ] as const) {
      const { status } = await call(
        shop,
        null,
        method,
        url,
        method === 'POST' ? { productId: shop.products.mangoes.id, quantity: 1 } : undefined,
      );
      expect(status, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/cart/items', () => {
  it('adds a line with its product, then adds quantities to the same product and variant', async () => {
    const { mangoes } = shop.products;
    const first = await add(alice, { productId: mangoes.id, quantity: 2, customRequirements: 'ripe mangoes only' });
    expect(first.status).toBe(200);
    expect(first.body.previousQuantity).toBe(0);
    expect(first.body.item).toMatchObject({
      productId: mangoes.id,
      variantId: null,
      quantity: 2,
      customRequirements: 'ripe mangoes only',
      unitPriceCents: 1299,
      lineTotalCents: 2598,
      inStock: true,
      limitedStock: false,
      product: { name: mangoes.name, brand: '' },
    });
    const second = await add(alice, { productId: mangoes.id, quantity: 3 });
    expect(second.body.previousQuantity).toBe(2);
    expect(second.body.item).toMatchObject({
      id: first.body.item.id,
      quantity: 5,
      customRequirements: 'ripe mangoes only',
    });

    const cart = await cartOf(alice);
    expect(cart.items).toHaveLength(1);
    expect(cart.summary).toMatchObject({ subtotalCents: 6495, itemCount: 5 });
    expect((await cartOf(bob)).items).toEqual([]);
  });

  it('keeps one line per variant, priced and stocked by the variant', async () => {
    const { rice } = shop.products;
    const [small, large] = rice.variants;
    await add(alice, { productId: rice.id, variantId: small!.id, quantity: 1 });
    const { body } = await add(alice, { productId: rice.id, variantId: large!.id, quantity: 2 });
    expect(body.item).toMatchObject({ variant: { name: '20 lb bag' }, unitPriceCents: 3499, availableQuantity: 2 });
    expect((await cartOf(alice)).items.map((i) => i.variant?.name)).toEqual(['10 lb bag', '20 lb bag']);
  });

  it('takes fractional pounds for a weight-based product', async () => {
    const { okra } = shop.products;
    const { status, body } = await add(alice, { productId: okra.id, quantity: 2.2, unit: 'lb' });
    expect(status).toBe(200);
    expect(body.item).toMatchObject({ quantity: 2.2, lineTotalCents: 878 });
    const ounces = await add(alice, { productId: okra.id, quantity: 32, unit: 'oz' });
    expect(ounces.body.item.quantity).toBe(4.2);
    // Two mangoes and 4.2 lb of okra are three items, not 6.2 (PRODUCT.md: a weighed line counts once).
    await add(alice, { productId: shop.products.mangoes.id, quantity: 2 });
    expect((await cartOf(alice)).summary.itemCount).toBe(3);
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 'Quantity must be at least 1'],
    ['quantity -5', { quantity: -5 }, 'Quantity must be at least 1'],
    ['quantity 51', { quantity: 51 }, 'Maximum quantity is 50'],
    ['2.5 of a counted item', { quantity: 2.5 }, WHOLE_QUANTITY_MESSAGE],
    ['2.5 "lb" of a counted item', { quantity: 2.5, unit: 'lb' }, WHOLE_QUANTITY_MESSAGE],
    ['a quantity that is not a number', { quantity: '2' }, 'Quantity must be a number'],
    ['a 501-character note', { quantity: 1, customRequirements: 'x'.repeat(501) }, CUSTOM_REQUIREMENTS_MESSAGE],
  ])('refuses %s of a counted item with a 400', async (_, payload, message) => {
    const { status, body } = await add(alice, { productId: shop.products.mangoes.id, ...payload });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect((await cartOf(alice)).items).toEqual([]);
  });

  it.each([
    ['60 lb', { quantity: 60, unit: 'lb' }, 'Maximum quantity is 55 lb'],
    ['60 (no unit)', { quantity: 60 }, 'Maximum quantity is 55 lb'],
    ['1 lb', { quantity: 1, unit: 'lb' }, 'Minimum quantity is 1.1 lb'],
    ['0 lb', { quantity: 0 }, 'Minimum quantity is 1.1 lb'],
  ])('refuses %s of a weight-based item with a 400', async (_, payload, message) => {
    const { status, body } = await add(alice, { productId: shop.products.okra.id, ...payload });
    expect(status).toBe(400);
    expect(body.error.message).toBe(message);
  });

  it('accepts a 500-character note', async () => {
    const { status, body } = await add(alice, {
      productId: shop.products.mangoes.id,
      quantity: 1,
      customRequirements: 'y'.repeat(500),
    });
    expect(status).toBe(200);
    expect(body.item.customRequirements).toHaveLength(500);
  });

  it('needs a product id', async () => {
    for (const payload of [{ quantity: 1 }, { productId: '', quantity: 1 }, { productId: '  ', quantity: 1 }]) {
      const { status, body } = await add(alice, payload);
      expect(status).toBe(400);
      expect(body.error.message).toBe(PRODUCT_ID_REQUIRED_MESSAGE);
    }
  });

  it('does not sell an unknown or deactivated product, or a variant of another product', async () => {
    const unknown = await add(alice, { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('Product not found');

    await shop.database.query('update products set is_active = false where id = $1', [shop.products.snack.id]);
    const inactive = await add(alice, { productId: shop.products.snack.id, quantity: 1 });
    expect(inactive.status).toBe(404);
    expect(inactive.body.error.message).toBe('Product not found');

    const foreign = await add(alice, {
      productId: shop.products.mangoes.id,
      variantId: shop.products.rice.variants[0]!.id,
      quantity: 1,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe(VARIANT_NOT_FOUND_MESSAGE);
    expect((await cartOf(alice)).items).toEqual([]);
  });

  it('answers stock conflicts with a 409 and the spec messages', async () => {
    const { ghee, paneer, rice, okra } = shop.products;
    const sold = await add(alice, { productId: ghee.id, quantity: 1 });
    expect(sold.status).toBe(409);
    expect(sold.body.error).toEqual({ code: 'OUT_OF_STOCK', message: 'Product is out of stock' });

    expect((await add(alice, { productId: paneer.id, quantity: 2 })).status).toBe(200);
    const more = await add(alice, { productId: paneer.id, quantity: 2 });
    expect(more.status).toBe(409);
    expect(more.body.error).toEqual({ code: 'INSUFFICIENT_STOCK', message: 'Only 1 items available' });

    const variant = await add(alice, { productId: rice.id, variantId: rice.variants[1]!.id, quantity: 3 });
    expect(variant.status).toBe(409);
    expect(variant.body.error.message).toBe('Only 2 items available');

    await add(alice, { productId: okra.id, quantity: 25.5, unit: 'lb' });
    const pounds = await add(alice, { productId: okra.id, quantity: 5, unit: 'lb' });
    expect(pounds.body.error.message).toBe('Only 4.5 items available');
  });

  it('never lets a line pass 50, however it is reached', async () => {
    const { mangoes } = shop.products;
    await add(alice, { productId: mangoes.id, quantity: 30 });
    const { status, body } = await add(alice, { productId: mangoes.id, quantity: 30 });
    expect(status).toBe(400);
    expect(body.error.message).toBe('Maximum quantity is 50');
    expect((await cartOf(alice)).items[0]!.quantity).toBe(30);
  });

  it('adds concurrently without losing or exceeding quantities', async () => {
    const { paneer } = shop.products;
    const results = await Promise.all([1, 2, 3, 4].map(() => add(alice, { productId: paneer.id, quantity: 1 })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(1);
    expect((await cartOf(alice)).items[0]!.quantity).toBe(3);
  });
});

describe('PATCH /api/cart/items/:id', () => {
  const patch = (who: Shopper, id: string, payload: unknown) =>
    call<{ item: CartLineDto } & ErrorBody>(shop, who, 'PATCH', `/api/cart/items/${id}`, payload);

  it('sets the quantity and the note', async () => {
    const { body } = await add(alice, { productId: shop.products.mangoes.id, quantity: 1 });
    const id = body.item.id;
    const changed = await patch(alice, id, { quantity: 4 });
    expect(changed.status).toBe(200);
    expect(changed.body.item).toMatchObject({ id, quantity: 4, lineTotalCents: 5196 });
    const noted = await patch(alice, id, { customRequirements: 'not too soft' });
    expect(noted.body.item).toMatchObject({ quantity: 4, customRequirements: 'not too soft' });
    const cleared = await patch(alice, id, { customRequirements: '' });
    expect(cleared.body.item.customRequirements).toBeNull();
  });

  it.each([
    [{ quantity: 0 }, 'Quantity must be at least 1'],
    [{ quantity: -5 }, 'Quantity must be at least 1'],
    [{ quantity: 51 }, 'Maximum quantity is 50'],
    [{ quantity: 2.5 }, WHOLE_QUANTITY_MESSAGE],
    [{ customRequirements: 'z'.repeat(501) }, CUSTOM_REQUIREMENTS_MESSAGE],
    [{}, 'Nothing to update'],
  ])('refuses %j with a 400 and leaves the line alone', async (payload, message) => {
    const { body } = await add(alice, { productId: shop.products.mangoes.id, quantity: 3 });
    const { status, body: answer } = await patch(alice, body.item.id, payload);
    expect(status).toBe(400);
    expect(answer.error.message).toBe(message);
    expect(await lineQuantity(body.item.id)).toBe(3);
  });

  it('refuses 60 lb and allows 54.5 lb of a weight-based item', async () => {
    await shop.database.query('update products set stock_quantity = 100 where id = $1', [shop.products.okra.id]);
    const { body } = await add(alice, { productId: shop.products.okra.id, quantity: 2, unit: 'lb' });
    expect((await patch(alice, body.item.id, { quantity: 60, unit: 'lb' })).body.error.message).toBe(
      'Maximum quantity is 55 lb',
    );
    expect((await patch(alice, body.item.id, { quantity: 54.5 })).body.item.quantity).toBe(54.5);
  });

  it('answers with the stock message when stock is short or gone', async () => {
    const { paneer, rice } = shop.products;
    const line = (await add(alice, { productId: paneer.id, quantity: 1 })).body.item;
    const short = await patch(alice, line.id, { quantity: 5 });
    expect(short.status).toBe(409);
    expect(short.body.error).toEqual({
      code: 'INSUFFICIENT_STOCK',
      message: 'Malai Paneer 14 oz - Only 3 available, but 5 requested',
    });
    const big = (await add(alice, { productId: rice.id, variantId: rice.variants[1]!.id, quantity: 1 })).body.item;
    expect((await patch(alice, big.id, { quantity: 3 })).body.error.message).toBe(
      'Aged Basmati Rice (20 lb bag) - Only 2 available, but 3 requested',
    );
    await shop.database.query('update products set stock_quantity = 0 where id = $1', [paneer.id]);
    const gone = await patch(alice, line.id, { quantity: 1 });
    expect(gone.status).toBe(409);
    expect(gone.body.error).toEqual({ code: 'OUT_OF_STOCK', message: 'Malai Paneer 14 oz is out of stock' });
  });

  it("is a 404 for another shopper's line, which stays untouched", async () => {
    const line = (await add(bob, { productId: shop.products.mangoes.id, quantity: 2 })).body.item;
    const patched = await patch(alice, line.id, { quantity: 9 });
    expect(patched.status).toBe(404);
    expect(patched.body.error.message).toBe('Cart item not found');
    const removed = await call<ErrorBody>(shop, alice, 'DELETE', `/api/cart/items/${line.id}`);
    expect(removed.status).toBe(404);
    const saved = await call<ErrorBody>(shop, alice, 'POST', `/api/cart/items/${line.id}/save-for-later`);
    expect(saved.status).toBe(404);
    expect(await lineQuantity(line.id)).toBe(2);
    expect((await cartOf(bob)).items).toHaveLength(1);
    expect((await call(shop, alice, 'PATCH', '/api/cart/items/not-a-uuid', { quantity: 1 })).status).toBe(400);
  });

  it('keeps a deactivated product in the cart as out of stock', async () => {
    const line = (await add(alice, { productId: shop.products.snack.id, quantity: 2 })).body.item;
    await shop.database.query('update products set is_active = false where id = $1', [shop.products.snack.id]);
    const [shown] = (await cartOf(alice)).items;
    expect(shown).toMatchObject({ id: line.id, inStock: false, availableQuantity: 0, limitedStock: true });
    const { status, body } = await patch(alice, line.id, { quantity: 1 });
    expect(status).toBe(409);
    expect(body.error.message).toBe('Masala Peanuts 200 g is out of stock');
  });
});

describe('DELETE /api/cart/items/:id and DELETE /api/cart', () => {
  it('returns the removed row and clears the whole cart', async () => {
    const line = (await add(alice, { productId: shop.products.mangoes.id, quantity: 2 })).body.item;
    await add(alice, { productId: shop.products.paneer.id, quantity: 1 });
    await add(bob, { productId: shop.products.paneer.id, quantity: 1 });
    const removed = await call<{ item: unknown }>(shop, alice, 'DELETE', `/api/cart/items/${line.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.item).toEqual({
      id: line.id,
      productId: shop.products.mangoes.id,
      variantId: null,
      quantity: 2,
    });
    expect((await cartOf(alice)).items).toHaveLength(1);
    const cleared = await call<{ removed: number }>(shop, alice, 'DELETE', '/api/cart');
    expect(cleared.body).toEqual({ removed: 1 });
    expect((await cartOf(alice)).items).toEqual([]);
    expect((await cartOf(bob)).items).toHaveLength(1);
  });
});

describe('POST /api/cart/merge (guest cart on sign-in)', () => {
  const merge = (items: unknown[], guestCartId: string = randomUUID(), who: Shopper = alice) =>
    call<CartWithAdjustments & ErrorBody>(shop, who, 'POST', '/api/cart/merge', { guestCartId, items });

  it('adds guest quantities to the stored cart, capped by stock and the limits, and says what it capped', async () => {
    const { mangoes, paneer, ghee, okra, rice } = shop.products;
    await add(alice, { productId: mangoes.id, quantity: 45, customRequirements: 'stored note' });
    const { status, body } = await merge([
      { productId: mangoes.id, quantity: 10, customRequirements: 'guest note' },
      { productId: paneer.id, quantity: 2 },
      { productId: paneer.id, quantity: 3 },
      { productId: ghee.id, quantity: 1 },
      { productId: okra.id, quantity: 2.2, customRequirements: 'tender ones' },
      { productId: rice.id, variantId: rice.variants[0]!.id, quantity: 1 },
      { productId: mangoes.id, variantId: rice.variants[0]!.id, quantity: 1 },
      { productId: '00000000-0000-4000-8000-000000000000', quantity: 1 },
    ]);
    expect(status).toBe(200);
    const byName = Object.fromEntries(body.cart.items.map((i) => [i.product.name, i]));
    expect(byName[mangoes.name]).toMatchObject({ quantity: 50, customRequirements: 'stored note' });
    expect(byName[paneer.name]).toMatchObject({ quantity: 3 });
    expect(byName[okra.name]).toMatchObject({ quantity: 2.2, customRequirements: 'tender ones' });
    expect(byName[rice.name]).toMatchObject({ quantity: 1 });
    expect(byName[ghee.name]).toBeUndefined();
    expect(body.adjustments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          productId: mangoes.id,
          variantId: null,
          requested: 10,
          added: 5,
          message: 'Maximum quantity is 50',
        }),
        expect.objectContaining({
          productId: paneer.id,
          requested: 5,
          added: 3,
          message: 'Malai Paneer 14 oz - Only 3 available, but 5 requested',
        }),
        expect.objectContaining({ productId: ghee.id, added: 0, message: 'Desi Cow Ghee 1 L is out of stock' }),
        expect.objectContaining({
          productId: mangoes.id,
          variantId: rice.variants[0]!.id,
          message: VARIANT_NOT_FOUND_MESSAGE,
        }),
        expect.objectContaining({ added: 0, message: 'Product not found' }),
      ]),
    );
    expect(body.adjustments).toHaveLength(5);
  });

  it('refuses a malformed guest cart as a whole', async () => {
    expect((await merge([{ productId: 'nope', quantity: 1 }])).status).toBe(400);
    expect(
      (await merge(Array.from({ length: 101 }, () => ({ productId: shop.products.mangoes.id, quantity: 1 })))).status,
    ).toBe(400);
    expect((await merge([{ productId: shop.products.mangoes.id, quantity: 1 }], 'not-an-id')).status).toBe(400);
    const empty = await merge([]);
    expect(empty.status).toBe(200);
    expect(empty.body.cart.items).toEqual([]);
  });

  it('merges one guest cart once: ten at once, then again from a new session, give its quantities once', async () => {
    const { mangoes, okra } = shop.products;
    const meera = await signInShopper(shop);
    await add(meera, { productId: mangoes.id, quantity: 2 });
    const guestCartId = randomUUID();
    const guestLines = [
      { productId: mangoes.id, quantity: 3 },
      { productId: okra.id, quantity: 3.3 },
    ];
    const answers = await Promise.all(Array.from({ length: 10 }, () => merge(guestLines, guestCartId, meera)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const again = await signIn(shop, meera.email, meera.password);
    await merge(guestLines, guestCartId, { ...meera, cookie: again.cookie });

    const quantities = Object.fromEntries((await cartOf(meera)).items.map((i) => [i.product.name, i.quantity]));
    expect(quantities).toEqual({ [mangoes.name]: 5, [okra.name]: 3.3 });
    // Another guest cart is another merge.
    await merge([{ productId: mangoes.id, quantity: 1 }], randomUUID(), meera);
    expect((await cartOf(meera)).items.find((i) => i.product.id === mangoes.id)?.quantity).toBe(6);
  });

  it('keeps a line added while a merge runs, and both lines of two adds from two pages at once', async () => {
    const { mangoes, paneer, okra } = shop.products;
    await Promise.all([
      merge([{ productId: mangoes.id, quantity: 2 }]),
      add(alice, { productId: mangoes.id, quantity: 1 }),
      add(alice, { productId: paneer.id, quantity: 1 }),
      add(alice, { productId: okra.id, quantity: 1.1 }),
    ]);
    const quantities = Object.fromEntries((await cartOf(alice)).items.map((i) => [i.product.name, i.quantity]));
    expect(quantities).toEqual({ [mangoes.name]: 3, [paneer.name]: 1, [okra.name]: 1.1 });
  });
});
