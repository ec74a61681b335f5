import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '../../../shared/admin-orders';
import { statusMoveKind } from '../../../shared/order-status-moves';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderDto, type OrderStatus } from '../../../shared/orders';
import type { LiveEvent } from '../../../shared/cart';
import { CART_CHANNEL, createCartLive } from '../../realtime/cart-live';
import { LiveHub } from '../../realtime/live-hub';
import { createNotificationListener } from '../../realtime/notification-listener';
import {
  auditRows,
  deliver,
  type Desk,
  moveTo,
  placeOrder,
  placePaidOrder,
  staffCall,
  startDesk,
  stockOf,
} from '../../test/harness';

/** The staff desk's writes: lifecycle, audit rows, cancel, concurrency and refunds (demo mode). */
let desk: Desk;

beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  const { database } = desk.shop;
  await desk.shop.reset();
  await database.query('delete from orders');
  await database.query('delete from audit_log');
  await database.query('delete from loyalty_ledger');
  await database.query('delete from user_loyalty_points');
  await database.query('delete from delivery_slot_bookings');
  await database.query('delete from email_outbox');
});

const mangoes = (quantity = 5) => ({ productId: desk.shop.products.mangoes.id, quantity });
const statusOf = async (id: string) =>
  (await desk.shop.database.query<{ status: string }>('select status from orders where id = $1', [id]))[0]!.status;
const pointsOf = async (userId: string) =>
  (
    await desk.shop.database.query<{ total_points: number }>(
      'select total_points from user_loyalty_points where user_id = $1',
      [userId],
    )
  )[0]?.total_points ?? 0;

describe('status changes follow the lifecycle', () => {
  it('allows each edge of ORDER_TRANSITIONS, one audit row per change with before and after', async () => {
    // pending → confirmed, and pending → cancelled (a card order the bank declined waits as pending).
    const declined = { number: '4000000000000002', expiry: '12/39', cvc: '123', name: 'Asha Patel' };
    const pendingA = await placeOrder(desk, [mangoes()], {
      payment: { method: 'stripe_card', tip: { percent: 0 } },
      card: declined,
    });
    expect(pendingA.status).toBe('pending');
    expect((await moveTo(desk, pendingA.id, 'confirmed')).status).toBe(200);
    const pendingB = await placeOrder(desk, [mangoes()], {
      payment: { method: 'stripe_card', tip: { percent: 0 } },
      card: declined,
    });
    expect((await moveTo(desk, pendingB.id, 'cancelled')).status).toBe(200);

    // confirmed → packed → out_for_delivery → delivered → refunded (cash is paid at the door).
    const cod = await placeOrder(desk, [mangoes()]);
    for (const status of ['packed', 'out_for_delivery', 'delivered', 'refunded'] as const) {
      const moved = await moveTo(desk, cod.id, status, `to ${status}`, status === 'delivered');
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(moved.body.status).toBe(status);
    }
    // confirmed → cancelled, then cancelled → refunded for an order that was paid by card.
    const paid = await placePaidOrder(desk, [mangoes()]);
    expect((await moveTo(desk, paid.id, 'cancelled')).status).toBe(200);
    expect((await moveTo(desk, paid.id, 'refunded')).body.status).toBe('refunded');

    const audit = await auditRows(desk, cod.id);
    expect(audit.map((a) => a.action)).toEqual(['order.status', 'order.status', 'order.status', 'order.refund']);
    expect(audit[0]).toMatchObject({
      actor_email: desk.staff.email,
      before: { status: 'confirmed' },
      after: { status: 'packed', note: 'to packed' },
    });
    expect(audit[3]).toMatchObject({ before: { status: 'delivered' }, after: { status: 'refunded' } });
    const history = await staffCall<AdminOrderDto>(desk, 'GET', `/api/admin/orders/${cod.id}`);
    expect(history.body.history.map((h) => [h.status, h.by?.email ?? null])).toEqual([
      ['confirmed', null],
      ['packed', desk.staff.email],
      ['out_for_delivery', desk.staff.email],
      ['delivered', desk.staff.email],
      ['refunded', desk.staff.email],
    ]);
  });

  it('refuses every other jump (not a step, a skip or a step back) with a clear message, changes nothing and writes no audit row', async () => {
    const order = await placePaidOrder(desk, [mangoes()]);
    const historyRows = () =>
      desk.shop.database.query('select 1 from order_status_history where order_id = $1', [order.id]);
    const historyBefore = (await historyRows()).length;
    for (const from of ORDER_STATUSES) {
      await desk.shop.database.query('update orders set status = $2 where id = $1', [order.id, from]);
      const refused = ORDER_STATUSES.filter((to) => statusMoveKind(from, to) === null);
      expect(refused.every((to) => !ORDER_TRANSITIONS[from].includes(to))).toBe(true);
      for (const to of refused) {
        const answer = await moveTo(desk, order.id, to);
        expect(answer.status, `${from} → ${to}`).toBe(409);
        expect(answer.body.error.message).toMatch(
          to === 'refunded'
            ? /already fully refunded|Only a delivered or cancelled order can be refunded/
            : new RegExp(`^An order that is ${from.replaceAll('_', ' ')} cannot become ${to.replaceAll('_', ' ')}$`),
        );
        expect(await statusOf(order.id)).toBe(from);
      }
    }
    expect(await auditRows(desk, order.id)).toEqual([]);
    expect(await historyRows()).toHaveLength(historyBefore);
  });

  it('answers 404 for an unknown order and 400 for an unknown status', async () => {
    expect((await moveTo(desk, '00000000-0000-4000-8000-000000000000', 'packed')).status).toBe(404);
    expect((await moveTo(desk, 'not-an-id', 'packed')).status).toBe(404);
    const order = await placeOrder(desk, [mangoes()]);
    expect((await moveTo(desk, order.id, 'lost' as OrderStatus)).status).toBe(400);
  });

  it('ends two simultaneous changes of one order in one consistent state', async () => {
    for (const [a, b] of [
      ['packed', 'cancelled'],
      ['packed', 'packed'],
    ] as const) {
      const order = await placeOrder(desk, [mangoes(6)]);
      const answers = await Promise.all([moveTo(desk, order.id, a), moveTo(desk, order.id, b)]);
      const won = answers.filter((r) => r.status === 200);
      expect(won, JSON.stringify(answers.map((r) => r.body))).toHaveLength(1);
      expect(answers.filter((r) => r.status === 409)).toHaveLength(1);
      const final = await statusOf(order.id);
      expect(final).toBe(won[0]!.body.status);
      const history = await desk.shop.database.query<{ status: string }>(
        'select status from order_status_history where order_id = $1 order by created_at, id',
        [order.id],
      );
      expect(history.map((h) => h.status)).toEqual(['confirmed', final]);
      expect(await auditRows(desk, order.id)).toHaveLength(1);
      // A cancel that won gave the units back once; a pack that won kept them out.
      expect(await stockOf(desk.shop.database, desk.shop.products.mangoes.id)).toBe(final === 'cancelled' ? 100 : 94);
      await desk.shop.reset();
    }
  });
});

