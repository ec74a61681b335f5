import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartDto, CartWithAdjustments } from '../../../shared/cart';
import type { CheckoutQuoteDto, PlaceOrderResult } from '../../../shared/checkout';
import {
  call,
  fillCart,
  orderBody,
  type Shopper,
  signInShoppers,
  startShop,
  submitOrder,
  type TestShop,
} from '../../test/harness';

/** The three defects the outside probe found beside the security ones. */
let shop: TestShop;
let shoppers: Shopper[];
beforeAll(async () => {
  shop = await startShop({ env: { DELIVERY_SLOT_CAPACITY: '1000' } });
  shoppers = await signInShoppers(shop, 3);
}, 120_000);
afterAll(() => shop?.close());

describe('one tax rule', () => {
  it('the checkout quote without a state estimates the same Texas tax as the cart summary', async () => {
    const [asha] = shoppers;
    const { mangoes, incense } = shop.products;
    await fillCart(shop.database, asha!.id, [
      { productId: mangoes.id, quantity: 4 },
      { productId: incense.id, quantity: 20 },
    ]);
    const cart = await call<CartDto>(shop, asha!, 'GET', '/api/cart');
    const quote = await call<CheckoutQuoteDto>(shop, asha!, 'POST', '/api/checkout/quote', { zipCode: '75038' });
    expect(quote.status).toBe(200);
    // 20 × $4.99 of taxable incense at 6.25 %: $6.24 (mangoes are food, exempt).
    expect(cart.body.summary.taxCents).toBe(624);
    expect(quote.body.totals.taxCents).toBe(cart.body.summary.taxCents);
    expect(quote.body.totals.taxState).toBe('TX');
    // A state given is still the state used.
    const oregon = await call<CheckoutQuoteDto>(shop, asha!, 'POST', '/api/checkout/quote', {
      zipCode: '75038',
      state: 'OR',
    });
    expect(oregon.body.totals.taxCents).toBe(0);
  });
});

describe('paying a cash-on-delivery order online', () => {
  it('says there is nothing to pay online instead of "expired", and changes nothing', async () => {
    const [, ravi] = shoppers;
    await fillCart(shop.database, ravi!.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const placed = await submitOrder(shop, ravi!, orderBody());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = (placed.body as PlaceOrderResult).order;
    expect(order.status).toBe('confirmed');
    const pay = await call<{ error: { code: string; message: string } }>(
      shop,
      ravi!,
      'POST',
      `/api/orders/${order.id}/pay`,
      {
        method: 'stripe_card',
        card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ravi Kumar' },
      },
    );
    expect(pay.status).toBe(409);
    expect(pay.body.error).toEqual({
      code: 'PAY_ON_DELIVERY',
      message:
        'This order is paid in cash on delivery, so there is nothing to pay online. Please have the amount ready for the driver.',
    });
    const [payments] = await shop.database.query<{ n: number }>(
      'select count(*)::int as n from payments where order_id = $1',
      [order.id],
    );
    expect(payments!.n).toBe(1);
  });
});

describe('guest-cart merge: the add endpoint rules and messages', () => {
  const merge = (who: Shopper, items: unknown[]) =>
    call<CartWithAdjustments>(shop, who, 'POST', '/api/cart/merge', { guestCartId: randomUUID(), items });

  it('tells the shopper about 2.5 of a counted item, 0.05 lb of a weighed one and a weighed item in pieces', async () => {
    const [, , meera] = shoppers;
    const { paneer, okra, mangoes } = shop.products;
    const { status, body } = await merge(meera!, [
      { productId: paneer.id, quantity: 2.5 },
      { productId: okra.id, quantity: 0.05 },
      { productId: okra.id, quantity: 2, unit: 'piece' },
      { productId: mangoes.id, quantity: 2, unit: 'lb' },
      { productId: okra.id, quantity: 32, unit: 'oz' },
    ]);
    expect(status).toBe(200);
    expect(body.adjustments).toEqual([
      expect.objectContaining({
        productId: paneer.id,
        requested: 2.5,
        added: 0,
        message: 'Quantity must be a whole number',
      }),
      expect.objectContaining({ productId: okra.id, requested: 0.05, added: 0, message: 'Minimum quantity is 1.1 lb' }),
      expect.objectContaining({
        productId: okra.id,
        requested: 2,
        added: 0,
        message: 'This product is sold by weight: choose lb or oz',
      }),
      expect.objectContaining({ productId: mangoes.id, added: 0, message: 'This product is sold by the piece' }),
    ]);
    // Only the 32 oz (2 lb) of okra went in.
    expect(body.cart.items.map((item) => [item.product.name, item.quantity])).toEqual([[okra.name, 2]]);
  });

  it('the add endpoint refuses a unit that does not fit the product, with the same message', async () => {
    const [, , meera] = shoppers;
    const added = await call<{ error: { message: string; fields: Record<string, string> } }>(
      shop,
      meera!,
      'POST',
      '/api/cart/items',
      { productId: shop.products.okra.id, quantity: 2, unit: 'piece' },
    );
    expect(added.status).toBe(400);
    expect(added.body.error.fields.unit).toBe('This product is sold by weight: choose lb or oz');
  });
});
