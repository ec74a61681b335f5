import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceOrderResult } from '../../../shared/checkout';
import { type LoyaltyDto, pointsForSubtotal, tierFor } from '../../../shared/loyalty';
import {
  call,
  deliver,
  type Desk,
  fillCart,
  moveTo,
  orderBody,
  type Shopper,
  signInShoppers,
  staffCall,
  startDesk,
  submitOrder,
} from '../../test/harness';
import { checkoutRepository } from '../checkout/checkout-repository';
import { inTransaction } from '../../db/executor';

let desk: Desk;
let fifty: string;
beforeAll(async () => {
  desk = await startDesk({ env: { DELIVERY_SLOT_CAPACITY: '1000' } });
  const [category] = await desk.shop.database.query<{ id: string }>('select id from categories limit 1');
  const [row] = await desk.shop.database.query<{ id: string }>(
    `insert into products (name, slug, price_cents, stock_quantity, category_id) values ('Saffron Gift Tin', 'saffron-tin', 5000, 1000, $1) returning id`,
    [category!.id],
  );
  fifty = row!.id;
}, 60_000);
afterAll(() => desk?.shop.close());

const db = () => desk.shop.database;
const loyaltyOf = async (who: Shopper) => (await call<LoyaltyDto>(desk.shop, who, 'GET', '/api/loyalty')).body;
const newShopper = async () => (await signInShoppers(desk.shop, 1))[0]!;
const setLifetime = (who: Shopper, lifetime: number) =>
  db().query(
    `insert into user_loyalty_points (user_id, total_points, lifetime_points) values ($1, $2, $2)
     on conflict (user_id) do update set total_points = $2, lifetime_points = $2`,
    [who.id, lifetime],
  );

async function order(who: Shopper, lines: { productId: string; quantity: number }[], loyaltyPoints = 0) {
  await fillCart(db(), who.id, lines);
  const placed = await submitOrder(
    desk.shop,
    who,
    orderBody({ payment: { method: 'cod', tip: { percent: 0 }, loyaltyPoints } }),
  );
  return placed;
}
async function deliveredOrder(who: Shopper, lines: { productId: string; quantity: number }[]) {
  const placed = await order(who, lines);
  expect(placed.status).toBe(201);
  const { order: o } = placed.body as PlaceOrderResult;
  await deliver(desk, o.id);
  return o;
}

describe('points math', () => {
  it('gives 1 point per whole dollar of subtotal', () => {
    expect(pointsForSubtotal(4_999)).toBe(49);
    expect(pointsForSubtotal(5_000)).toBe(50);
    expect(pointsForSubtotal(5_099)).toBe(50);
    expect(pointsForSubtotal(0)).toBe(0);
  });

  it('refuses a $49.99 order (no points) and earns 50 on a delivered $50.00 one', async () => {
    const shopper = await newShopper();
    await db().query('update products set price_cents = 4999 where id = $1', [fifty]);
    const small = await order(shopper, [{ productId: fifty, quantity: 1 }]);
    expect(small.status).toBe(422);
    await db().query('update products set price_cents = 5000 where id = $1', [fifty]);
    const placed = await deliveredOrder(shopper, [{ productId: fifty, quantity: 1 }]);
    expect(placed.totals.subtotalCents).toBe(5_000);
    const loyalty = await loyaltyOf(shopper);
    expect(loyalty).toMatchObject({ balance: 50, lifetimePoints: 50, tier: 'bronze', sessionType: 'authenticated' });
    expect(loyalty.history.entries).toEqual([
      expect.objectContaining({ points: 50, reason: 'earned', orderId: placed.id, orderNumber: placed.orderNumber }),
    ]);
  });

  it('counts a fractional-pound line to the cent before flooring to points', async () => {
    const shopper = await newShopper();
    // Okra $3.99/lb × 13.35 lb = $53.2665 → $53.27 line → 53 points (never 53.27 or 54).
    const placed = await deliveredOrder(shopper, [{ productId: desk.shop.products.okra.id, quantity: 13.35 }]);
    expect(placed.totals.subtotalCents).toBe(5_327);
    expect((await loyaltyOf(shopper)).balance).toBe(53);
  });
});

