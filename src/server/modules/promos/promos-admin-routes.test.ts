import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminPromoDto, AdminPromoListDto, PromoAdminDraft } from '../../../shared/admin-promos';
import type { MyPromoDto } from '../../../shared/my-promos';
import { call, type Desk, fillCart, moveTo, placeOrder, startDesk } from '../../test/harness';

/** Staff promo codes: create/edit/deactivate with their rules, store-time schedule, usage and revenue. */
let desk: Desk;
beforeAll(async () => {
  desk = await startDesk({ env: { DELIVERY_SLOT_CAPACITY: '1000' } });
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  await desk.shop.reset();
  await desk.shop.database.query('delete from orders');
  await desk.shop.database.query(`delete from promos where code like 'DIWALI%' or code like 'STAFF%'`);
  await desk.shop.database.query('delete from audit_log');
});

type Body = AdminPromoDto & AdminPromoListDto & { error: { code: string; message: string; fields?: object } };
async function staff(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await desk.shop.app.inject({
    method,
    url,
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() as Body };
}

const diwali = (overrides: Partial<PromoAdminDraft> = {}): PromoAdminDraft => ({
  code: 'diwali12',
  description: '12% off for Diwali',
  kind: 'percent',
  percentOff: 12,
  amountOffCents: null,
  minSubtotalCents: 5000,
  startsAt: '2026-11-01T00:00',
  endsAt: '2027-11-20T23:59',
  usageLimit: 500,
  perUserLimit: 1,
  isActive: true,
  ...overrides,
});

describe('create and edit', () => {
  it('saves a code in capitals with its store-time window, and records who did it', async () => {
    const created = await staff('POST', '/api/admin/promos', diwali());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      code: 'DIWALI12',
      kind: 'percent',
      percentOff: 12,
      startsAt: '2026-11-01T00:00',
      endsAt: '2027-11-20T23:59',
      status: 'active',
      timesUsed: 0,
      orders: 0,
      revenueCents: 0,
    });
    // Midnight in Dallas on Nov 1 2026 is 05:00 UTC (daylight saving ends that very morning at 2 AM).
    const [row] = await desk.shop.database.query<{ starts: string }>(
      `select to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as starts from promos where code = 'DIWALI12'`,
    );
    expect(row!.starts).toBe('2026-11-01 05:00');
    const [audit] = await desk.shop.database.query<{ action: string; summary: string }>(
      'select action, summary from audit_log',
    );
    expect(audit).toEqual({ action: 'promo.create', summary: 'Created promo DIWALI12' });
  });

  const refusals: [string, Partial<PromoAdminDraft>, string, string][] = [
    ['a percent code without its percent', { percentOff: null }, 'percentOff', 'Enter the percent off (1 to 100)'],
    ['more than 100 percent', { percentOff: 120 }, 'percentOff', 'Enter the percent off (1 to 100)'],
    ['a fixed code without its amount', { kind: 'fixed', percentOff: null }, 'amountOffCents', 'Enter the amount off'],
    ['an end before the start', { endsAt: '2026-10-01T00:00' }, 'endsAt', 'The end must be after the start'],
    ['a code with spaces', { code: 'DIWALI 12' }, 'code', 'Use 3 to 40 letters, digits, - or _'],
    ['a negative minimum', { minSubtotalCents: -1 }, 'minSubtotalCents', 'Minimum subtotal cannot be negative'],
    ['a zero total limit', { usageLimit: 0 }, 'usageLimit', 'Total limit is at least 1'],
  ];
  it.each(refusals)('refuses %s', async (_, change, field, message) => {
    const refused = await staff('POST', '/api/admin/promos', diwali(change));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({ [field]: message });
    expect(await desk.shop.database.query(`select 1 from promos where code like 'DIWALI%'`)).toHaveLength(0);
  });

  it('refuses a code that exists, on create and on edit', async () => {
    const taken = await staff('POST', '/api/admin/promos', diwali({ code: 'welcome10' }));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toEqual({ code: 'A promo with this code already exists' });
    const mine = (await staff('POST', '/api/admin/promos', diwali())).body;
    const renamed = await staff('PUT', `/api/admin/promos/${mine.id}`, diwali({ code: 'FREEDEL' }));
    expect(renamed.status).toBe(409);
  });

  it('edits a code, switching its kind clears the old amount; a limit below its use is refused', async () => {
    const mine = (await staff('POST', '/api/admin/promos', diwali())).body;
    const fixed = await staff('PUT', `/api/admin/promos/${mine.id}`, diwali({ kind: 'fixed', amountOffCents: 800 }));
    expect(fixed.body).toMatchObject({ kind: 'fixed', amountOffCents: 800, percentOff: null });
    await desk.shop.database.query(`update promos set times_used = 3 where id = $1`, [mine.id]);
    const tooLow = await staff('PUT', `/api/admin/promos/${mine.id}`, diwali({ usageLimit: 2 }));
    expect(tooLow.status).toBe(400);
    expect(tooLow.body.error.message).toBe('This code was already used 3 times');
    expect((await staff('PUT', `/api/admin/promos/${crypto.randomUUID()}`, diwali())).status).toBe(404);
  });
});

