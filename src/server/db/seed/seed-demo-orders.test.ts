import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeTotals } from '../../../shared/order-totals';
import { toOrderDto } from '../../modules/orders/order-dto';
import { ordersRepository } from '../../modules/orders/orders-repository';
import { salesCountRepository } from '../../modules/orders/sales-count-repository';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '../client';
import { DEMO_SHOPPER } from './demo-accounts';
import { seedIfEmpty } from './seed';
import { DEMO_ORDERS, seedDemoOrders } from './seed-demo-orders';

let database: Database;
let shopperId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedIfEmpty(database, { demoData: true })).toBe('seeded');
  const [user] = await database.query<{ id: string }>('select id from users where email = $1', [DEMO_SHOPPER.email]);
  shopperId = user!.id;
}, 120_000);
afterAll(async () => {
  await database?.close();
});

async function shopperOrders() {
  const { rows } = await ordersRepository.list(database, { userId: shopperId, page: 1, pageSize: 20 });
  return Promise.all(rows.map(async (r) => toOrderDto((await ordersRepository.detail(database, r.id, shopperId))!)));
}

describe('demo orders', () => {
  it('gives the demo shopper a delivered, an on-its-way, a confirmed and a cancelled order', async () => {
    const orders = await shopperOrders();
    const [zone] = await database.query<{ delivery_charge_cents: number }>(
      `select delivery_charge_cents from delivery_zones where zipcode = '75038'`,
    );
    expect(orders.map((o) => o.status)).toEqual(['confirmed', 'out_for_delivery', 'delivered', 'cancelled']);
    for (const order of orders) {
      expect(order.orderNumber).toMatch(/^US-\d{8}-\d{4}$/);
      expect(order.orderNumber.slice(3, 11)).toBe(
        new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' })
          .format(new Date(order.createdAt))
          .replaceAll('-', ''),
      );
      expect(order.contact).toMatchObject({ fullName: DEMO_SHOPPER.fullName, email: DEMO_SHOPPER.email });
      expect(order.address).toMatchObject({ city: 'Irving', state: 'TX', zipCode: '75038' });
      expect(order.lines.length).toBeGreaterThanOrEqual(3);
      // Totals are the shared totals code's for the lines as bought.
      const demo = DEMO_ORDERS.find((d) => d.key === order.status.replaceAll('_', '-'))!;
      const totals = computeTotals({
        lines: order.lines.map((l) => ({
          unitPriceCents: l.unitPriceCents,
          quantity: l.quantity,
          taxClass: l.taxClass,
        })),
        zone: { deliveryChargeCents: zone!.delivery_charge_cents, expressAvailable: true },
        express: false,
        state: 'TX',
        tip: demo.tip,
        promo: null,
        loyaltyPoints: 0,
      });
      expect(order.totalCents).toBe(totals.totalCents);
      expect(order.totals).toMatchObject({
        subtotalCents: totals.subtotalCents,
        deliveryCents: totals.deliveryCents,
        taxCents: totals.taxCents,
        taxState: 'TX',
        tipCents: totals.tipCents,
        totalCents: totals.totalCents,
      });
      // History in time order, ending in the order's status, all in the past.
      const times = order.history.map((h) => Date.parse(h.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(times.at(-1)!).toBeLessThanOrEqual(Date.now());
      expect(order.history.at(-1)!.status).toBe(order.status);
    }
    const byStatus = Object.fromEntries(orders.map((o) => [o.status, o]));
    expect(byStatus.delivered!.history.map((h) => h.status)).toEqual([
      'pending',
      'confirmed',
      'packed',
      'out_for_delivery',
      'delivered',
    ]);
    expect(byStatus.delivered).toMatchObject({ paymentMethod: 'stripe_card', paymentStatus: 'paid' });
    expect(byStatus.cancelled!.history.map((h) => h.status)).toEqual(['confirmed', 'cancelled']);
    expect(byStatus.confirmed).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'unpaid', canCancel: true });
  });

  it('holds stock for open orders, gave the cancelled one back, and pays loyalty points for the delivered one', async () => {
    const held = await database.query<{ stock_held: boolean; status: string }>(
      'select stock_held, status from orders where user_id = $1 order by status',
      [shopperId],
    );
    expect(held.map((r) => [r.status, r.stock_held])).toEqual([
      ['cancelled', false],
      ['confirmed', true],
      ['delivered', false],
      ['out_for_delivery', true],
    ]);
    // The two open orders' windows and the delivered one's (in the past); the cancelled one gave its place back.
    const [booked] = await database.query<{ n: number }>(
      'select coalesce(sum(booked), 0)::int as n from delivery_slot_bookings',
    );
    expect(booked!.n).toBe(3);
    const [ledger] = await database.query<{ points: number; reason: string }>(
      `select points, reason from loyalty_ledger where user_id = $1 and reason <> 'welcome'`,
      [shopperId],
    );
    // The ledger explains the whole balance: the seeded welcome points plus the delivered order's.
    const [sums] = await database.query<{ ledger: number; balance: number }>(
      `select (select sum(points)::int from loyalty_ledger where user_id = $1) as ledger,
              (select total_points from user_loyalty_points where user_id = $1) as balance`,
      [shopperId],
    );
    expect(sums!.ledger).toBe(sums!.balance);
    const [delivered] = await database.query<{ subtotal_cents: number }>(
      `select subtotal_cents from orders where user_id = $1 and status = 'delivered'`,
      [shopperId],
    );
    expect(ledger).toEqual({ points: Math.floor(delivered!.subtotal_cents / 100), reason: 'earned' });
    const payments = await database.query<{ status: string; provider: string }>(
      `select p.status, p.provider from payments p join orders o on o.id = p.order_id
       where o.user_id = $1 order by o.status`,
      [shopperId],
    );
    expect(payments).toEqual([
      { status: 'pending', provider: 'cod' },
      { status: 'pending', provider: 'cod' },
      { status: 'succeeded', provider: 'demo' },
      { status: 'succeeded', provider: 'demo' },
    ]);
  });

  it('counts the sales of every order but the cancelled one once the popularity job has run', async () => {
    const sales = () =>
      database.query<{ status: string; sales: number }>(
        `select o.status, sum(p.sales_count)::int as sales from orders o
         join order_items i on i.order_id = o.id join products p on p.id = i.product_id
         where o.user_id = $1 group by o.status order by o.status`,
        [shopperId],
      );
    const before = new Map((await sales()).map((r) => [r.status, r.sales]));
    await salesCountRepository.fold(database);
    const lines = await database.query<{ status: string; n: number }>(
      `select o.status, count(*)::int as n from orders o join order_items i on i.order_id = o.id
       where o.user_id = $1 group by o.status`,
      [shopperId],
    );
    const after = new Map((await sales()).map((r) => [r.status, r.sales]));
    for (const { status, n } of lines) {
      expect(after.get(status)! - before.get(status)!, status).toBe(status === 'cancelled' ? 0 : n);
    }
  });

  it('writes nothing again on the next start', async () => {
    const stock = await database.query('select sum(stock_quantity)::float8 as s from products');
    expect(await seedIfEmpty(database, { demoData: true })).toBe('kept');
    expect(await seedDemoOrders(database)).toBe(0);
    expect(await shopperOrders()).toHaveLength(DEMO_ORDERS.length);
    expect(await database.query('select sum(stock_quantity)::float8 as s from products')).toEqual(stock);
  });
});
