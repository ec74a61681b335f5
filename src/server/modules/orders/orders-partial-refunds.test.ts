import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminOrderDto } from '../../../shared/admin-orders';
import type { OrderDto } from '../../../shared/orders';
import {
  auditRows,
  call,
  deliver,
  type Desk,
  moveTo,
  placeOrder,
  placePaidOrder,
  staffCall,
  startDesk,
} from '../../test/harness';

/** Partial refunds (a quantity, a weight, a custom amount) and careful status moves on the staff desk. */
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

const refund = (id: string, body: Record<string, unknown> = {}) =>
  staffCall<OrderDto>(desk, 'POST', `/api/admin/orders/${id}/refund`, body);
const refundRows = (id: string) =>
  desk.shop.database.query<{ amount_cents: number; reason: string | null; lines: unknown }>(
    'select amount_cents, reason, lines from order_refunds where order_id = $1 order by created_at, id',
    [id],
  );
const refundedCents = async (id: string) =>
  (await desk.shop.database.query<{ n: number }>('select refunded_cents as n from orders where id = $1', [id]))[0]!.n;
const shopperView = async (id: string) =>
  (await call<OrderDto>(desk.shop, desk.shopper, 'GET', `/api/orders/${id}`)).body;
/** What the shopper paid for goods per cent of subtotal, written out here so the test checks the rule. */
const share = (order: OrderDto, goodsCents: number) => {
  const t = order.totals;
  return Math.round(
    (goodsCents * (t.subtotalCents - t.discountCents - t.loyaltyDiscountCents + t.taxCents)) / t.subtotalCents,
  );
};

async function deliveredPaidOrder() {
  const { mangoes, incense } = desk.shop.products;
  const order = await placePaidOrder(desk, [
    { productId: mangoes.id, quantity: 3 },
    { productId: incense.id, quantity: 4 },
  ]);
  await deliver(desk, order.id);
  return order;
}
/** The order's line of 3 mangoes: an order's lines follow its cart, whose two adds may be in either order. */
const mangoLineOf = <L extends { id: string; productId: string | null }>(lines: L[]) =>
  lines.find((l) => l.productId === desk.shop.products.mangoes.id)!;

