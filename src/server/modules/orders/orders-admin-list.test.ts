import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminOrderDto,
  type AdminOrderListDto,
  ORDERS_CSV_HEADER,
  type PackingListDto,
} from '../../../shared/admin-orders';
import { addDays, storeClock } from '../../../shared/delivery-slots';
import type { OrderDto } from '../../../shared/orders';
import {
  call,
  type Desk,
  moveTo,
  orderBody,
  placeOrder,
  placePaidOrder,
  staffCall,
  startDesk,
} from '../../test/harness';
import { neutralizeCell } from './orders-csv';

/** The staff desk's reads: list filters, search, sort and paging; the CSV; the detail; the packing list. */
let desk: Desk;
let orders: OrderDto[];
const today = storeClock().date;
const tomorrow = addDays(today, 1);

beforeAll(async () => {
  desk = await startDesk();
  const { products } = desk.shop;
  const base = orderBody();
  const at = (date: string, start: number) => ({ ...base.delivery, slot: { date, start } });
  // Four orders told apart by every filter: customer, ZIP, payment, delivery slot, total and placed date.
  orders = [
    await placeOrder(desk, [{ productId: products.mangoes.id, quantity: 5 }], {
      contact: { fullName: 'Asha Patel', email: 'asha@example.test', phone: '(972) 555-0142' },
      delivery: at(tomorrow, 10),
    }),
    await placeOrder(desk, [{ productId: products.mangoes.id, quantity: 8 }], {
      contact: { fullName: 'Ravi Kumar', email: 'ravi@example.test', phone: '(214) 555-0199' },
      delivery: {
        ...at(tomorrow, 12),
        address: { street: '1 Main St', street2: '', city: 'Plano', state: 'TX', zipCode: '75024' },
      },
    }),
    await placePaidOrder(desk, [
      { productId: products.mangoes.id, quantity: 4 },
      { productId: products.okra.id, quantity: 1.5 },
    ]),
    await placeOrder(desk, [{ productId: products.mangoes.id, quantity: 6 }], {
      contact: { fullName: '=HYPERLINK("http://evil")', email: 'meera@example.test', phone: '(469) 555-0100' },
      delivery: at(tomorrow, 12),
    }),
  ];
  // Placed on different store days: one 40 days ago, one 3 days ago.
  await desk.shop.database.query(`update orders set created_at = now() - interval '40 days' where id = $1`, [
    orders[0]!.id,
  ]);
  await desk.shop.database.query(`update orders set created_at = now() - interval '3 days' where id = $1`, [
    orders[1]!.id,
  ]);
  await moveTo(desk, orders[1]!.id, 'packed');
});
afterAll(async () => desk?.shop.close());

const list = async (query: string) => {
  const answer = await staffCall<AdminOrderListDto>(desk, 'GET', `/api/admin/orders?${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const numbers = (body: AdminOrderListDto) => body.orders.map((o) => o.orderNumber);
const n = (i: number) => orders[i]!.orderNumber;

describe('the staff orders list', () => {
  it('is newest first by default with the total, and pages on the server', async () => {
    const all = await list('');
    expect(all.total).toBe(4);
    expect(numbers(all)).toEqual([n(3), n(2), n(1), n(0)]);
    const page2 = await list('pageSize=3&page=2');
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(numbers(page2)).toEqual([n(0)]);
    expect((await staffCall(desk, 'GET', '/api/admin/orders?pageSize=101')).status).toBe(400);
  });

  it('searches order number, customer name, email and phone (typed with or without punctuation)', async () => {
    expect(numbers(await list(`q=${n(1)}`))).toEqual([n(1)]);
    expect(numbers(await list('q=ravi%20ku'))).toEqual([n(1)]);
    expect(numbers(await list('q=MEERA@EXAMPLE'))).toEqual([n(3)]);
    expect(numbers(await list(`q=${encodeURIComponent('(214) 555-01')}`))).toEqual([n(1)]);
    expect(numbers(await list('q=2145550199'))).toEqual([n(1)]);
    // LIKE's wildcards are searched for literally.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('filters by statuses, placed dates (store time), delivery date and slot, payment method and ZIP', async () => {
    expect(numbers(await list('status=packed'))).toEqual([n(1)]);
    expect(numbers(await list('status=packed,confirmed&sort=total&dir=asc'))).toEqual([n(2), n(0), n(3), n(1)]);
    expect(numbers(await list(`from=${addDays(today, -5)}&to=${addDays(today, -1)}`))).toEqual([n(1)]);
    expect(numbers(await list(`from=${addDays(today, -1)}`))).toEqual([n(3), n(2)]);
    expect(numbers(await list(`to=${addDays(today, -30)}`))).toEqual([n(0)]);
    expect(numbers(await list(`deliveryDate=${tomorrow}&slot=12`))).toEqual([n(3), n(1)]);
    expect(numbers(await list('payment=stripe_card'))).toEqual([n(2)]);
    expect(numbers(await list('zip=75024'))).toEqual([n(1)]);
    expect((await staffCall(desk, 'GET', '/api/admin/orders?status=lost')).status).toBe(400);
    expect((await staffCall(desk, 'GET', '/api/admin/orders?slot=9')).status).toBe(400);
  });

  it('sorts by total, delivery and status both ways', async () => {
    expect(numbers(await list('sort=total&dir=desc'))).toEqual([n(1), n(3), n(0), n(2)]);
    const byDelivery = await list('sort=delivery&dir=asc');
    const keys = byDelivery.orders.map((o) => `${o.deliveryDate}-${String(o.deliveryWindowStart).padStart(2, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect((await list('sort=status&dir=desc')).orders[0]!.status).toBe('packed');
  });
});

