import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '../../../shared/admin-orders';
import type { OrderDto } from '../../../shared/orders';
import { call, type Desk, moveTo, placeOrder, staffCall, startDesk } from '../../test/harness';

/** Who moved an order, as both history views say it: the shopper, staff, the scheduler or the shop. */
let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());

const mangoes = () => ({ productId: desk.shop.products.mangoes.id, quantity: 5 });
const staffView = async (id: string) => (await staffCall<AdminOrderDto>(desk, 'GET', `/api/admin/orders/${id}`)).body;
const shopperView = async (id: string) =>
  (await call<OrderDto>(desk.shop, desk.shopper, 'GET', `/api/orders/${id}`)).body;

describe('order history actors', () => {
  it('names the shopper for placing and cancelling, staff for a staff move, on both pages', async () => {
    const moved = await placeOrder(desk, [mangoes()]);
    expect((await moveTo(desk, moved.id, 'packed')).status).toBe(200);
    const staff = await staffView(moved.id);
    expect(staff.history.map((h) => [h.status, h.actor, h.by?.email ?? null])).toEqual([
      ['confirmed', 'shopper', null],
      ['packed', 'staff', desk.staff.email],
    ]);
    expect((await shopperView(moved.id)).history.map((h) => h.actor)).toEqual(['shopper', 'staff']);

    const cancelled = await placeOrder(desk, [mangoes()]);
    const cancel = await call(desk.shop, desk.shopper, 'POST', `/api/orders/${cancelled.id}/cancel`);
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect((await staffView(cancelled.id)).history.at(-1)).toMatchObject({ status: 'cancelled', actor: 'shopper' });
  });

  it('names the subscription scheduler for a box order it placed, and the shop for an automatic step', async () => {
    const order = await placeOrder(desk, [mangoes()]);
    const { database } = desk.shop;
    // The shop releasing an unpaid order: a later step with nobody behind it.
    await database.query(
      `insert into order_status_history (order_id, status, note, created_at)
       values ($1, 'cancelled', 'Payment not completed within 30 minutes; items released', now() + interval '1 minute')`,
      [order.id],
    );
    expect((await staffView(order.id)).history.map((h) => h.actor)).toEqual(['shopper', 'shop']);
    // The same order as a Subscribe & Save run's: the scheduler placed and confirmed it.
    const [user] = await database.query<{ id: string }>('select user_id as id from orders where id = $1', [order.id]);
    const [subscription] = await database.query<{ id: string }>(
      `insert into subscriptions (user_id, status, frequency, anchor_day, next_delivery_date, window_start,
         contact_name, contact_email, contact_phone, street, city, state, zip_code, payment_method)
       select $1, 'active', 'weekly', 1, current_date + 7, delivery_window_start, contact_name, contact_email,
         contact_phone, street, city, state, zip_code, 'cod' from orders where id = $2 returning id`,
      [user!.id, order.id],
    );
    await database.query(
      `insert into subscription_runs (subscription_id, delivery_date, outcome, order_id) values ($1, current_date, 'ordered', $2)`,
      [subscription!.id, order.id],
    );
    const staff = await staffView(order.id);
    expect(staff.history.map((h) => h.actor)).toEqual(['scheduler', 'shop']);
    expect((await shopperView(order.id)).history.map((h) => h.actor)).toEqual(['scheduler', 'shop']);
  });
});
