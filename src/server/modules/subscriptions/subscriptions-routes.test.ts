import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSubscriptionDetailDto, AdminSubscriptionListDto } from '../../../shared/admin-subscriptions';
import { MAX_COUNT_QUANTITY, MAX_QUANTITY_MESSAGE } from '../../../shared/guest-cart';
import { SUBSCRIPTION_MESSAGES } from '../../../shared/subscriptions';
import { emailsTo, type Desk, type Shopper, signInShoppers, startDesk, stockOf, TEST_CARD } from '../../test/harness';
import { at, boxBody, runAt } from './subscriptions-test-kit';

/** Wednesday Nov 25 2026, noon in Dallas: the first Friday box (Nov 27) is due at once. */
const WED = '2026-11-25T18:00:00Z';

describe('subscriptions', () => {
  let desk: Desk;
  let shopper: Shopper;
  const shop = () => desk.shop;
  const box = () => {
    const { mangoes, okra } = shop().products;
    return [
      { productId: mangoes.id, quantity: 4 },
      { productId: okra.id, quantity: 1.5 },
    ];
  };

  beforeAll(async () => {
    desk = await startDesk();
  }, 120_000);
  afterAll(async () => desk?.shop.close());
  beforeEach(async () => {
    await shop().reset();
    await shop().database.query('delete from subscriptions');
    // Priced here without the Subscribe & Save discount (subscription-discount.test.ts prices it).
    await shop().database.query(
      'insert into subscription_settings (id, discount_percent) values (true, 0) on conflict (id) do update set discount_percent = 0',
    );
    await shop().database.query('delete from email_outbox');
    [shopper] = (await signInShoppers(shop(), 1)) as [Shopper];
  });

  const create = (overrides = {}) => at(shop(), shopper, WED, 'POST', '/api/subscriptions', boxBody(box(), overrides));
  const orderCount = async (userId: string) =>
    (
      await shop().database.query<{ n: number }>('select count(*)::int as n from orders where user_id = $1', [userId])
    )[0]!.n;

  it('signs up a weekly box priced by checkout, and orders it exactly once when due', async () => {
    const made = await create();
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: 'active',
      schedule: 'Every week on Friday',
      nextDeliveryDate: '2026-11-27',
    });
    // $12.99 × 4 + $3.99 × 1.5 lb = $57.95: above $50, so delivery is free; food pays no Texas tax.
    expect(made.body.estimate.totals).toMatchObject({
      subtotalCents: 5795,
      deliveryCents: 0,
      taxCents: 0,
      totalCents: 5795,
    });
    expect(made.body.estimate.problems).toEqual([]);
    expect(await emailsTo(shop(), 'asha.box@example.test', 'subscription-created')).toHaveLength(1);

    // Monday: not due yet (the order is made two days before the Friday).
    expect(await runAt(shop(), '2026-11-24T18:00:00Z')).toEqual({ ordered: 0, failed: 0 });
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    expect(await runAt(shop(), WED)).toEqual({ ordered: 0, failed: 0 });
    expect(await orderCount(shopper.id)).toBe(1);

    const orders = await at<{ orders: { orderNumber: string; status: string; totalCents: number }[] }>(
      shop(),
      shopper,
      WED,
      'GET',
      '/api/orders',
    );
    expect(orders.body.orders).toMatchObject([{ status: 'confirmed', totalCents: 5795 }]);
    const [order] = await shop().database.query<{ delivery_date: string; delivery_window_start: number }>(
      'select delivery_date::text, delivery_window_start from orders where user_id = $1',
      [shopper.id],
    );
    expect(order).toEqual({ delivery_date: '2026-11-27', delivery_window_start: 10 });
    expect(await stockOf(shop().database, shop().products.mangoes.id)).toBe(96);

    const after = await at(shop(), shopper, WED, 'GET', `/api/subscriptions/${made.body.id}`);
    expect(after.body.nextDeliveryDate).toBe('2026-12-04');
    expect(after.body.runs).toMatchObject([{ deliveryDate: '2026-11-27', outcome: 'ordered' }]);
    expect(after.body.runs[0]!.orderNumber).toBe(orders.body.orders[0]!.orderNumber);
  });

  it('skips the next delivery: no order that week, the one after comes as usual', async () => {
    const made = await create({ nextDeliveryDate: '2026-12-04' });
    const skipped = await at(shop(), shopper, WED, 'POST', `/api/subscriptions/${made.body.id}/skip`, {
      deliveryDate: '2026-12-04',
    });
    expect(skipped.body.nextDeliveryDate).toBe('2026-12-11');
    expect(skipped.body.runs).toMatchObject([{ deliveryDate: '2026-12-04', outcome: 'skipped' }]);
    expect((await emailsTo(shop(), 'asha.box@example.test', 'subscription-skipped'))[0]!.text).toContain('December 4');
    expect(await runAt(shop(), '2026-12-02T18:00:00Z')).toEqual({ ordered: 0, failed: 0 });
    expect(await runAt(shop(), '2026-12-09T18:00:00Z')).toEqual({ ordered: 1, failed: 0 });
  });

  it('three concurrent skips of the same delivery skip it once; a skip of a delivery no longer next is refused', async () => {
    const made = await create({ nextDeliveryDate: '2026-12-04' });
    const skip = (deliveryDate: string) =>
      at(shop(), shopper, WED, 'POST', `/api/subscriptions/${made.body.id}/skip`, { deliveryDate });
    const answers = await Promise.all([skip('2026-12-04'), skip('2026-12-04'), skip('2026-12-04')]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const after = await at(shop(), shopper, WED, 'GET', `/api/subscriptions/${made.body.id}`);
    expect(after.body.nextDeliveryDate).toBe('2026-12-11');
    expect(after.body.runs).toMatchObject([{ deliveryDate: '2026-12-04', outcome: 'skipped' }]);
    expect(after.body.runs).toHaveLength(1);
    expect(await emailsTo(shop(), 'asha.box@example.test', 'subscription-skipped')).toHaveLength(1);

    const stale = await skip('2026-12-18');
    expect(stale.status).toBe(409);
    expect(stale.body.error.message).toBe(SUBSCRIPTION_MESSAGES.skipNotNext);
    expect((await skip('2026-13-45')).status).toBe(400);
    const unnamed = await at(shop(), shopper, WED, 'POST', `/api/subscriptions/${made.body.id}/skip`, {});
    expect(unnamed.status).toBe(400);
    expect((await at(shop(), shopper, WED, 'GET', `/api/subscriptions/${made.body.id}`)).body.nextDeliveryDate).toBe(
      '2026-12-11',
    );
  });

  it('concurrent pauses pause once and concurrent resumes resume once (one email each)', async () => {
    const made = await create({ nextDeliveryDate: '2026-12-04' });
    const url = (action: string) => `/api/subscriptions/${made.body.id}/${action}`;
    const paused = await Promise.all(
      [1, 2, 3].map(() => at(shop(), shopper, WED, 'POST', url('pause'), { until: '2026-12-16' })),
    );
    expect(paused.map((a) => [a.status, a.body.status, a.body.pausedUntil])).toEqual([
      [200, 'paused', '2026-12-16'],
      [200, 'paused', '2026-12-16'],
      [200, 'paused', '2026-12-16'],
    ]);
    expect(await emailsTo(shop(), 'asha.box@example.test', 'subscription-paused')).toHaveLength(1);

    const resumed = await Promise.all([1, 2, 3].map(() => at(shop(), shopper, WED, 'POST', url('resume'))));
    expect(resumed.map((a) => [a.status, a.body.status])).toEqual([
      [200, 'active'],
      [200, 'active'],
      [200, 'active'],
    ]);
    expect(resumed.map((a) => a.body.nextDeliveryDate)).toEqual(Array(3).fill(resumed[0]!.body.nextDeliveryDate));
    expect(await emailsTo(shop(), 'asha.box@example.test', 'subscription-resumed')).toHaveLength(1);
  });

  it("keeps one line per product: two lines of one product are added up and held to the cart's limit", async () => {
    const { mangoes, okra } = shop().products;
    const over = await create({
      items: [
        { productId: mangoes.id, quantity: MAX_COUNT_QUANTITY },
        { productId: mangoes.id, quantity: MAX_COUNT_QUANTITY },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(`${mangoes.name}: ${MAX_QUANTITY_MESSAGE}`);
    const boxes = await shop().database.query<{ n: number }>('select count(*)::int as n from subscriptions');
    expect(boxes[0]!.n).toBe(0);

    const made = await create({
      items: [
        { productId: mangoes.id, quantity: 20 },
        { productId: okra.id, quantity: 1.5 },
        { productId: mangoes.id, quantity: 10 },
      ],
    });
    expect(made.status).toBe(201);
    const lines = await shop().database.query<{ product_id: string; quantity: number }>(
      'select product_id, quantity::float8 as quantity from subscription_items where subscription_id = $1 order by position',
      [made.body.id],
    );
    expect(lines).toEqual([
      { product_id: mangoes.id, quantity: 30 },
      { product_id: okra.id, quantity: 1.5 },
    ]);

    const edited = await at(shop(), shopper, WED, 'PATCH', `/api/subscriptions/${made.body.id}`, {
      items: [
        { productId: mangoes.id, quantity: 30 },
        { productId: mangoes.id, quantity: 21 },
      ],
    });
    expect(edited.status).toBe(400);
  });

  it('orders at the current price and tells the shopper what changed since sign-up', async () => {
    await create();
    await shop().database.query('update products set price_cents = 1399 where id = $1', [shop().products.mangoes.id]);
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    const [line] = await shop().database.query<{ unit_price_cents: number }>(
      `select i.unit_price_cents from order_items i join orders o on o.id = i.order_id where o.user_id = $1 and i.product_id = $2`,
      [shopper.id, shop().products.mangoes.id],
    );
    expect(line!.unit_price_cents).toBe(1399);
    const [note] = await emailsTo(shop(), 'asha.box@example.test', 'subscription-order-notes');
    expect(note!.text).toContain('Alphonso Mangoes (Box of 6): $12.99 before, $13.99 now.');
  });

  it('pauses until a date and resumes by itself on its own weekday; pauses indefinitely and resumes by hand', async () => {
    const made = await create();
    const paused = await at(shop(), shopper, WED, 'POST', `/api/subscriptions/${made.body.id}/pause`, {
      until: '2026-12-16',
    });
    expect(paused.body).toMatchObject({ status: 'paused', pausedUntil: '2026-12-16' });
    expect(await runAt(shop(), WED)).toEqual({ ordered: 0, failed: 0 });
    expect(await runAt(shop(), '2026-12-15T18:00:00Z')).toEqual({ ordered: 0, failed: 0 });
    // Dec 16: active again, next Friday at least two days out is Dec 18, and it is due at once.
    expect(await runAt(shop(), '2026-12-16T18:00:00Z')).toEqual({ ordered: 1, failed: 0 });
    const resumed = await at(shop(), shopper, WED, 'GET', `/api/subscriptions/${made.body.id}`);
    expect(resumed.body).toMatchObject({ status: 'active', pausedUntil: null, nextDeliveryDate: '2026-12-25' });
    expect(resumed.body.runs[0]).toMatchObject({ deliveryDate: '2026-12-18', outcome: 'ordered' });

    const forever = await at(
      shop(),
      shopper,
      '2026-12-16T18:00:00Z',
      'POST',
      `/api/subscriptions/${made.body.id}/pause`,
      {},
    );
    expect(forever.body).toMatchObject({ status: 'paused', pausedUntil: null });
    expect(await runAt(shop(), '2027-01-20T18:00:00Z')).toEqual({ ordered: 0, failed: 0 });
    const back = await at(shop(), shopper, '2027-01-20T18:00:00Z', 'POST', `/api/subscriptions/${made.body.id}/resume`);
    expect(back.body).toMatchObject({ status: 'active', nextDeliveryDate: '2027-01-22' });
    const bad = await at(shop(), shopper, WED, 'POST', `/api/subscriptions/${made.body.id}/pause`, {
      until: '2026-11-20',
    });
    expect(bad.status).toBe(400);
  });

  it('a box whose items all went out of stock fails that week, emails why, and carries on', async () => {
    const { ghee, paneer } = shop().products;
    const made = await at(
      shop(),
      shopper,
      WED,
      'POST',
      '/api/subscriptions',
      boxBody([
        { productId: ghee.id, quantity: 2, substitution: 'refund' },
        { productId: paneer.id, quantity: 2, substitution: 'specific' },
      ]),
    );
    expect(made.status).toBe(201);
    expect(made.body.estimate.problems).toContain('Desi Cow Ghee 1 L is out of stock');
    await shop().database.query('update products set stock_quantity = 0 where id = $1', [paneer.id]);
    expect(await runAt(shop(), WED)).toEqual({ ordered: 0, failed: 1 });
    expect(await orderCount(shopper.id)).toBe(0);
    const after = await at(shop(), shopper, WED, 'GET', `/api/subscriptions/${made.body.id}`);
    expect(after.body).toMatchObject({ status: 'active', nextDeliveryDate: '2026-12-04' });
    expect(after.body.runs[0]).toMatchObject({
      outcome: 'failed',
      message: 'none of the products in your box are in stock.',
    });
    const [mail] = await emailsTo(shop(), 'asha.box@example.test', 'subscription-failed');
    expect(mail!.text).toContain('Your subscription carries on as usual.');
  });

  it('an out-of-stock line follows its preference: best match is replaced, refund is left out', async () => {
    const { mangoes, paneer, snack } = shop().products;
    await create({
      items: [
        { productId: mangoes.id, quantity: 4 },
        { productId: paneer.id, quantity: 2, substitution: 'refund' },
        { productId: snack.id, quantity: 1, substitution: 'best_match' },
      ],
    });
    await shop().database.query('update products set stock_quantity = 0 where id = any($1)', [[paneer.id, snack.id]]);
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    const lines = await shop().database.query<{ name: string }>(
      `select i.name from order_items i join orders o on o.id = i.order_id where o.user_id = $1 order by i.position`,
      [shopper.id],
    );
    expect(lines.map((l) => l.name)).not.toContain(paneer.name);
    expect(lines.map((l) => l.name)).not.toContain(snack.name);
    const [note] = await emailsTo(shop(), 'asha.box@example.test', 'subscription-order-notes');
    expect(note!.text).toContain(`${paneer.name} was out of stock and is not in this order`);
  });

  it('a full window moves the order to the nearest open window that day; a closed zone fails the week', async () => {
    await create();
    const capacity = shop().config.deliverySlotCapacity;
    await shop().database.query(
      `insert into delivery_slot_bookings (slot_date, window_start, booked) values ('2026-11-27', 10, $1)
       on conflict (slot_date, window_start) do update set booked = excluded.booked`,
      [capacity],
    );
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    const [order] = await shop().database.query<{ delivery_window_start: number }>(
      'select delivery_window_start from orders where user_id = $1',
      [shopper.id],
    );
    expect(order!.delivery_window_start).toBe(8);

    await shop().database.query(`update delivery_zones set is_active = false where zipcode = '75038'`);
    try {
      expect(await runAt(shop(), '2026-12-02T18:00:00Z')).toEqual({ ordered: 0, failed: 1 });
      const [mail] = await emailsTo(shop(), 'asha.box@example.test', 'subscription-failed');
      expect(mail!.text).toContain('Delivery not available in your area');
    } finally {
      await shop().database.query(`update delivery_zones set is_active = true where zipcode = '75038'`);
    }
    await shop().database.query('delete from delivery_slot_bookings');
  });

  it('a box whose order fails unexpectedly is passed over for the run, not holding up the others', async () => {
    const stuck = await create();
    const [other] = (await signInShoppers(shop(), 1)) as [Shopper];
    await at(shop(), other, WED, 'POST', '/api/subscriptions', boxBody(box()));
    // A fault only this shopper's orders meet (as a bug or a broken row would).
    await shop().database.query(`create function fail_for_test() returns trigger language plpgsql as $$
      begin raise exception 'simulated failure'; end $$`);
    await shop().database.query(`create trigger fail_for_test before insert on orders for each row
      when (new.user_id = '${shopper.id}') execute function fail_for_test()`);
    try {
      expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    } finally {
      await shop().database.query('drop trigger fail_for_test on orders');
      await shop().database.query('drop function fail_for_test()');
    }
    const untouched = await at(shop(), shopper, WED, 'GET', `/api/subscriptions/${stuck.body.id}`);
    expect(untouched.body).toMatchObject({ nextDeliveryDate: '2026-11-27', runs: [] });
    // The next run tries it again.
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    expect(await orderCount(shopper.id)).toBe(1);
  });

  it('charges a saved card: approved orders are paid; a declined card fails that week only', async () => {
    const paid = await create({ payment: { method: 'stripe_card', card: TEST_CARD } });
    expect(paid.body).toMatchObject({ paymentMethod: 'stripe_card', cardLast4: '4242', cardBrand: null });
    // No Stripe keys: nothing to set up at Stripe; the demo processor keeps the card.
    expect((await at(shop(), shopper, WED, 'POST', '/api/subscriptions/card-setup', {})).status).toBe(409);
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    const [order] = await shop().database.query<{ status: string; payment_status: string }>(
      'select status, payment_status from orders where user_id = $1',
      [shopper.id],
    );
    expect(order).toEqual({ status: 'confirmed', payment_status: 'paid' });

    const [other] = (await signInShoppers(shop(), 1)) as [Shopper];
    const declining = await at(
      shop(),
      other,
      WED,
      'POST',
      '/api/subscriptions',
      boxBody(box(), { payment: { method: 'stripe_card', card: { ...TEST_CARD, number: '4000000000000341' } } }),
    );
    expect(declining.status).toBe(201);
    const stock = await stockOf(shop().database, shop().products.mangoes.id);
    expect(await runAt(shop(), WED)).toEqual({ ordered: 0, failed: 1 });
    expect(await orderCount(other.id)).toBe(0);
    expect(await stockOf(shop().database, shop().products.mangoes.id)).toBe(stock);
    const after = await at(shop(), other, WED, 'GET', `/api/subscriptions/${declining.body.id}`);
    expect(after.body.runs[0]).toMatchObject({ outcome: 'failed', message: 'Your card was declined.' });

    const refused = await create({
      payment: { method: 'stripe_card', card: { ...TEST_CARD, number: '4000000000000002' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe('Your card was declined.');
  });

  it('edits items, frequency, day, window and address; refuses bad input and other shoppers', async () => {
    const made = await create();
    const { incense, mangoes } = shop().products;
    const edited = await at(shop(), shopper, WED, 'PATCH', `/api/subscriptions/${made.body.id}`, {
      items: [
        { productId: mangoes.id, quantity: 4 },
        { productId: incense.id, quantity: 2 },
      ],
      frequency: 'monthly',
      nextDeliveryDate: '2026-12-31',
      windowStart: 16,
      address: { street: '2300 Coit Rd', city: 'Plano', state: 'TX', zipCode: '75093' },
    });
    expect(edited.body.error?.message).toBeUndefined();
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      frequency: 'monthly',
      anchorDay: 31,
      nextDeliveryDate: '2026-12-31',
      windowStart: 16,
      schedule: "Every month on the 31st (or the month's last day)",
    });
    expect(edited.body.address.city).toBe('Plano');
    // Incense is taxable in Texas (6.25% in the shared tax table): 2 × $4.99 = $9.98 → 62 cents.
    expect(edited.body.estimate.totals.taxCents).toBe(62);
    expect(await emailsTo(shop(), 'asha.box@example.test', 'subscription-updated')).toHaveLength(1);

    const badDate = await at(shop(), shopper, WED, 'PATCH', `/api/subscriptions/${made.body.id}`, {
      nextDeliveryDate: '2026-11-26',
    });
    expect(badDate.status).toBe(400);
    const small = await at(shop(), shopper, WED, 'PATCH', `/api/subscriptions/${made.body.id}`, {
      items: [{ productId: mangoes.id, quantity: 1 }],
    });
    expect(small.status).toBe(422);
    expect(small.body.error.code).toBe('MINIMUM_ORDER');
    const outside = await at(shop(), shopper, WED, 'PATCH', `/api/subscriptions/${made.body.id}`, {
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701' },
    });
    expect(outside.body.error.code).toBe('DELIVERY_UNAVAILABLE');
    const [stranger] = (await signInShoppers(shop(), 1)) as [Shopper];
    expect((await at(shop(), stranger, WED, 'GET', `/api/subscriptions/${made.body.id}`)).status).toBe(404);
    expect((await at(shop(), stranger, WED, 'POST', `/api/subscriptions/${made.body.id}/cancel`)).status).toBe(404);
    expect((await at(shop(), null, WED, 'GET', '/api/subscriptions')).status).toBe(401);
    const cancelled = await at(shop(), shopper, WED, 'POST', `/api/subscriptions/${made.body.id}/cancel`);
    expect(cancelled.body.status).toBe('cancelled');
    expect(await runAt(shop(), '2026-12-29T18:00:00Z')).toEqual({ ordered: 0, failed: 0 });
    expect((await at(shop(), shopper, WED, 'POST', `/api/subscriptions/${made.body.id}/resume`)).status).toBe(409);
  });

  it('staff filter the list, see upcoming and past orders, and pause or cancel for the shopper (audited)', async () => {
    const weekly = await create();
    await create({ frequency: 'monthly', nextDeliveryDate: '2026-12-15' });
    await runAt(shop(), WED);
    const list = await at<AdminSubscriptionListDto>(
      shop(),
      desk.staff,
      WED,
      'GET',
      '/api/admin/subscriptions?frequency=monthly',
    );
    expect(list.body.total).toBe(1);
    expect(list.body.subscriptions[0]).toMatchObject({ frequency: 'monthly', nextDeliveryDate: '2026-12-15' });
    const byDate = await at<AdminSubscriptionListDto>(
      shop(),
      desk.staff,
      WED,
      'GET',
      '/api/admin/subscriptions?nextFrom=2026-12-01&nextTo=2026-12-10',
    );
    expect(byDate.body.subscriptions.map((s) => s.id)).toEqual([weekly.body.id]);
    expect((await at(shop(), shopper, WED, 'GET', '/api/admin/subscriptions')).status).toBe(403);

    const detail = await at<AdminSubscriptionDetailDto>(
      shop(),
      desk.staff,
      WED,
      'GET',
      `/api/admin/subscriptions/${weekly.body.id}`,
    );
    expect(detail.body.upcoming).toEqual(['2026-12-04', '2026-12-11', '2026-12-18', '2026-12-25']);
    expect(detail.body.runs[0]).toMatchObject({ outcome: 'ordered', deliveryDate: '2026-11-27' });

    const paused = await at<AdminSubscriptionDetailDto>(
      shop(),
      desk.staff,
      WED,
      'POST',
      `/api/admin/subscriptions/${weekly.body.id}/pause`,
      { until: '2027-01-06' },
    );
    expect(paused.body).toMatchObject({ status: 'paused', pausedUntil: '2027-01-06' });
    const cancelled = await at<AdminSubscriptionDetailDto>(
      shop(),
      desk.staff,
      WED,
      'POST',
      `/api/admin/subscriptions/${weekly.body.id}/cancel`,
    );
    expect(cancelled.body.status).toBe('cancelled');
    const audit = await shop().database.query<{ action: string; actor_email: string }>(
      `select action, actor_email from audit_log where entity_id = $1 order by created_at`,
      [weekly.body.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['subscription.paused', 'subscription.cancelled']);
    const [mail] = await emailsTo(shop(), 'asha.box@example.test', 'subscription-cancelled');
    expect(mail!.text).toContain('made for you by our customer care team');
  });
});
