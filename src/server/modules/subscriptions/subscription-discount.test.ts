import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductListDto } from '../../../shared/catalog';
import type { OrderDto } from '../../../shared/orders';
import {
  DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT,
  SUBSCRIPTION_DISCOUNT_MESSAGE,
  type SubscriptionSettingsDto,
} from '../../../shared/subscriptions';
import { type Desk, type Shopper, signInShoppers, startDesk } from '../../test/harness';
import { at, boxBody, runAt } from './subscriptions-test-kit';

/** Wednesday Nov 25 2026, noon in Dallas: the Friday box (Nov 27) is due at once. */
const WED = '2026-11-25T18:00:00Z';
const NEXT_WED = '2026-12-02T18:00:00Z';

describe('Subscribe & Save discount', () => {
  let desk: Desk;
  let shopper: Shopper;
  const shop = () => desk.shop;
  // $12.99 × 4 mangoes (food) + $4.99 × 2 incense (taxable in Texas): $61.94, free delivery.
  const box = () => [
    { productId: shop().products.mangoes.id, quantity: 4 },
    { productId: shop().products.incense.id, quantity: 2 },
  ];
  const putSettings = async (who: Shopper, payload: unknown) => {
    const response = await shop().app.inject({
      method: 'PUT',
      url: '/api/admin/subscriptions/settings',
      headers: { origin: shop().config.publicUrl, cookie: who.cookie },
      payload: payload as Record<string, unknown>,
    });
    return {
      status: response.statusCode,
      body: JSON.parse(response.body) as SubscriptionSettingsDto & {
        error: { code: string; message: string; fields?: Record<string, string> };
      },
    };
  };
  const orderOf = async (subscriptionId: string, deliveryDate: string) => {
    const [run] = await shop().database.query<{ order_id: string }>(
      'select order_id from subscription_runs where subscription_id = $1 and delivery_date = $2',
      [subscriptionId, deliveryDate],
    );
    return (await at<OrderDto>(shop(), shopper, WED, 'GET', `/api/orders/${run!.order_id}`)).body;
  };

  beforeAll(async () => {
    desk = await startDesk();
  }, 120_000);
  afterAll(async () => desk?.shop.close());
  beforeEach(async () => {
    await shop().reset();
    await shop().database.query('delete from subscriptions');
    await shop().database.query('delete from subscription_settings');
    await shop().database.query(`delete from audit_log where action = 'subscription.settings'`);
    [shopper] = (await signInShoppers(shop(), 1)) as [Shopper];
  });

  it('takes the default 5% off each box order as a discount line, before tax, and the order total includes it', async () => {
    const made = await at(shop(), shopper, WED, 'POST', '/api/subscriptions', boxBody(box()));
    expect(made.status).toBe(201);
    // 5% per line, half-up: $2.60 off the mangoes, $0.50 off the incense; Texas's 6.25% on the $9.48 left of the incense.
    expect(made.body.estimate).toMatchObject({
      discountPercent: DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT,
      totals: { subtotalCents: 6194, discountCents: 310, deliveryCents: 0, taxCents: 59, totalCents: 5943 },
    });
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });
    const order = await orderOf(made.body.id, '2026-11-27');
    expect(order.subscriptionDiscountPercent).toBe(5);
    expect(order.promoCode).toBeNull();
    expect(order.totals).toMatchObject({ subtotalCents: 6194, discountCents: 310, taxCents: 59, totalCents: 5943 });
    expect(order.totalCents).toBe(5943);
    const [payment] = await shop().database.query<{ amount_cents: number }>(
      'select amount_cents from payments where order_id = $1',
      [order.id],
    );
    expect(payment!.amount_cents).toBe(5943);
  });

  it("staff's new percent applies from the next run; the order already made keeps its own", async () => {
    const made = await at(shop(), shopper, WED, 'POST', '/api/subscriptions', boxBody(box()));
    expect(await runAt(shop(), WED)).toEqual({ ordered: 1, failed: 0 });

    const saved = await putSettings(desk.staff, { discountPercent: 10 });
    expect(saved.status).toBe(200);
    expect(saved.body.discountPercent).toBe(10);
    const [audit] = await shop().database.query<{ summary: string; actor_email: string }>(
      `select summary, actor_email from audit_log where action = 'subscription.settings'`,
    );
    expect(audit).toMatchObject({ summary: 'Subscribe & Save discount: 5% → 10%', actor_email: desk.staff.email });
    const options = await at<{ discountPercent: number }>(shop(), null, WED, 'GET', '/api/subscriptions/options');
    expect(options.body.discountPercent).toBe(10);

    expect(await runAt(shop(), NEXT_WED)).toEqual({ ordered: 1, failed: 0 });
    const next = await orderOf(made.body.id, '2026-12-04');
    // 10%: $5.20 + $1.00 off; tax on $8.98 of incense.
    expect(next.subscriptionDiscountPercent).toBe(10);
    expect(next.totals).toMatchObject({ subtotalCents: 6194, discountCents: 620, taxCents: 56, totalCents: 5630 });
    expect((await orderOf(made.body.id, '2026-11-27')).totals.discountCents).toBe(310);

    // 0 turns it off: no discount line.
    expect((await putSettings(desk.staff, { discountPercent: 0 })).status).toBe(200);
    expect(await runAt(shop(), '2026-12-09T18:00:00Z')).toEqual({ ordered: 1, failed: 0 });
    const none = await orderOf(made.body.id, '2026-12-11');
    expect(none.totals.discountCents).toBe(0);
    expect(none.subscriptionDiscountPercent).toBeNull();
  });

  it('refuses bad percents with a clear message and changes nothing; shoppers may not set it', async () => {
    for (const discountPercent of [51, -1, 2.5, 'ten', null]) {
      const refused = await putSettings(desk.staff, { discountPercent });
      expect(refused.status).toBe(400);
      expect(refused.body.error.message).toBe(SUBSCRIPTION_DISCOUNT_MESSAGE);
      expect(refused.body.error.fields).toEqual({ discountPercent: SUBSCRIPTION_DISCOUNT_MESSAGE });
    }
    expect((await putSettings(shopper, { discountPercent: 30 })).status).toBe(403);
    const settings = await shop().app.inject({
      method: 'GET',
      url: '/api/admin/subscriptions/settings',
      headers: { cookie: desk.staff.cookie },
    });
    expect(JSON.parse(settings.body)).toEqual({
      discountPercent: DEFAULT_SUBSCRIPTION_DISCOUNT_PERCENT,
      updatedAt: null,
    });
    const audits = await shop().database.query(`select 1 from audit_log where action = 'subscription.settings'`);
    expect(audits).toEqual([]);
  });

  it("searches box products with the shop's search: fresh okra first for okra, in-stock products only", async () => {
    const db = shop().database;
    await db.query(
      `insert into products (name, slug, price_cents, stock_quantity, category_id, unit)
       select 'Bhindi Masala 100 g', 'bhindi-masala-100-g', 299, 40, id, 'piece' from categories order by sort_order limit 1
       on conflict do nothing`,
    );
    const names = async (q: string) =>
      (await at<ProductListDto>(shop(), null, WED, 'GET', `/api/subscriptions/products?q=${q}`)).body.products.map(
        (p) => p.name,
      );
    // The search index reads the new product after its NOTIFY.
    let bhindi = await names('bhindi');
    for (let i = 0; i < 40 && bhindi.length < 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      bhindi = await names('bhindi');
    }
    expect(bhindi).toEqual(expect.arrayContaining(['Fresh Okra (Bhindi)', 'Bhindi Masala 100 g']));
    // The search's okra↔bhindi synonym finds the masala too, ranked after the vegetable named "okra".
    const okra = await names('okra');
    expect(okra[0]).toBe('Fresh Okra (Bhindi)');
    expect(await names('ghee')).not.toContain('Desi Cow Ghee 1 L'); // out of stock: not offered for a box
    expect((await names('basmati'))[0]).toBe('Aged Basmati Rice');
  });
});
