import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSlots } from '../../../shared/delivery-slots';
import {
  fillCart,
  orderBody,
  type Shopper,
  signInShoppers,
  startShop,
  submitOrder,
  type TestShop,
} from '../../test/harness';
import { KEY_REUSED_MESSAGE } from './idempotent-replay';

let shop: TestShop;
let shopper: Shopper;
beforeAll(async () => {
  shop = await startShop();
  shopper = (await signInShoppers(shop, 1))[0]!;
});
afterAll(() => shop?.close());
beforeEach(async () => {
  await shop.reset();
  await shop.database.query('delete from payments');
  await shop.database.query('delete from order_status_history');
  await shop.database.query('delete from order_items');
  await shop.database.query('delete from orders');
  await fillCart(shop.database, shopper.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
});

describe('an idempotency key reused', () => {
  it('with an identical request replays the first order', async () => {
    const body = orderBody({ payment: { method: 'cod', tip: { percent: 10 } } });
    const first = await submitOrder(shop, shopper, body);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await submitOrder(shop, shopper, body);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.order.id).toBe(first.body.order.id);
  });

  it('with another tip, window or name answers 422 and changes nothing', async () => {
    const body = orderBody({ payment: { method: 'cod', tip: { percent: 10 } } });
    const first = await submitOrder(shop, shopper, body);
    expect(first.status).toBe(201);
    const otherSlot = openSlots().find(
      (s) => s.date !== body.delivery.slot.date || s.start !== body.delivery.slot.start,
    )!;
    const changed = [
      { ...body, payment: { ...body.payment, tip: { percent: 20 as const } } },
      { ...body, delivery: { ...body.delivery, slot: { date: otherSlot.date, start: otherSlot.start } } },
      { ...body, contact: { ...body.contact, fullName: 'Someone Else' } },
    ];
    for (const request of changed) {
      const response = await submitOrder(shop, shopper, request);
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      expect(response.body.error).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', message: KEY_REUSED_MESSAGE });
    }
    const [order] = await shop.database.query<{ tip_cents: number; contact_name: string }>(
      'select tip_cents, contact_name from orders',
    );
    expect(order).toEqual({ tip_cents: first.body.order.totals.tipCents, contact_name: 'Asha Patel' });
  });
});
