import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDetailDto, CustomerListDto } from '../../../shared/admin-customers';
import {
  call,
  fillCart,
  orderBody,
  type Shopper,
  signInShopper,
  signInStaff,
  startShop,
  submitOrder,
  type TestShop,
} from '../../test/harness';

let shop: TestShop;
let staff: Shopper;
let asha: Shopper;
let orderIds: string[];
beforeAll(async () => {
  shop = await startShop();
  staff = await signInStaff(shop);
  asha = await signInShopper(shop, { fullName: 'Asha Ramanathan', phone: '(972) 555-0142' });
  orderIds = [];
  for (let i = 0; i < 2; i++) {
    await fillCart(shop.database, asha.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const placed = await submitOrder(shop, asha, orderBody());
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    orderIds.push(placed.body.order.id);
  }
  expect((await call(shop, asha, 'POST', `/api/orders/${orderIds[1]}/cancel`)).status).toBe(200);
  await shop.database.query(
    `insert into user_loyalty_points (user_id, total_points, lifetime_points, tier_level) values ($1, 1234, 5400, 'platinum')
     on conflict (user_id) do update set total_points = 1234, lifetime_points = 5400, tier_level = 'platinum'`,
    [asha.id],
  );
  await shop.database.query(
    `insert into loyalty_ledger (user_id, order_id, points, reason) values ($1, $2, 65, 'earned')`,
    [asha.id, orderIds[0]],
  );
});
afterAll(() => shop?.close());

const list = (query: string, who: Shopper | null = staff) =>
  call<CustomerListDto>(shop, who, 'GET', `/api/admin/customers${query}`);
const detail = (id: string) => call<CustomerDetailDto>(shop, staff, 'GET', `/api/admin/customers/${id}`);
const totalOf = async (id: string) =>
  (await shop.database.query<{ total_cents: number }>('select total_cents from orders where id = $1', [id]))[0]!
    .total_cents;

describe('GET /api/admin/customers', () => {
  it('finds a shopper by name, email or phone digits, with orders, spending, last order, joined date and points', async () => {
    for (const q of ['ramanathan', asha.email.toUpperCase(), '972-555-0142', '5550142']) {
      const { status, body } = await list(`?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      expect(body.customers.map((c) => c.id)).toContain(asha.id);
    }
    const { body } = await list(`?q=${encodeURIComponent(asha.email)}`);
    expect(body.total).toBe(1);
    const [row] = body.customers;
    const [lastOrder] = await shop.database.query<{ created_at: Date }>(
      'select max(created_at) as created_at from orders where user_id = $1',
      [asha.id],
    );
    expect(row).toEqual({
      id: asha.id,
      email: asha.email,
      fullName: 'Asha Ramanathan',
      phone: '(972) 555-0142',
      joinedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      orderCount: 2,
      // The cancelled order is not money spent.
      totalSpentCents: await totalOf(orderIds[0]!),
      lastOrderAt: new Date(lastOrder!.created_at).toISOString(),
      loyaltyPoints: 1234,
    });
  });

  it('pages on the server with the total, never more than 100 a page, and lists shoppers only', async () => {
    for (let i = 0; i < 3; i++) await signInShopper(shop, { fullName: `Paging Person ${i}` });
    const first = await list('?q=paging%20person&pageSize=2');
    expect(first.body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.body.customers).toHaveLength(2);
    const second = await list('?q=paging%20person&pageSize=2&page=2');
    expect(second.body.customers).toHaveLength(1);
    expect(new Set([...first.body.customers, ...second.body.customers].map((c) => c.id)).size).toBe(3);
    expect((await list('?pageSize=101')).status).toBe(400);
    expect((await list(`?q=${encodeURIComponent(staff.email)}`)).body.total).toBe(0);
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await list('?q=%25')).body.total).toBe(0);
    expect((await list('?q=_')).body.total).toBe(0);
  });
});

describe('GET /api/admin/customers/:id', () => {
  it('shows profile, addresses, orders (newest first), loyalty balance, tier and ledger', async () => {
    await call(shop, asha, 'POST', '/api/account/addresses', {
      label: 'Home',
      street: '7600 N MacArthur Blvd',
      street2: '',
      city: 'Irving',
      state: 'TX',
      zipCode: '75038',
      isDefault: true,
    });
    const { status, body } = await detail(asha.id);
    expect(status).toBe(200);
    expect(body.customer).toMatchObject({ id: asha.id, emailVerified: true, role: null, orderCount: 2 });
    expect(body.addresses).toEqual([expect.objectContaining({ city: 'Irving', zipCode: '75038', isDefault: true })]);
    expect(body.orders.map((o) => o.id)).toEqual([orderIds[1], orderIds[0]]);
    expect(body.orders[0]).toMatchObject({ status: 'cancelled', orderNumber: expect.stringMatching(/^US-/) });
    expect(body.loyalty).toMatchObject({ balance: 1234, lifetime: 5400, tier: 'platinum' });
    expect(body.loyalty.ledger).toEqual([
      expect.objectContaining({ points: 65, reason: 'earned', orderId: orderIds[0] }),
    ]);
  });

  it('404 for an unknown id, 400 for one that is not a UUID', async () => {
    expect((await detail('7b0a8f4e-1111-4222-8333-444455556666')).status).toBe(404);
    expect((await detail('not-a-uuid')).status).toBe(404);
  });

  it('never answers a password, hash, token or session, in a key or a value', async () => {
    const [secret] = await shop.database.query<{ password: string }>(
      `select password from accounts where user_id = $1 and provider_id = 'credential'`,
      [asha.id],
    );
    const sessions = await shop.database.query<{ token: string; id: string }>(
      'select token, id from sessions where user_id = $1',
      [asha.id],
    );
    expect(secret?.password).toBeTruthy();
    expect(sessions.length).toBeGreaterThan(0);
    const bodies = [
      (await detail(asha.id)).response.body,
      (await list(`?q=${encodeURIComponent(asha.email)}`)).response.body,
    ];
    for (const body of bodies) {
      const keys: string[] = [];
      JSON.parse(body, (key, value: unknown) => {
        keys.push(key);
        return value;
      });
      expect(keys.filter((key) => /password|hash|token|session|secret/i.test(key))).toEqual([]);
      expect(body).not.toContain(secret!.password);
      expect(body).not.toContain(asha.password);
      for (const session of sessions) {
        expect(body).not.toContain(session.token);
        expect(body).not.toContain(session.id);
      }
    }
  });

  it('is for staff only', async () => {
    expect((await list('', null)).status).toBe(401);
    expect((await list('', asha)).status).toBe(403);
    expect((await call(shop, asha, 'GET', `/api/admin/customers/${asha.id}`)).status).toBe(403);
  });
});