describe('partial refunds', () => {
  it('refunds 1 of 3 units for its share, shows it to the shopper, and the email says the amount', async () => {
    const order = await deliveredPaidOrder();
    const mangoLine = mangoLineOf(order.lines);
    const answer = await refund(order.id, {
      lines: [{ lineId: mangoLine.id, quantity: 1 }],
      reason: 'One box bruised',
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('delivered');
    const expected = share(order, Math.round(mangoLine.lineTotalCents / 3));
    expect(await refundRows(order.id)).toEqual([
      {
        amount_cents: expected,
        reason: 'One box bruised',
        lines: [expect.objectContaining({ lineId: mangoLine.id, quantity: 1 })],
      },
    ]);
    expect(await refundedCents(order.id)).toBe(expected);

    const seen = await shopperView(order.id);
    expect(seen.refundedCents).toBe(expected);
    expect(seen.refunds.map((r) => r.amountCents)).toEqual([expected]);
    expect(mangoLineOf(seen.lines).refundedQuantity).toBe(1);
    const [mail] = await desk.shop.database.query<{ text_body: string }>(
      `select text_body from email_outbox where kind = 'order-refund'`,
    );
    expect(mail?.text_body).toContain(
      `We refunded $${Math.floor(expected / 100)}.${String(expected % 100).padStart(2, '0')}`,
    );

    // More than is left of the line is refused; the rest of it is fine and marks the line refunded.
    const tooMany = await refund(order.id, { lines: [{ lineId: mangoLine.id, quantity: 3 }] });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.error.message).toBe('At most 2 of this line can still be refunded');
    const half = await refund(order.id, { lines: [{ lineId: mangoLine.id, quantity: 1.5 }] });
    expect(half.status).toBe(422);
    expect(half.body.error.message).toBe('Refund whole units of this item');
    const rest = await refund(order.id, { lines: [{ lineId: mangoLine.id, quantity: 2 }] });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const detail = (await staffCall<AdminOrderDto>(desk, 'GET', `/api/admin/orders/${order.id}`)).body;
    expect(mangoLineOf(detail.lines).refundedAt).not.toBeNull();
    expect(mangoLineOf(detail.lines).refundedGoodsCents).toBe(mangoLine.lineTotalCents);
    expect(detail.refunds.map((r) => r.lines)).toEqual([
      [{ lineId: mangoLine.id, quantity: 1 }],
      [{ lineId: mangoLine.id, quantity: 2 }],
    ]);
    const again = await refund(order.id, { lines: [{ lineId: mangoLine.id, quantity: 1 }] });
    expect(again.status).toBe(409);
  });

  it('refunds part of a weighed line by weight', async () => {
    const { okra } = desk.shop.products;
    const order = await placePaidOrder(desk, [
      { productId: desk.shop.products.mangoes.id, quantity: 4 },
      { productId: okra.id, quantity: 2.2 },
    ]);
    await deliver(desk, order.id);
    const okraLine = order.lines.find((l) => l.productId === okra.id)!;
    const answer = await refund(order.id, { lines: [{ lineId: okraLine.id, quantity: 1.1 }] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await refundRows(order.id))[0]!.amount_cents).toBe(share(order, Math.round(okraLine.lineTotalCents / 2)));
    expect((await shopperView(order.id)).lines.find((l) => l.id === okraLine.id)!.refundedQuantity).toBe(1.1);
  });

  it('refunds a custom amount with its reason, and needs the reason', async () => {
    const order = await deliveredPaidOrder();
    const noReason = await refund(order.id, { amountCents: 150 });
    expect(noReason.status).toBe(400);
    const answer = await refund(order.id, { amountCents: 150, reason: 'Late delivery' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.status).toBe('delivered');
    expect(await refundRows(order.id)).toEqual([{ amount_cents: 150, reason: 'Late delivery', lines: [] }]);
    const [audit] = (await auditRows(desk, order.id)).filter((a) => a.action === 'order.refund');
    expect(audit!.after).toMatchObject({ amountCents: 150, customAmountCents: 150, reason: 'Late delivery' });
  });

  it('refuses more than was paid and not yet refunded, with a clear message, and changes nothing', async () => {
    const order = await deliveredPaidOrder();
    await refund(order.id, { amountCents: 500, reason: 'Late delivery' });
    const left = order.totalCents - 500;
    const over = await refund(order.id, { amountCents: left + 1, reason: 'Too much' });
    expect(over.status).toBe(422);
    expect(over.body.error.code).toBe('REFUND_TOO_LARGE');
    expect(over.body.error.message).toBe(
      `The refund cannot be more than what was paid and not yet refunded ($${Math.floor(left / 100)}.${String(left % 100).padStart(2, '0')})`,
    );
    expect(await refundRows(order.id)).toHaveLength(1);
    expect(await refundedCents(order.id)).toBe(500);
    expect((await auditRows(desk, order.id)).filter((a) => a.action === 'order.refund')).toHaveLength(1);

    // All that is left, as a custom amount, refunds the whole order.
    const all = await refund(order.id, { amountCents: left, reason: 'Goodwill' });
    expect(all.body).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(await refundedCents(order.id)).toBe(order.totalCents);
  });

  it('two refunds at once cannot together exceed the paid amount', async () => {
    const order = await deliveredPaidOrder();
    const most = Math.ceil(order.totalCents * 0.6);
    const answers = await Promise.all([
      refund(order.id, { amountCents: most, reason: 'First' }),
      refund(order.id, { amountCents: most, reason: 'Second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422]);
    expect(await refundedCents(order.id)).toBe(most);
    const rows = await refundRows(order.id);
    expect(rows.reduce((sum, r) => sum + r.amount_cents, 0)).toBeLessThanOrEqual(order.totalCents);

    // The same units twice at once: one refund covers them, the other is refused.
    const other = await deliveredPaidOrder();
    const line = mangoLineOf(other.lines);
    const both = await Promise.all([
      refund(other.id, { lines: [{ lineId: line.id, quantity: 2 }] }),
      refund(other.id, { lines: [{ lineId: line.id, quantity: 2 }] }),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([200, 422]);
    const [row] = await desk.shop.database.query<{ q: number }>(
      'select refunded_quantity::float8 as q from order_items where id = $1',
      [line.id],
    );
    expect(row!.q).toBe(2);
  });

  it('answers 403 to a shopper on the refund and status routes, whatever the body', async () => {
    const order = await deliveredPaidOrder();
    const lineId = order.lines[0]!.id;
    for (const [url, body] of [
      [`/api/admin/orders/${order.id}/refund`, { lines: [{ lineId, quantity: 1 }] }],
      [`/api/admin/orders/${order.id}/refund`, { amountCents: 100, reason: 'x' }],
      [`/api/admin/orders/${order.id}/status`, { status: 'out_for_delivery', note: 'mistake' }],
      [`/api/admin/orders/${order.id}/status`, { status: 'delivered', confirm: true }],
    ] as const) {
      const answer = await call(desk.shop, desk.shopper, 'POST', url, body);
      expect(answer.status, url).toBe(403);
    }
    expect(await refundRows(order.id)).toEqual([]);
  });
});

describe('status moves with care', () => {
  const emails = async () =>
    (
      await desk.shop.database.query<{ n: number }>(
        `select count(*)::int as n from email_outbox where kind = 'order-status'`,
      )
    )[0]!.n;

  it('refuses a skip and an early delivery without confirm, and allows them with it', async () => {
    const order = await placeOrder(desk, [{ productId: desk.shop.products.mangoes.id, quantity: 5 }]);
    const skip = await moveTo(desk, order.id, 'out_for_delivery');
    expect(skip.status).toBe(422);
    expect(skip.body.error.code).toBe('CONFIRMATION_REQUIRED');
    expect(skip.body.error.message).toBe('This skips Packed. Confirm the move to go ahead.');
    expect((await shopperView(order.id)).status).toBe('confirmed');
    expect(await auditRows(desk, order.id)).toEqual([]);

    const confirmed = await moveTo(desk, order.id, 'out_for_delivery', undefined, true);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    // The test order's window is still to come: Delivered now is early.
    const early = await moveTo(desk, order.id, 'delivered');
    expect(early.status).toBe(422);
    expect(early.body.error.message).toBe('The delivery window has not started yet. Confirm the move to go ahead.');
    expect((await moveTo(desk, order.id, 'delivered', undefined, true)).status).toBe(200);
    const audit = await auditRows(desk, order.id);
    expect(audit.map((a) => a.after)).toEqual([
      expect.objectContaining({ status: 'out_for_delivery', move: 'skip', confirmed: true }),
      expect.objectContaining({ status: 'delivered' }),
    ]);
  });

  it('steps back one status with a required reason, audited, seen by the shopper, with no email', async () => {
    const order = await placeOrder(desk, [{ productId: desk.shop.products.mangoes.id, quantity: 5 }]);
    await moveTo(desk, order.id, 'packed');
    await moveTo(desk, order.id, 'out_for_delivery');
    const sent = await emails();

    const noReason = await moveTo(desk, order.id, 'packed');
    expect(noReason.status).toBe(422);
    expect(noReason.body.error.message).toBe('Give a reason for moving the order back');
    expect((await shopperView(order.id)).status).toBe('out_for_delivery');

    const back = await moveTo(desk, order.id, 'packed', 'Driver had not left yet');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const seen = await shopperView(order.id);
    expect(seen.status).toBe('packed');
    expect(seen.history.at(-1)).toMatchObject({ status: 'packed', note: 'Moved back: Driver had not left yet' });
    const audit = (await auditRows(desk, order.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'order.status',
      actor_email: desk.staff.email,
      before: { status: 'out_for_delivery' },
      after: { status: 'packed', note: 'Driver had not left yet', move: 'back' },
    });
    expect(await emails()).toBe(sent);

    // Two steps back at once is not a step back.
    expect((await moveTo(desk, order.id, 'pending', 'too far')).status).toBe(409);
  });

  it('steps a delivered cash order back: unpaid again, points earned once when delivered again', async () => {
    const order = await placeOrder(desk, [{ productId: desk.shop.products.mangoes.id, quantity: 5 }]);
    await deliver(desk, order.id);
    const back = await moveTo(desk, order.id, 'out_for_delivery', 'Marked delivered by mistake');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.paymentStatus).toBe('unpaid');
    expect((await moveTo(desk, order.id, 'delivered', undefined, true)).body.paymentStatus).toBe('paid');
    const [ledger] = await desk.shop.database.query<{ n: number }>(
      `select count(*)::int as n from loyalty_ledger where order_id = $1 and reason = 'earned'`,
      [order.id],
    );
    expect(ledger!.n).toBe(1);

    // A refunded order stays where it is.
    const paid = await deliveredPaidOrder();
    await refund(paid.id, { amountCents: 100, reason: 'Goodwill' });
    const refused = await moveTo(desk, paid.id, 'out_for_delivery', 'mistake');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('A refunded order cannot be moved back');
  });
});