describe('tiers', () => {
  it.each([
    [949, 999, 'bronze', 'authenticated', 1],
    [950, 1_000, 'gold', 'premium', 4_000],
    [4_949, 4_999, 'gold', 'premium', 1],
    [4_950, 5_000, 'platinum', 'premium', null],
  ] as const)('%i + 50 points = %i lifetime: %s', async (before, after, tier, sessionType, toGo) => {
    const shopper = await newShopper();
    await setLifetime(shopper, before);
    await deliveredOrder(shopper, [{ productId: fifty, quantity: 1 }]);
    const loyalty = await loyaltyOf(shopper);
    expect(loyalty).toMatchObject({ lifetimePoints: after, balance: after, tier, sessionType });
    expect(tierFor(after)).toBe(tier);
    // The stored tier (written by the delivery's SQL) agrees with the shared rule.
    const [row] = await db().query<{ tier_level: string }>(
      'select tier_level from user_loyalty_points where user_id = $1',
      [shopper.id],
    );
    expect(row!.tier_level).toBe(tier);
    expect(loyalty.next?.pointsToGo ?? null).toBe(toGo);
  });

  it('shows progress to the next tier', async () => {
    const shopper = await newShopper();
    await setLifetime(shopper, 2_000);
    expect((await loyaltyOf(shopper)).next).toEqual({ tier: 'platinum', pointsToGo: 3_000, percent: 25 });
  });
});

