import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardDto } from '../../../shared/admin-dashboard';
import { storeClock } from '../../../shared/delivery-slots';
import { signInShopper, signInStaff, startShop, type TestShop } from '../../test/harness';
import { createDashboardService } from './dashboard-service';

let shop: TestShop;
let admin: { cookie: string };
let shopper: { id: string; cookie: string };
let products: { id: string; slug: string }[];
beforeAll(async () => {
  shop = await startShop();
  admin = await signInStaff(shop);
  shopper = await signInShopper(shop);
  products = await shop.database.query(`select id, slug from products order by slug`);
  await placeFixedOrders();
});
afterAll(() => shop?.close());

/**
 * Chicago is UTC-6 in late November (CST). The fixed "now" of the figures below is
 * 2026-11-20 12:00 in Chicago; the 7-day period is Nov 14–20, the previous one Nov 7–13 until 12:00.
 */
const NOW = new Date('2026-11-20T18:00:00Z');
const chicago = (local: string) => new Date(`${local}-06:00`);

interface Line {
  product: number;
  cents: number;
  quantity?: number;
  refunded?: boolean;
}
async function placeOrder(o: {
  at: Date;
  status: string;
  total: number;
  refunded?: number;
  method?: string;
  paymentStatus?: string;
  deliveryDate?: string;
  lines?: Line[];
}) {
  const [row] = await shop.database.query<{ id: string }>(
    `insert into orders (order_number, user_id, idempotency_key, status, payment_method, payment_status,
       contact_name, contact_email, contact_phone, street, city, state, zip_code, delivery_date,
       delivery_window_start, item_count, subtotal_cents, delivery_cents, express_cents, discount_cents,
       loyalty_discount_cents, loyalty_points_used, tax_cents, tax_rate_milli_percent, tip_cents, total_cents,
       refunded_cents, created_at)
     values ($1, $2, $3, $4, $5, $6, 'Asha Patel', 'asha@example.test', '(972) 555-0142', '1 Main St', 'Irving',
       'TX', '75038', $7, 10, 1, $8, 0, 0, 0, 0, 0, 0, 0, 0, $8, $9, $10) returning id`,
    [
      `US-TEST-${randomUUID().slice(0, 8)}`,
      shopper.id,
      randomUUID(),
      o.status,
      o.method ?? 'cod',
      o.paymentStatus ?? 'unpaid',
      o.deliveryDate ?? '2026-11-21',
      o.total,
      o.refunded ?? 0,
      o.at,
    ],
  );
  for (const line of o.lines ?? []) {
    await shop.database.query(
      `insert into order_items (order_id, product_id, name, unit_price_cents, quantity, line_total_cents, tax_class, refunded_at)
       values ($1, $2, 'line', $3, $4, $3, 'food', $5)`,
      [row!.id, products[line.product]!.id, line.cents, line.quantity ?? 1, line.refunded ? NOW : null],
    );
  }
}

