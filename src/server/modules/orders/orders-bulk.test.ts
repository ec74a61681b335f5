import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BULK_MAX_ITEMS, type BulkReportDto } from '../../../shared/admin-bulk';
import type { SelectedPackingDto } from '../../../shared/admin-orders';
import { auditRows, type Desk, moveTo, placeOrder, staffCall, startDesk } from '../../test/harness';

/** Bulk status changes on the orders desk: per-order transactions, audit rows and a per-order report. */
let desk: Desk;

beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  await desk.shop.reset();
  await desk.shop.database.query('delete from orders');
  await desk.shop.database.query('delete from audit_log');
  await desk.shop.database.query('delete from delivery_slot_bookings');
  await desk.shop.database.query('delete from email_outbox');
});

const mangoes = () => ({ productId: desk.shop.products.mangoes.id, quantity: 5 });
const statusesOf = async (ids: string[]) =>
  (
    await desk.shop.database.query<{ id: string; status: string }>(
      'select id, status from orders where id = any($1::uuid[])',
      [ids],
    )
  ).reduce<Record<string, string>>((all, row) => ({ ...all, [row.id]: row.status }), {});
const bulkStatus = (payload: unknown) =>
  staffCall<BulkReportDto>(desk, 'POST', '/api/admin/orders/bulk/status', payload);

describe('bulk status changes', () => {
  it('moves every order that can move, reports the one that cannot, and audits each move once', async () => {
    const [a, b, c] = [
      await placeOrder(desk, [mangoes()]),
      await placeOrder(desk, [mangoes()]),
      await placeOrder(desk, [mangoes()]),
    ];
    // b was cancelled before the bulk action: a cancelled order cannot be packed.
    expect((await moveTo(desk, b!.id, 'cancelled')).status).toBe(200);
    await desk.shop.database.query('delete from audit_log');

    const answer = await bulkStatus({ selection: { ids: [a!.id, b!.id, c!.id] }, status: 'packed' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.done).toBe(2);
    expect(answer.body.refused).toBe(1);
    expect(answer.body.items).toEqual([
      { id: a!.id, label: a!.orderNumber, done: true, message: 'Confirmed → Packed' },
      { id: b!.id, label: b!.orderNumber, done: false, message: 'An order that is cancelled cannot become packed' },
      { id: c!.id, label: c!.orderNumber, done: true, message: 'Confirmed → Packed' },
    ]);
    expect(await statusesOf([a!.id, b!.id, c!.id])).toEqual({
      [a!.id]: 'packed',
      [b!.id]: 'cancelled',
      [c!.id]: 'packed',
    });
    for (const order of [a!, c!])
      expect((await auditRows(desk, order.id)).map((row) => row.action)).toEqual(['order.status']);
    expect(await auditRows(desk, b!.id)).toEqual([]);
  });

  it('acts on every order a filter matches ("select all matching") and names an unknown id', async () => {
    const [a, b] = [await placeOrder(desk, [mangoes()]), await placeOrder(desk, [mangoes()])];
    const matching = await bulkStatus({ selection: { filters: { q: a!.orderNumber } }, status: 'packed' });
    expect(matching.body.items.map((item) => item.id)).toEqual([a!.id]);
    expect(await statusesOf([a!.id, b!.id])).toEqual({ [a!.id]: 'packed', [b!.id]: 'confirmed' });

    const unknown = '00000000-0000-4000-8000-000000000000';
    const answer = await bulkStatus({ selection: { ids: [unknown] }, status: 'packed' });
    expect(answer.body.items).toEqual([{ id: unknown, label: unknown, done: false, message: 'No longer exists' }]);
  });

  it('refuses an empty or oversized selection and a refund in bulk, changing nothing', async () => {
    const order = await placeOrder(desk, [mangoes()]);
    expect((await bulkStatus({ selection: { ids: [] }, status: 'packed' })).status).toBe(400);
    const tooMany = Array.from({ length: BULK_MAX_ITEMS + 1 }, () => order.id);
    expect((await bulkStatus({ selection: { ids: tooMany }, status: 'packed' })).status).toBe(400);
    expect((await bulkStatus({ selection: { ids: [order.id] }, status: 'refunded' })).status).toBe(400);
    expect(await statusesOf([order.id])).toEqual({ [order.id]: 'confirmed' });
    expect(await auditRows(desk, order.id)).toEqual([]);
  });
});

describe('selected orders', () => {
  it('prints the packing lists of the ticked orders and exports only them', async () => {
    const [a, b] = [await placeOrder(desk, [mangoes()]), await placeOrder(desk, [mangoes()])];
    const packing = await staffCall<SelectedPackingDto>(desk, 'GET', `/api/admin/orders/packing/selected?ids=${a!.id}`);
    expect(packing.status).toBe(200);
    expect(packing.body.orders.map((o) => o.orderNumber)).toEqual([a!.orderNumber]);
    expect(packing.body.orders[0]!.groups.flatMap((g) => g.lines.map((l) => l.quantity))).toEqual([5]);

    const csv = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?ids=${a!.id}`,
      headers: { cookie: desk.staff.cookie },
    });
    expect(csv.body).toContain(a!.orderNumber);
    expect(csv.body).not.toContain(b!.orderNumber);
  });
});