describe('earning, spending and giving back', () => {
  it('earns once per delivered order even if delivered is set twice', async () => {
    const shopper = await newShopper();
    const placed = await deliveredOrder(shopper, [{ productId: fifty, quantity: 2 }]);
    const again = await moveTo(desk, placed.id, 'delivered');
    expect(again.status).toBe(409);
    // Even a write that skipped the status rules could not earn twice: the ledger refuses it.
    await expect(
      db().query(`insert into loyalty_ledger (user_id, order_id, points, reason) values ($1, $2, 100, 'earned')`, [
        shopper.id,
        placed.id,
      ]),
    ).rejects.toThrow();
    expect(await loyaltyOf(shopper)).toMatchObject({ balance: 100, lifetimePoints: 100 });
  });

  it('takes earned points back in proportion to a refund', async () => {
    const shopper = await newShopper();
    const placed = await deliveredOrder(shopper, [
      { productId: fifty, quantity: 1 },
      { productId: desk.shop.products.mangoes.id, quantity: 4 },
    ]);
    expect((await loyaltyOf(shopper)).balance).toBe(101);
    const fiftyLine = placed.lines.find((l) => l.productId === fifty)!;
    const refunded = await staffCall(desk, 'POST', `/api/admin/orders/${placed.id}/refund`, {
      lineIds: [fiftyLine.id],
    });
    expect(refunded.status).toBe(200);
    const loyalty = await loyaltyOf(shopper);
    const back = loyalty.history.entries.find((e) => e.reason === 'refunded');
    // The refunded goods' share of the points earned, rounded down: 101 × $50.00 / $101.96 = 49.5.
    const share = Math.floor((101 * 5_000) / placed.totals.subtotalCents);
    expect(share).toBe(49);
    expect(back).toMatchObject({ orderId: placed.id, points: -share });
    expect(loyalty.balance).toBe(101 - share);
  });

  it('keeps the value of earned points already spent from the money refunded, never taking them twice', async () => {
    const shopper = await newShopper();
    // Order A earns 101 points; order B spends 100 of them ($1 off); A is then refunded in two steps.
    const placed = await deliveredOrder(shopper, [
      { productId: fifty, quantity: 1 },
      { productId: desk.shop.products.mangoes.id, quantity: 4 },
    ]);
    const spending = await order(shopper, [{ productId: fifty, quantity: 1 }], 100);
    expect(spending.status).toBe(201);
    expect(await loyaltyOf(shopper)).toMatchObject({ balance: 1, lifetimePoints: 101 });

    const fiftyLine = placed.lines.find((l) => l.productId === fifty)!;
    const refundOf = async (body: object) => {
      const answer = await staffCall(desk, 'POST', `/api/admin/orders/${placed.id}/refund`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const [last] = await db().query<{ amount_cents: number }>(
        'select amount_cents from order_refunds where order_id = $1 order by created_at desc limit 1',
        [placed.id],
      );
      return last!.amount_cents;
    };
    // The line earned 49 points: 1 comes off the balance, the 48 spent are kept from its money.
    const t = placed.totals;
    const paidForGoods = t.subtotalCents - t.discountCents - t.loyaltyDiscountCents + t.taxCents;
    const lineShare = Math.round((5_000 * paidForGoods) / t.subtotalCents);
    expect(await refundOf({ lineIds: [fiftyLine.id] })).toBe(lineShare - 48);
    // The rest earned 52, all spent: kept from the last refund. The 48 are not taken again.
    const rest = await refundOf({});
    expect(rest).toBe(placed.totals.totalCents - lineShare - 52);

    const loyalty = await loyaltyOf(shopper);
    expect(loyalty).toMatchObject({ balance: 0, lifetimePoints: 0 });
    expect(loyalty.history.entries.filter((e) => e.orderId === placed.id).map((e) => [e.reason, e.points])).toEqual(
      expect.arrayContaining([
        ['earned', 101],
        ['refunded', -49],
        ['recovered', 48],
        ['refunded', -52],
        ['recovered', 52],
      ]),
    );
    const [ledger] = await db().query<{ sum: number }>(
      'select sum(points)::int as sum from loyalty_ledger where user_id = $1',
      [shopper.id],
    );
    expect(ledger!.sum).toBe(loyalty.balance);
  });

  it('spends at checkout and returns the points when that order is cancelled', async () => {
    const shopper = await newShopper();
    await setLifetime(shopper, 600);
    const placed = await order(shopper, [{ productId: fifty, quantity: 1 }], 500);
    expect(placed.status).toBe(201);
    const { order: o } = placed.body as PlaceOrderResult;
    expect((await loyaltyOf(shopper)).balance).toBe(100);
    expect((await call(desk.shop, shopper, 'POST', `/api/orders/${o.id}/cancel`)).status).toBe(200);
    const loyalty = await loyaltyOf(shopper);
    expect(loyalty.balance).toBe(600);
    expect(loyalty.history.entries.map((e) => [e.reason, e.points])).toEqual([
      ['returned', 500],
      ['redeemed', -500],
    ]);
  });

  it('lets only one of two checkouts at once spend the same points; the balance never goes negative', async () => {
    const shopper = await newShopper();
    await setLifetime(shopper, 600);
    await fillCart(db(), shopper.id, [{ productId: fifty, quantity: 2 }]);
    const body = () => orderBody({ payment: { method: 'cod', tip: { percent: 0 }, loyaltyPoints: 500 } });
    const results = await Promise.all([
      submitOrder(desk.shop, shopper, body()),
      submitOrder(desk.shop, shopper, body()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 422]);
    expect((await loyaltyOf(shopper)).balance).toBe(100);
    const [spent] = await db().query<{ n: number }>(
      `select count(*)::int as n from loyalty_ledger where user_id = $1 and reason = 'redeemed'`,
      [shopper.id],
    );
    expect(spent!.n).toBe(1);
  });

  // PGlite has one connection, so only PostgreSQL can overlap two transactions for real.
  it.runIf(process.env.TEST_DATABASE_URL)('lets one of two overlapping spends through at the database', async () => {
    const shopper = await newShopper();
    await setLifetime(shopper, 600);
    const spend = (holdMs: number) =>
      inTransaction(db(), async (tx) => {
        const ok = await checkoutRepository.spendPoints(tx, shopper.id, null as never, 500);
        await tx.query('select pg_sleep($1::float8 / 1000)', [holdMs]);
        return ok;
      });
    const first = spend(300);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The second update waits for the first's row lock, then finds 100 points left and spends nothing.
    expect(await Promise.all([first, spend(0)])).toEqual([true, false]);
    expect((await loyaltyOf(shopper)).balance).toBe(100);
  });

  it('is for signed-in shoppers only', async () => {
    expect((await call(desk.shop, null, 'GET', '/api/loyalty')).status).toBe(401);
  });
});