async function placeFixedOrders() {
  // 23:30 in Chicago on Nov 19 is 05:30 UTC on Nov 20: it belongs to the store day Nov 19.
  await placeOrder({
    at: chicago('2026-11-19T23:30:00'),
    status: 'confirmed',
    total: 10000,
    deliveryDate: '2026-11-20',
    lines: [
      { product: 0, cents: 6000, quantity: 2 },
      { product: 1, cents: 4000 },
    ],
  });
  await placeOrder({
    at: chicago('2026-11-20T00:30:00'),
    status: 'delivered',
    total: 5000,
    refunded: 1000,
    lines: [
      { product: 1, cents: 5000 },
      { product: 0, cents: 1000, refunded: true },
    ],
  });
  // Previous period: Nov 13 before 12:00 counts, after 12:00 is later than "the same time of day".
  await placeOrder({
    at: chicago('2026-11-13T11:00:00'),
    status: 'confirmed',
    total: 8000,
    lines: [{ product: 2, cents: 8000 }],
  });
  await placeOrder({ at: chicago('2026-11-13T23:59:00'), status: 'delivered', total: 9900 });
  await placeOrder({
    at: chicago('2026-11-14T00:10:00'),
    status: 'cancelled',
    total: 3000,
    lines: [{ product: 2, cents: 3000 }],
  });
  await placeOrder({
    at: chicago('2026-11-18T10:00:00'),
    status: 'pending',
    total: 7000,
    method: 'stripe_card',
    paymentStatus: 'pending',
    lines: [{ product: 3, cents: 7000 }],
  });
  // After "now": not in any period of NOW.
  await placeOrder({ at: chicago('2026-11-20T13:00:00'), status: 'confirmed', total: 2500 });

  const user = (at: Date, role: string | null) =>
    shop.database.query(
      `with u as (insert into users (name, email, email_verified, created_at) values ('New', $1, true, $2) returning id)
       insert into profiles (user_id, email, role) select id, $1, $3 from u`,
      [`${randomUUID()}@example.test`, at, role],
    );
  await user(chicago('2026-11-19T23:45:00'), null);
  await user(chicago('2026-11-18T09:00:00'), 'admin');
  await user(chicago('2026-11-10T09:00:00'), null);

  await shop.database.query(
    `insert into delivery_slot_bookings (slot_date, window_start, booked) values ('2026-11-20', 10, 4)`,
  );
  await shop.database.query(`update products set stock_quantity = 100, is_active = true`);
  await shop.database.query(`update products set stock_quantity = 0 where id = $1`, [products[3]!.id]);
  await shop.database.query(`update products set stock_quantity = 3.5 where id = $1`, [products[4]!.id]);
}

describe('dashboard figures (store time, America/Chicago)', () => {
  const dashboard = () => createDashboardService(shop.database, { slotCapacity: 20 });

  it('counts revenue, orders and the average by store day against the previous 7 days', async () => {
    const d = await dashboard().summary('7d', NOW);
    expect(d).toMatchObject({
      from: '2026-11-14',
      to: '2026-11-20',
      previousFrom: '2026-11-07',
      previousTo: '2026-11-13',
    });
    expect(d.kpis).toEqual({
      revenueCents: { current: 14000, previous: 8000 },
      orders: { current: 2, previous: 1 },
      averageOrderValueCents: { current: 7000, previous: 8000 },
      newCustomers: { current: 1, previous: 1 },
    });
    expect(d.daily).toHaveLength(7);
    expect(d.daily.filter((day) => day.orders > 0)).toEqual([
      { date: '2026-11-19', revenueCents: 10000, orders: 1 },
      { date: '2026-11-20', revenueCents: 4000, orders: 1 },
    ]);
    expect(d.daily[0]).toEqual({ date: '2026-11-14', revenueCents: 0, orders: 0 });
  });

  it('today is the store day so far, compared with yesterday until the same time', async () => {
    const d = await dashboard().summary('today', NOW);
    expect(d.daily).toEqual([{ date: '2026-11-20', revenueCents: 4000, orders: 1 }]);
    // The 23:30 order of Nov 19 is after yesterday 12:00, so yesterday-so-far had nothing.
    expect(d.kpis.revenueCents).toEqual({ current: 4000, previous: 0 });
    expect(d.kpis.orders).toEqual({ current: 1, previous: 0 });
  });

  it('mixes every status placed in the period, pending and cancelled included', async () => {
    const d = await dashboard().summary('7d', NOW);
    expect(d.statusMix).toEqual([
      { status: 'pending', orders: 1 },
      { status: 'confirmed', orders: 1 },
      { status: 'delivered', orders: 1 },
      { status: 'cancelled', orders: 1 },
    ]);
  });

  it('ranks products and categories by their unrefunded sold lines', async () => {
    const d = await dashboard().summary('7d', NOW);
    expect(d.topProducts.map((p) => [p.slug, p.revenueCents, p.quantity])).toEqual([
      [products[1]!.slug, 9000, 2],
      [products[0]!.slug, 6000, 2],
    ]);
    const categoryTotal = d.topCategories.reduce((sum, c) => sum + c.revenueCents, 0);
    expect(categoryTotal).toBe(15000);
  });

  it('keeps store days right across the end of daylight saving time (Nov 1)', async () => {
    // 23:30 on Oct 31 in Chicago is CDT (UTC-5): 04:30 UTC on Nov 1.
    await placeOrder({ at: new Date('2026-10-31T23:30:00-05:00'), status: 'delivered', total: 1234 });
    const d = await dashboard().summary('30d', NOW);
    expect(d).toMatchObject({ from: '2026-10-22', to: '2026-11-20' });
    expect(d.daily).toHaveLength(30);
    expect(d.daily.filter((day) => day.orders > 0).map((day) => [day.date, day.revenueCents])).toEqual([
      ['2026-10-31', 1234],
      ['2026-11-13', 17900],
      ['2026-11-19', 10000],
      ['2026-11-20', 4000],
    ]);
  });

  it('lists what needs action, today’s slots and stock', async () => {
    const d = await dashboard().summary('7d', NOW);
    expect(d.needsAction.pendingPayment).toEqual({ orders: 1, oldestAt: '2026-11-18T16:00:00.000Z' });
    expect(d.needsAction.confirmedNotPacked).toMatchObject({
      orders: 3,
      oldestAt: '2026-11-13T17:00:00.000Z',
      dueToday: 1,
    });
    expect(d.needsAction.todaySlots.date).toBe('2026-11-20');
    expect(d.needsAction.todaySlots.windows.find((w) => w.windowStart === 10)).toEqual({
      windowStart: 10,
      booked: 4,
      capacity: 20,
    });
    expect(d.stock.outOfStock.map((s) => s.slug)).toEqual([products[3]!.slug]);
    expect(d.stock.lowStock).toEqual([
      { productId: products[4]!.id, name: expect.any(String), slug: products[4]!.slug, stockQuantity: 3.5 },
    ]);
    expect(d.stock).toMatchObject({ lowStockCount: 1, outOfStockCount: 1 });
  });
});