describe('the CSV export', () => {
  it('has the documented header, one row per filtered order, dollars, a safe filename and no formulas', async () => {
    const response = await desk.shop.app.inject({
      method: 'GET',
      url: `/api/admin/orders/export.csv?deliveryDate=${tomorrow}&slot=12&sort=total&dir=asc`,
      headers: { cookie: desk.staff.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-${today}.csv"`);
    const parsed = Papa.parse<string[]>(response.body.trim());
    expect(parsed.data[0]).toEqual([...ORDERS_CSV_HEADER]);
    const rows = parsed.data.slice(1);
    expect(rows.map((r) => r[0])).toEqual([n(3), n(1)]);
    const column = (name: (typeof ORDERS_CSV_HEADER)[number]) => ORDERS_CSV_HEADER.indexOf(name);
    expect(rows[0]![column('Customer')]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[0]![column('Total')]).toBe((orders[3]!.totalCents / 100).toFixed(2));
    expect(rows[1]![column('Status')]).toBe('Packed');
    expect(rows[1]![column('ZIP')]).toBe('75024');
    expect(rows[1]![column('Delivery window')]).toBe('12:00 PM – 2:00 PM');
    expect(rows[1]![column('Refunded')]).toBe('0.00');
    expect(rows[1]![column('Placed (store time)')]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('neutralizes every formula lead character', () => {
    expect(['=1', '+1', '-1', '@SUM(A1)', '\tx', 'plain'].map(neutralizeCell)).toEqual([
      "'=1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
    ]);
  });

  it('is for staff only', async () => {
    expect((await call(desk.shop, null, 'GET', '/api/admin/orders/export.csv')).status).toBe(401);
    expect((await call(desk.shop, desk.shopper, 'GET', '/api/admin/orders/export.csv')).status).toBe(403);
  });
});

describe('the order detail and the packing list', () => {
  it('shows lines with substitution and notes, the address, every total, payments and who changed the status', async () => {
    const paid = orders[2]!;
    await desk.shop.database.query(
      `update order_items set substitution = 'specific', custom_requirements = 'Ripe ones please' where id = $1`,
      [paid.lines[0]!.id],
    );
    const { status, body } = await staffCall<AdminOrderDto>(desk, 'GET', `/api/admin/orders/${paid.id}`);
    expect(status).toBe(200);
    expect(body.lines.find((l) => l.id === paid.lines[0]!.id)).toMatchObject({
      substitution: 'specific',
      customRequirements: 'Ripe ones please',
      refundedAt: null,
    });
    expect(body.lines.find((l) => l.name.startsWith('Fresh Okra'))).toMatchObject({ quantity: 1.5, unit: 'lb' });
    expect(body.lines.find((l) => l.name.startsWith('Alphonso'))).toMatchObject({ quantity: 4, unit: null });
    expect(body.address).toMatchObject({ city: 'Irving', zipCode: '75038' });
    expect(body.totals.totalCents).toBe(paid.totalCents);
    expect(body.payments).toEqual([
      expect.objectContaining({
        provider: 'demo',
        status: 'succeeded',
        amountCents: paid.totalCents,
        cardLast4: '4242',
      }),
    ]);
    expect(body.refundableCents).toBe(0); // paid but not delivered yet
    const packed = await staffCall<AdminOrderDto>(desk, 'GET', `/api/admin/orders/${orders[1]!.id}`);
    expect(packed.body.history.at(-1)).toMatchObject({
      status: 'packed',
      by: { email: desk.staff.email, name: desk.staff.fullName },
    });
    expect((await staffCall(desk, 'GET', '/api/admin/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('lists a slot’s confirmed and packed orders with lines grouped by category, pounds for weighed goods', async () => {
    const slot = orders[2]!;
    const [row] = await desk.shop.database.query<{ d: string; w: number }>(
      'select delivery_date::text as d, delivery_window_start as w from orders where id = $1',
      [slot.id],
    );
    const { status, body } = await staffCall<PackingListDto>(
      desk,
      'GET',
      `/api/admin/orders/packing?date=${row!.d}&slot=${row!.w}`,
    );
    expect(status).toBe(200);
    const mine = body.orders.find((o) => o.id === slot.id)!;
    expect(mine.groups.flatMap((g) => g.lines.map((l) => [l.name, l.quantity, l.unit]))).toEqual(
      expect.arrayContaining([
        ['Alphonso Mangoes (Box of 6)', 4, null],
        ['Fresh Okra (Bhindi)', 1.5, 'lb'],
      ]),
    );
    expect(mine.groups[0]!.lines[0]).toHaveProperty('substitution');
    const later = await staffCall<PackingListDto>(desk, 'GET', `/api/admin/orders/packing?date=${tomorrow}&slot=12`);
    expect(later.body.orders.map((o) => o.orderNumber)).toEqual([n(1), n(3)]);
    expect(later.body.window).toBe('12:00 PM – 2:00 PM');
    expect((await staffCall(desk, 'GET', '/api/admin/orders/packing?date=tomorrow&slot=12')).status).toBe(400);
  });
});
