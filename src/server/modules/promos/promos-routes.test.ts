import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPromoDto } from '../../../shared/my-promos';
import {
  call,
  fillCart,
  orderBody,
  type Shopper,
  signInShoppers,
  startShop,
  submitOrder,
  type TestShop,
} from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ env: { DELIVERY_SLOT_CAPACITY: '1000' } });
  await shop.database.query(
    `insert into promos (code, kind, amount_off_cents, ends_at) values ('OLD5', 'fixed', 500, now() - interval '1 minute'),
       ('LATER5', 'fixed', 500, null)`,
  );
  await shop.database.query(`update promos set starts_at = now() + interval '1 day' where code = 'LATER5'`);
  await shop.database.query(
    `insert into promos (code, kind, amount_off_cents, usage_limit, times_used) values ('GONE5', 'fixed', 500, 10, 10)`,
  );
  await shop.database.query(
    `insert into promos (code, kind, amount_off_cents, is_active) values ('OFF5', 'fixed', 500, false)`,
  );
  await shop.database.query(
    `insert into promos (code, description, kind, amount_off_cents, min_subtotal_cents, per_user_limit, ends_at)
     values ('SPRING7', '$7 off this spring', 'fixed', 700, 6000, 2, now() + interval '30 days')`,
  );
}, 60_000);
afterAll(() => shop?.close());

const newShopper = async () => (await signInShoppers(shop, 1))[0]!;
const mine = async (who: Shopper) =>
  (await call<{ promos: MyPromoDto[] }>(shop, who, 'GET', '/api/promos/mine')).body.promos;
const codes = async (who: Shopper) => (await mine(who)).map((p) => p.code).sort();
const setTier = (who: Shopper, lifetime: number, tier: string) =>
  shop.database.query(
    `insert into user_loyalty_points (user_id, total_points, lifetime_points, tier_level) values ($1, $2, $2, $3)`,
    [who.id, lifetime, tier],
  );
const validate = (who: Shopper, code: string) =>
  call<{ error: { message: string } }>(shop, who, 'POST', '/api/promos/validate', { code });

describe('GET /api/promos/mine', () => {
  it('offers a new bronze shopper the public and first-order codes, never expired, unstarted, used-up or inactive ones', async () => {
    const asha = await newShopper();
    expect(await codes(asha)).toEqual(['FREEDEL', 'SPRING7', 'THURSDAY20', 'WELCOME10']);
    const offers = await mine(asha);
    expect(offers.find((p) => p.code === 'WELCOME10')).toMatchObject({
      headline: '10% off',
      audience: 'first_order',
      conditions: ['Orders of $50.00 or more', 'Your first order only', 'You can use it once'],
    });
    expect(offers.find((p) => p.code === 'THURSDAY20')!.conditions).toContain('Thursdays only (Dallas time)');
    const spring = offers.find((p) => p.code === 'SPRING7')!;
    expect(spring).toMatchObject({ headline: '$7.00 off', conditions: ['Orders of $60.00 or more', '2 uses left'] });
    expect(new Date(spring.endsAt!).getTime()).toBeGreaterThan(Date.now());
  });

  it('adds the tier perk for gold and platinum, and checkout enforces the tier', async () => {
    const [bronze, gold, platinum] = [await newShopper(), await newShopper(), await newShopper()];
    await setTier(gold, 1_000, 'gold');
    await setTier(platinum, 5_000, 'platinum');
    expect(await codes(bronze)).not.toContain('GOLD15');
    expect(await codes(gold)).toContain('GOLD15');
    expect((await mine(platinum)).find((p) => p.code === 'GOLD15')).toMatchObject({
      audience: 'gold',
      conditions: ['Orders of $60.00 or more', 'Gold members and above'],
    });
    for (const who of [bronze, gold])
      await fillCart(shop.database, who.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    // Not offered to a bronze shopper, so not named to them either (guessing teaches nothing).
    expect((await validate(bronze, 'GOLD15')).body.error.message).toBe('Invalid promo code');
    expect((await validate(gold, 'GOLD15')).status).toBe(200);
  });

  it('stops offering a first-order code once the shopper has an order, and a per-shopper code once used up', async () => {
    const ravi = await newShopper();
    await fillCart(shop.database, ravi.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    const placed = await submitOrder(
      shop,
      ravi,
      orderBody({ payment: { method: 'cod', tip: { percent: 0 }, promoCode: 'SPRING7' } }),
    );
    expect(placed.status).toBe(201);
    const offers = await mine(ravi);
    expect(offers.map((p) => p.code)).not.toContain('WELCOME10');
    expect(offers.find((p) => p.code === 'SPRING7')!.conditions).toContain('You can use it once');
    await fillCart(shop.database, ravi.id, [{ productId: shop.products.mangoes.id, quantity: 5 }]);
    expect((await validate(ravi, 'WELCOME10')).body.error.message).toBe('Invalid promo code');

    const again = await submitOrder(
      shop,
      ravi,
      orderBody({ payment: { method: 'cod', tip: { percent: 0 }, promoCode: 'SPRING7' } }),
    );
    expect(again.status).toBe(201);
    expect(await codes(ravi)).not.toContain('SPRING7');
  });

  it('is for signed-in shoppers only', async () => {
    expect((await call(shop, null, 'GET', '/api/promos/mine')).status).toBe(401);
  });
});