describe('GET /api/admin/dashboard', () => {
  const get = (cookie: string, query = '?range=today') =>
    shop.app.inject({ url: `/api/admin/dashboard${query}`, headers: cookie ? { cookie } : {} });

  it('answers staff only', async () => {
    expect((await get('')).statusCode).toBe(401);
    expect((await get(shopper.cookie)).statusCode).toBe(403);
    expect((await get(admin.cookie, '?range=year')).statusCode).toBe(400);
  });

  it('shows an order placed just now in today’s figures, and a new pending order at once', async () => {
    const before = await createDashboardService(shop.database, { slotCapacity: 20 }).summary('today');
    await placeOrder({
      at: new Date(Date.now() - 1000),
      status: 'confirmed',
      total: 4321,
      lines: [{ product: 2, cents: 4321 }],
    });
    const response = await get(admin.cookie);
    expect(response.statusCode).toBe(200);
    const after = dashboardDto.parse(response.json());
    expect(after.to).toBe(storeClock().date);
    expect(after.kpis.revenueCents.current - before.kpis.revenueCents.current).toBe(4321);
    expect(after.kpis.orders.current - before.kpis.orders.current).toBe(1);
    expect(after.topProducts.find((p) => p.slug === products[2]!.slug)?.revenueCents).toBeGreaterThanOrEqual(4321);

    // The period's figures are cached for a while; what needs action is read on every request.
    await placeOrder({
      at: new Date(),
      status: 'pending',
      total: 999,
      method: 'stripe_card',
      paymentStatus: 'pending',
    });
    const again = dashboardDto.parse((await get(admin.cookie)).json());
    expect(again.needsAction.pendingPayment.orders).toBe(after.needsAction.pendingPayment.orders + 1);
    expect(again.statusMix).toEqual(after.statusMix);
  });
});
