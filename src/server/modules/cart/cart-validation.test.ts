import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CartDto,
  type CartSummaryDto,
  type CartValidationDto,
  DELIVERY_UNAVAILABLE_MESSAGE,
} from '../../../shared/cart';
import { computeTotals } from '../../../shared/order-totals';
import { call, setDefaultAddress, type Shopper, signInShopper, startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
let alice: Shopper;
beforeAll(async () => {
  shop = await startShop();
  alice = await signInShopper(shop);
});
afterAll(() => shop?.close());
beforeEach(() => shop.reset());

const add = (payload: Record<string, unknown>) => call(shop, alice, 'POST', '/api/cart/items', payload);
const validate = async (payload?: Record<string, unknown>) =>
  (await call<CartValidationDto>(shop, alice, 'POST', '/api/cart/validate', payload ?? {})).body;
const zoneOf = async (zip: string) =>
  (
    await shop.database.query<{ delivery_charge_cents: number; express_available: boolean }>(
      'select delivery_charge_cents, express_available from delivery_zones where zipcode = $1 and is_active',
      [zip],
    )
  )[0];

describe('cart summary', () => {
  it('estimates delivery and Texas tax before the shopper has an address, with the shared rules', async () => {
    const { mangoes, incense } = shop.products;
    await add({ productId: mangoes.id, quantity: 2 });
    await add({ productId: incense.id, quantity: 3 });
    const { body } = await call<CartDto>(shop, alice, 'GET', '/api/cart');
    const expected = computeTotals({
      lines: [
        { unitPriceCents: 1299, quantity: 2, taxClass: 'food' },
        { unitPriceCents: 499, quantity: 3, taxClass: 'taxable' },
      ],
      zone: null,
      state: 'TX',
    });
    expect(body.summary).toMatchObject({
      subtotalCents: 4095,
      itemCount: 5,
      deliveryCents: 500,
      taxCents: expected.taxCents,
      taxState: 'TX',
      totalCents: expected.totalCents,
      belowMinimum: true,
      minimumOrderCents: 5000,
      deliveryZip: null,
      deliveryAvailable: null,
      promoApplied: false,
    });
    expect(expected.taxCents).toBe(94); // 6.25% of $14.97, food exempt
  });

  it('uses the default address: its zone charge, waived over $50, and its state', async () => {
    await setDefaultAddress(shop, alice, '75038');
    const zone = (await zoneOf('75038'))!;
    await add({ productId: shop.products.mangoes.id, quantity: 1 });
    let summary = (await call<CartSummaryDto>(shop, alice, 'GET', '/api/cart/summary')).body;
    expect(summary).toMatchObject({
      deliveryZip: '75038',
      deliveryAvailable: true,
      deliveryCents: zone.delivery_charge_cents,
    });
    await add({ productId: shop.products.mangoes.id, quantity: 3 });
    summary = (await call<CartSummaryDto>(shop, alice, 'GET', '/api/cart/summary')).body;
    expect(summary).toMatchObject({ subtotalCents: 5196, deliveryCents: 0, belowMinimum: false });
    const elsewhere = (await call<CartSummaryDto>(shop, alice, 'GET', '/api/cart/summary?zip=10001')).body;
    expect(elsewhere).toMatchObject({ deliveryZip: '10001', deliveryAvailable: false });
    expect((await call(shop, alice, 'GET', '/api/cart/summary?zip=123')).status).toBe(400);
  });
});

describe('POST /api/cart/validate', () => {
  it("says 'Your cart is empty' for an empty cart", async () => {
    const result = await validate();
    expect(result).toMatchObject({ valid: false, message: 'Your cart is empty' });
    expect(result.problems).toEqual([{ code: 'CART_EMPTY', message: 'Your cart is empty', itemId: null }]);
  });

  it('flags the minimum order value', async () => {
    await add({ productId: shop.products.mangoes.id, quantity: 3 });
    expect(await validate()).toMatchObject({ valid: false, message: 'Minimum order value is $50' });
    await add({ productId: shop.products.mangoes.id, quantity: 1 });
    expect(await validate()).toMatchObject({ valid: true, message: null, problems: [] });
  });

  it('reports stock problems by line, in cart order, and flags limited stock in the cart', async () => {
    const { mangoes, paneer, snack } = shop.products;
    await add({ productId: mangoes.id, quantity: 4 });
    const paneerLine = (await add({ productId: paneer.id, quantity: 3 })).body as { item: { id: string } };
    const snackLine = (await add({ productId: snack.id, quantity: 1 })).body as { item: { id: string } };
    await shop.database.query('update products set stock_quantity = 2 where id = $1', [paneer.id]);
    await shop.database.query('update products set is_active = false where id = $1', [snack.id]);

    const result = await validate();
    expect(result.valid).toBe(false);
    expect(result.message).toBe('Malai Paneer 14 oz - Only 2 available, but 3 requested');
    expect(result.problems).toEqual([
      {
        code: 'INSUFFICIENT_STOCK',
        message: 'Malai Paneer 14 oz - Only 2 available, but 3 requested',
        itemId: paneerLine.item.id,
      },
      { code: 'OUT_OF_STOCK', message: 'Masala Peanuts 200 g is out of stock', itemId: snackLine.item.id },
    ]);

    const { body } = await call<CartDto>(shop, alice, 'GET', '/api/cart');
    expect(body.items.map((i) => i.limitedStock)).toEqual([false, true, true]);
    expect(body.limitedStockCount).toBe(2);
    expect(body.limitedStockMessage).toBe('2 items have limited stock. Please review your cart.');
  });

  it('refuses a postal code outside the delivery zones, from the body or the default address', async () => {
    await add({ productId: shop.products.mangoes.id, quantity: 4 });
    expect(await validate({ zip: '10001' })).toMatchObject({ valid: false, message: DELIVERY_UNAVAILABLE_MESSAGE });
    expect(await validate({ zip: '75038' })).toMatchObject({ valid: true });
    await setDefaultAddress(shop, alice, '10001', 'NY');
    const fromAddress = await validate();
    expect(fromAddress.message).toBe(DELIVERY_UNAVAILABLE_MESSAGE);
    expect(fromAddress.summary.taxState).toBe('NY');
    expect((await call(shop, alice, 'POST', '/api/cart/validate', { zip: 'abcde' })).status).toBe(400);
  });
});
