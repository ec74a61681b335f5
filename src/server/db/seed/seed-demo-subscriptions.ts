import { addDays } from '../../../shared/delivery-slots';
import { MINIMUM_ORDER_CENTS } from '../../../shared/order-totals';
import { dayOfMonth, earliestDelivery } from '../../../shared/subscription-schedule';
import type { Database } from '../client';
import { DEMO_SHOPPER } from './demo-accounts';

/** A demo box: leaf categories and quantities (the category's first in-stock product without sizes). */
interface DemoBox {
  frequency: 'weekly' | 'monthly';
  /** Days after the earliest date a delivery can still be ordered for. */
  firstInDays: number;
  windowStart: number;
  paused: boolean;
  lines: [category: string, quantity: number][];
}

const BOXES: DemoBox[] = [
  {
    frequency: 'weekly',
    firstInDays: 3,
    windowStart: 10,
    paused: false,
    lines: [
      ['whole-wheat-atta', 1],
      ['toor-dal', 2],
      ['basmati-rice', 1],
      ['fresh-vegetables', 2],
    ],
  },
  {
    frequency: 'monthly',
    firstInDays: 10,
    windowStart: 16,
    paused: true,
    lines: [
      ['ghee', 1],
      ['whole-spices', 3],
      ['tea', 2],
    ],
  },
];

/**
 * The demo shopper's Subscribe & Save boxes, so /account/subscription and /admin/subscriptions show
 * something on a fresh start: a weekly box of staples and a paused monthly one. Added once (when the
 * shopper has none); prices are read from the catalog, so the estimate is today's.
 */
export async function seedDemoSubscriptions(database: Database, now = new Date()): Promise<void> {
  const [shopper] = await database.query<{ id: string; has: boolean }>(
    `select u.id, exists (select 1 from subscriptions s where s.user_id = u.id) as has from users u where u.email = $1`,
    [DEMO_SHOPPER.email],
  );
  if (!shopper || shopper.has) return;
  for (const box of BOXES) {
    const date = addDays(earliestDelivery(now), box.firstInDays);
    const [sub] = await database.query<{ id: string }>(
      `insert into subscriptions (user_id, status, frequency, anchor_day, next_delivery_date, window_start,
         contact_name, contact_email, contact_phone, street, street2, city, state, zip_code, payment_method)
       values ($1, $2, $3, $4, $5::date, $6, $7, $8, '(972) 555-0138', '7600 N MacArthur Blvd', 'Apt 1204',
         'Irving', 'TX', '75038', 'cod') returning id`,
      [
        shopper.id,
        box.paused ? 'paused' : 'active',
        box.frequency,
        dayOfMonth(date),
        date,
        box.windowStart,
        DEMO_SHOPPER.fullName,
        DEMO_SHOPPER.email,
      ],
    );
    await database.query(
      `insert into subscription_items (subscription_id, product_id, quantity, seen_price_cents, position)
       select $1, p.id, case when p.is_weight_based then greatest(l.q, 1.5) else l.q end, p.price_cents, l.ord
       from unnest($2::text[], $3::numeric[]) with ordinality as l(slug, q, ord)
       cross join lateral (
         select p.* from products p join categories c on c.id = p.category_id
         where c.slug = l.slug and p.is_active and p.stock_quantity >= 10
           and not exists (select 1 from product_variants v where v.product_id = p.id)
         order by p.is_featured desc, p.name limit 1) p`,
      [sub!.id, box.lines.map(([slug]) => slug), box.lines.map(([, q]) => q)],
    );
    // Every box meets the minimum order (checkout's rule), or each of its orders would fail: the dearest
    // packed line takes what is missing.
    await database.query(
      `with box as (select sum(round(seen_price_cents * quantity))::int as subtotal from subscription_items
         where subscription_id = $1),
       dearest as (select i.id, i.seen_price_cents from subscription_items i join products p on p.id = i.product_id
         where i.subscription_id = $1 and not p.is_weight_based order by i.seen_price_cents desc limit 1)
       update subscription_items i set quantity = i.quantity + ceil(($2 - box.subtotal)::numeric / dearest.seen_price_cents)
       from box, dearest where i.id = dearest.id and box.subtotal < $2`,
      [sub!.id, MINIMUM_ORDER_CENTS],
    );
  }
}
