import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../shared/checkout';
import {
  call,
  fillCart,
  orderBody,
  type Shopper,
  signInShoppers,
  startShop,
  stockOf,
  submitOrder,
  type TestShop,
} from '../../test/harness';

/**
 * Stripe unreachable (nothing listens at its address): a card payment fails with a clear message and
 * cash on delivery still sells.
 */
let shop: TestShop;
let shopper: Shopper;
beforeAll(async () => {
  shop = await startShop({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
  });
  [shopper] = (await signInShoppers(shop, 1)) as [Shopper];
}, 120_000);
afterAll(() => shop?.close());

it('a card payment fails with a clear message; the same order then goes through as cash on delivery', async () => {
  const { mangoes } = shop.products;
  const before = await stockOf(shop.database, mangoes.id);
  await fillCart(shop.database, shopper.id, [{ productId: mangoes.id, quantity: 5 }]);
  const card = await submitOrder(shop, shopper, orderBody({ payment: { method: 'stripe_card', tip: { percent: 0 } } }));
  expect(card.status).toBe(201);
  expect(card.body.order.status).toBe('pending');
  expect(card.body.payment).toEqual({
    status: 'failed',
    message: 'The card processor could not be reached. Please try again.',
    clientSecret: null,
  });

  const cash = await call<PlaceOrderResult>(shop, shopper, 'POST', `/api/orders/${card.body.order.id}/pay`, {
    method: 'cod',
  });
  expect(cash.status, JSON.stringify(cash.body)).toBe(200);
  expect(cash.body.order).toMatchObject({ status: 'confirmed', paymentMethod: 'cod' });
  expect(await stockOf(shop.database, mangoes.id)).toBe(before - 5);

  // A new order for cash never asks Stripe at all.
  await fillCart(shop.database, shopper.id, [{ productId: mangoes.id, quantity: 5 }]);
  const fresh = await submitOrder(shop, shopper, orderBody({ payment: { method: 'cod', tip: { percent: 0 } } }));
  expect(fresh.status, JSON.stringify(fresh.body)).toBe(201);
  expect(fresh.body.order.status).toBe('confirmed');
});
