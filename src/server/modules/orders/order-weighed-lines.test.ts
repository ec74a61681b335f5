import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDto } from '../../../shared/orders';
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

let shop: TestShop;
let asha: Shopper;

beforeAll(async () => {
  shop = await startShop();
  [asha] = (await signInShoppers(shop, 1)) as [Shopper];
});
afterAll(async () => shop?.close());

describe('weighed lines of an order', () => {
  it('are marked as sold by weight on the placed order, the order page and in the confirmation email', async () => {
    await fillCart(shop.database, asha.id, [
      { productId: shop.products.mangoes.id, quantity: 5 },
      { productId: shop.products.okra.id, quantity: 2.2 },
    ]);
    const { status, body } = await submitOrder(shop, asha, orderBody());
    expect(status, JSON.stringify(body)).toBe(201);
    const placed = (body as { order: OrderDto }).order;
    const weighed = (o: OrderDto) => o.lines.map((l) => [l.quantity, l.weightBased]);
    expect(weighed(placed)).toEqual([
      [5, false],
      [2.2, true],
    ]);
    const read = await call<OrderDto>(shop, asha, 'GET', `/api/orders/${placed.id}`);
    expect(weighed(read.body)).toEqual(weighed(placed));

    const [mail] = await shop.database.query<{ text_body: string }>(
      `select * from email_outbox where kind = 'order-confirmation' and subject like $1`,
      [`%${placed.orderNumber}%`],
    );
    const text = JSON.stringify(mail);
    const okra = placed.lines[1]!.name;
    expect(text).toContain(`2.2 lb ${okra}`);
    expect(text).toContain(`5 × ${placed.lines[0]!.name}`);
  });
});