describe('what shoppers get', () => {
  it('a new code works at checkout at once; deactivated it is refused and no longer offered', async () => {
    const mine = (await staff('POST', '/api/admin/promos', diwali({ code: 'STAFF10', percentOff: 10 }))).body;
    const shopper = desk.shopper;
    await fillCart(desk.shop.database, shopper.id, [{ productId: desk.shop.products.mangoes.id, quantity: 5 }]);
    const applied = await call(desk.shop, shopper, 'POST', '/api/promos/validate', { code: 'staff10' });
    expect(applied.body).toMatchObject({ code: 'STAFF10', discountCents: 650 });
    const offered = await call<{ promos: MyPromoDto[] }>(desk.shop, shopper, 'GET', '/api/promos/mine');
    expect(offered.body.promos.map((p) => p.code)).toContain('STAFF10');

    const off = await staff('POST', `/api/admin/promos/${mine.id}/active`, { active: false });
    expect(off.body).toMatchObject({ isActive: false, status: 'inactive' });
    const refused = await call<{ error: { message: string } }>(desk.shop, shopper, 'POST', '/api/promos/validate', {
      code: 'STAFF10',
    });
    expect(refused.body.error.message).toBe('Invalid promo code');
    const after = await call<{ promos: MyPromoDto[] }>(desk.shop, shopper, 'GET', '/api/promos/mine');
    expect(after.body.promos.map((p) => p.code)).not.toContain('STAFF10');
  });

  it('a code not yet started is scheduled and refused until its store-time start', async () => {
    const later = await staff(
      'POST',
      '/api/admin/promos',
      diwali({ code: 'STAFFLATER', startsAt: '2030-01-01T00:00', endsAt: null }),
    );
    expect(later.body.status).toBe('scheduled');
    await fillCart(desk.shop.database, desk.shopper.id, [{ productId: desk.shop.products.mangoes.id, quantity: 5 }]);
    const refused = await call<{ error: { message: string } }>(
      desk.shop,
      desk.shopper,
      'POST',
      '/api/promos/validate',
      {
        code: 'STAFFLATER',
      },
    );
    // Not offered to shoppers before it starts, so to them it is not a code yet.
    expect(refused.body.error.message).toBe('Invalid promo code');
  });

  it('counts uses, orders and revenue per code; a cancelled order drops out', async () => {
    const mine = (
      await staff(
        'POST',
        '/api/admin/promos',
        diwali({ code: 'STAFF5', kind: 'fixed', amountOffCents: 500, perUserLimit: null }),
      )
    ).body;
    const lines = [{ productId: desk.shop.products.mangoes.id, quantity: 5 }];
    const promo = { payment: { method: 'cod' as const, tip: { percent: 0 as const }, promoCode: 'STAFF5' } };
    const first = await placeOrder(desk, lines, promo);
    const second = await placeOrder(desk, lines, promo);
    expect(first.totals.discountCents).toBe(500);

    const listed = (await staff('GET', '/api/admin/promos?q=staff5')).body.promos;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({
      timesUsed: 2,
      orders: 2,
      discountCents: 1000,
      revenueCents: first.totals.totalCents + second.totals.totalCents,
    });
    await moveTo(desk, second.id, 'cancelled');
    const afterCancel = (await staff('GET', '/api/admin/promos?q=STAFF5')).body.promos[0]!;
    expect(afterCancel).toMatchObject({ timesUsed: 1, orders: 1, revenueCents: first.totals.totalCents });
    expect(mine.id).toBe(afterCancel.id);
  });

  it('filters by status', async () => {
    await staff('POST', '/api/admin/promos', diwali({ code: 'STAFFOFF', isActive: false }));
    const inactive = (await staff('GET', '/api/admin/promos?status=inactive')).body.promos.map((p) => p.code);
    expect(inactive).toContain('STAFFOFF');
    expect(inactive).not.toContain('WELCOME10');
  });
});