describe('cancelling', () => {
  it('returns stock exactly, fractional pounds and variants too, and frees the delivery window', async () => {
    const { okra, rice } = desk.shop.products;
    const order = await placeOrder(desk, [
      { productId: okra.id, quantity: 2.35 },
      { productId: rice.id, variantId: rice.variants[1]!.id, quantity: 1 },
      mangoes(3),
    ]);
    // 100 − 3 mango boxes; okra down by exactly 2.35 lb.
    expect(await stockOf(desk.shop.database, okra.id)).toBeCloseTo(27.65, 5);
    const booked = () =>
      desk.shop.database.query<{ booked: number }>('select booked from delivery_slot_bookings where booked > 0');
    expect(await booked()).toHaveLength(1);

    const cancelled = await moveTo(desk, order.id, 'cancelled', 'Shopper called');
    expect(cancelled.status).toBe(200);
    expect(await stockOf(desk.shop.database, okra.id)).toBe(30);
    expect(await stockOf(desk.shop.database, rice.id, rice.variants[1]!.id)).toBe(2);
    expect(await stockOf(desk.shop.database, rice.id)).toBe(12);
    expect(await stockOf(desk.shop.database, desk.shop.products.mangoes.id)).toBe(100);
    expect(await booked()).toHaveLength(0);
    const [mail] = await desk.shop.database.query<{ subject: string }>(
      `select subject from email_outbox where kind = 'order-status' order by created_at desc limit 1`,
    );
    expect(mail?.subject).toBe(`Order ${order.orderNumber}: Cancelled`);
  });
});

describe('refunds', () => {
  const refund = (id: string, body: Record<string, unknown> = {}) =>
    staffCall<OrderDto>(desk, 'POST', `/api/admin/orders/${id}/refund`, body);
  const refunds = (id: string) =>
    desk.shop.database.query<{ amount_cents: number; provider: string; provider_ref: string | null }>(
      'select amount_cents, provider, provider_ref from order_refunds where order_id = $1 order by created_at',
      [id],
    );

  it('records a whole refund of a delivered cash order, takes back its points, and refuses a second one', async () => {
    const order = await placeOrder(desk, [mangoes(5)]); // $64.95 → 64 points on delivery
    await deliver(desk, order.id);
    expect(await pointsOf(desk.shopper.id)).toBe(64);

    const answer = await refund(order.id, { reason: 'Mangoes were bruised' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(await refunds(order.id)).toEqual([{ amount_cents: order.totalCents, provider: 'cod', provider_ref: null }]);
    expect(await pointsOf(desk.shopper.id)).toBe(0);
    const audit = await auditRows(desk, order.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'order.refund',
      after: { status: 'refunded', amountCents: order.totalCents, provider: 'cod' },
    });
    const [mail] = await desk.shop.database.query<{ text_body: string }>(
      `select text_body from email_outbox where kind = 'order-refund'`,
    );
    expect(mail?.text_body).toContain(`We refunded $${(order.totalCents / 100).toFixed(2)} in cash`);

    const again = await refund(order.id);
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This order is already fully refunded');
    expect(await refunds(order.id)).toHaveLength(1);
    expect(await auditRows(desk, order.id)).toHaveLength(audit.length);
  });

  it('refunds chosen lines of a delivered card order through the demo processor; the order stays delivered until the last line', async () => {
    const { incense } = desk.shop.products;
    const order = await placePaidOrder(desk, [mangoes(5), { productId: incense.id, quantity: 2 }]);
    await deliver(desk, order.id);
    const earned = await pointsOf(desk.shopper.id);
    expect(earned).toBe(Math.floor(order.totals.subtotalCents / 100));
    const [mangoLine, incenseLine] = order.lines;

    const first = await refund(order.id, { lineIds: [mangoLine!.id] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.status).toBe('delivered');
    const paidForGoods =
      order.totals.subtotalCents -
      order.totals.discountCents -
      order.totals.loyaltyDiscountCents +
      order.totals.taxCents;
    const share = Math.round((mangoLine!.lineTotalCents * paidForGoods) / order.totals.subtotalCents);
    const [row] = await refunds(order.id);
    expect(row).toMatchObject({ amount_cents: share, provider: 'demo' });
    expect(row!.provider_ref).toMatch(/^demo_re_/);
    expect(await pointsOf(desk.shopper.id)).toBe(
      earned - Math.floor((earned * mangoLine!.lineTotalCents) / order.totals.subtotalCents),
    );

    const twice = await refund(order.id, { lineIds: [mangoLine!.id] });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('A chosen line is already refunded');
    const foreign = await refund(order.id, { lineIds: ['00000000-0000-4000-8000-000000000001'] });
    expect(foreign.status).toBe(422);

    const last = await refund(order.id, { lineIds: [incenseLine!.id] });
    expect(last.body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const all = await refunds(order.id);
    expect(all.reduce((sum, r) => sum + r.amount_cents, 0)).toBe(order.totalCents);
    expect(await pointsOf(desk.shopper.id)).toBe(0);
    const detail = await staffCall<AdminOrderDto>(desk, 'GET', `/api/admin/orders/${order.id}`);
    expect(detail.body.refundedCents).toBe(order.totalCents);
    expect(detail.body.refundableCents).toBe(0);
    expect(detail.body.lines.every((l) => l.refundedAt)).toBe(true);
    expect(detail.body.refunds.map((r) => r.by?.email)).toEqual([desk.staff.email, desk.staff.email]);
    expect(detail.body.payments[0]).toMatchObject({ provider: 'demo', status: 'refunded' });
  });

  it('refuses an unpaid order and an order still on its way, with no refund row or audit row', async () => {
    const cod = await placeOrder(desk, [mangoes()]);
    await moveTo(desk, cod.id, 'cancelled');
    const unpaid = await refund(cod.id);
    expect(unpaid.status).toBe(422);
    expect(unpaid.body.error.message).toBe('Only a paid order can be refunded');

    const paid = await placePaidOrder(desk, [mangoes()]);
    const early = await refund(paid.id);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe('Only a delivered or cancelled order can be refunded');
    expect(await refunds(cod.id)).toEqual([]);
    expect(await refunds(paid.id)).toEqual([]);
    expect(await auditRows(desk, paid.id)).toEqual([]);
  });
});

describe('the shopper sees changes live', () => {
  it('sends an order event to the order’s owner on the live channel after a staff change and a refund', async () => {
    const hub = new LiveHub(60_000);
    const sent: [string, LiveEvent, unknown][] = [];
    hub.add({
      userId: desk.shopper.id,
      sessionId: 'shopper-session',
      send: (event, data) => void sent.push([desk.shopper.id, event, data]),
      close() {},
    });
    hub.add({
      userId: 'someone-else',
      sessionId: 'other-session',
      send: (event, data) => void sent.push(['someone-else', event, data]),
      close() {},
    });
    const silent = { warn() {}, info() {}, error() {} } as never;
    const live = createCartLive(hub, async () => [], silent);
    const listener = createNotificationListener(
      desk.shop.database,
      [CART_CHANNEL],
      { onNotification: (_channel, payload) => live.handle(payload), onResync() {} },
      silent,
    );
    try {
      await listener.ready();
      const order = await placeOrder(desk, [mangoes()]);
      await moveTo(desk, order.id, 'packed');
      await expect
        .poll(() => sent.filter(([, event]) => event === 'order'))
        .toEqual([[desk.shopper.id, 'order', { orderId: order.id }]]);
      for (const status of ['out_for_delivery', 'delivered'] as const) {
        await moveTo(desk, order.id, status, undefined, status === 'delivered');
      }
      expect((await staffCall(desk, 'POST', `/api/admin/orders/${order.id}/refund`, {})).status).toBe(200);
      // One event per change (out for delivery, delivered, refunded), only ever to the order's owner.
      await expect.poll(() => sent.filter(([, event]) => event === 'order').length).toBe(4);
      expect(sent.filter(([user]) => user === 'someone-else')).toEqual([]);
    } finally {
      hub.closeAll();
      await listener.close();
    }
  });
});
