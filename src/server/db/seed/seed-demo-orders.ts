import { addDays, DELIVERY_WINDOW_STARTS, storeClock } from '../../../shared/delivery-slots';
import { pointsForSubtotal } from '../../../shared/loyalty';
import { computeTotals, type Tip } from '../../../shared/order-totals';
import { initialOrderStatus, type OrderStatus, type PaymentMethod } from '../../../shared/orders';
import { taxMilliPercent } from '../../../shared/tax';
import { priceLines, totalsLines } from '../../modules/checkout/checkout-pricing';
import { checkoutRepository, type CheckoutLineRow } from '../../modules/checkout/checkout-repository';
import { createOrderNumbers } from '../../modules/checkout/order-numbers';
import { placeOrderRepository } from '../../modules/checkout/place-order-repository';
import { ordersRepository } from '../../modules/orders/orders-repository';
import { salesCountRepository } from '../../modules/orders/sales-count-repository';
import { stockRepository } from '../../modules/orders/stock-repository';
import { inTransaction } from '../executor';
import type { Database } from '../client';
import { DEMO_SHOPPER } from './demo-accounts';

const HOUR = 3_600_000;
/** Each demo order's idempotency key (a UUID column): fixed, so a restart finds what it seeded. */
const demoKey = (index: number) => `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`;

interface DemoOrder {
  key: string;
  method: PaymentMethod;
  tip: Tip;
  /** Leaf category slug and quantity: the category's first suitable product is bought. */
  lines: [category: string, quantity: number][];
  /** Hours before now that the order was placed. */
  placedHoursAgo: number;
  /** Delivery: days after the order's store date and the window's start hour, or today's current window. */
  delivery: { days: number; windowStart: number } | 'current window';
  /** What happened after placing, in hours after it was placed. */
  history: [status: OrderStatus, note: string, hoursAfter: number][];
}

/**
 * The demo shopper's past orders (PRODUCT.md: "some past orders"): one delivered, one on its way, one
 * confirmed for later this week (cancellable) and one cancelled. Written by checkout's own order
 * statement (lines with the name, price and size as bought, totals from the shared totals code, status
 * history, payment record, stock and a place in the delivery window taken), then taken along as the
 * staff status changes would (the cancelled one's units and window given back, loyalty points earned
 * on delivery), with the times they would have happened.
 */
export const DEMO_ORDERS: DemoOrder[] = [
  {
    key: 'delivered',
    method: 'stripe_card',
    tip: { percent: 15 },
    lines: [
      ['basmati-rice', 1],
      ['toor-dal', 2],
      ['ghee', 1],
      ['masala-blends', 2],
      ['tea', 1],
      ['incense-dhoop', 2],
    ],
    placedHoursAgo: 12 * 24 + 5,
    delivery: { days: 1, windowStart: 10 },
    history: [
      ['confirmed', 'Payment received', 0.01],
      ['packed', 'Packed at the store', 19],
      ['out_for_delivery', 'Driver on the way', 20],
      ['delivered', 'Delivered to the door', 21.5],
    ],
  },
  {
    key: 'cancelled',
    method: 'cod',
    tip: { percent: 0 },
    lines: [
      ['frozen-parathas-rotis', 3],
      ['namkeen-snacks', 4],
      ['indian-pickles', 2],
    ],
    placedHoursAgo: 20 * 24 + 3,
    delivery: { days: 2, windowStart: 16 },
    history: [['cancelled', 'Cancelled by the shopper', 2]],
  },
  {
    key: 'out-for-delivery',
    method: 'google_pay',
    tip: { percent: 10 },
    lines: [
      ['fresh-vegetables', 3],
      ['paneer-tofu', 2],
      ['milk-yogurt-lassi', 2],
      ['whole-wheat-atta', 1],
      ['sona-masoori-regional-rice', 1],
    ],
    placedHoursAgo: 22,
    delivery: 'current window',
    history: [
      ['confirmed', 'Payment received', 0.01],
      ['packed', 'Packed at the store', 20],
      ['out_for_delivery', 'Driver on the way', 21.3],
    ],
  },
  {
    key: 'confirmed',
    method: 'cod',
    tip: { cents: 500 },
    lines: [
      ['moong-urad-dal', 2],
      ['ground-spices', 3],
      ['biscuits-cookies-rusk', 2],
      ['groundnut-sunflower-oil', 1],
      ['diyas-camphor-wicks', 1],
    ],
    placedHoursAgo: 1,
    delivery: { days: 2, windowStart: 12 },
    history: [],
  },
];

/** Seeds the demo orders the demo shopper does not have yet; returns how many it wrote. */
export async function seedDemoOrders(
  database: Database,
  options: { orderPrefix?: 'US' | 'GO'; now?: Date } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const [shopper] = await database.query<{ id: string; full_name: string | null; phone: string | null }>(
    `select u.id, p.full_name, p.phone from users u left join profiles p on p.user_id = u.id where u.email = $1`,
    [DEMO_SHOPPER.email],
  );
  if (!shopper) return 0;
  const [address] = await database.query<{
    street: string;
    street2: string | null;
    city: string;
    state: string;
    zip_code: string;
  }>(
    'select street, street2, city, state, zip_code from addresses where user_id = $1 order by is_default desc, created_at limit 1',
    [shopper.id],
  );
  const zone = address && (await checkoutRepository.zone(database, address.zip_code));
  if (!address || !zone) return 0;
  const seeded = new Set(
    (
      await database.query<{ key: string }>(
        'select idempotency_key::text as key from orders where user_id = $1 and idempotency_key = any($2::uuid[])',
        [shopper.id, DEMO_ORDERS.map((_, i) => demoKey(i))],
      )
    ).map((r) => r.key),
  );
  const products = await productsFor(
    database,
    DEMO_ORDERS.flatMap((o) => o.lines.map(([category]) => category)),
  );
  const numbers = createOrderNumbers(database, options.orderPrefix ?? 'US');
  let written = 0;

  for (const [index, demo] of DEMO_ORDERS.entries()) {
    if (seeded.has(demoKey(index))) continue;
    const rows = demo.lines.flatMap(([category, quantity]) => {
      const product = products.get(category);
      return product ? [{ ...product, quantity }] : [];
    });
    if (!rows.length) continue;
    const lines = priceLines(rows);
    const totals = computeTotals({
      lines: totalsLines(lines),
      zone: { deliveryChargeCents: zone.deliveryChargeCents, expressAvailable: zone.expressAvailable },
      express: false,
      state: address.state,
      tip: demo.tip,
      promo: null,
      loyaltyPoints: 0,
    });
    const placedAt = new Date(now.getTime() - demo.placedHoursAgo * HOUR);
    const at = (hours: number) => new Date(placedAt.getTime() + hours * HOUR);
    const wallet = demo.method !== 'cod';
    const firstStatus = initialOrderStatus(demo.method, wallet ? 'pending' : 'unpaid');
    const finalStatus = demo.history.at(-1)?.[0] ?? firstStatus;
    const slot = deliverySlot(demo.delivery, placedAt, now);

    for (let attempt = 0; ; attempt++) {
      // Taken outside the transaction, as checkout takes them (order-numbers.ts).
      const orderNumber = await numbers.next(storeClock(placedAt).date);
      const result = await inTransaction(database, async (tx) => {
        const outcome = await placeOrderRepository.place(tx, {
          order: {
            orderNumber,
            userId: shopper.id,
            idempotencyKey: demoKey(index),
            status: firstStatus,
            paymentMethod: demo.method,
            paymentStatus: wallet ? 'paid' : 'unpaid',
            contact: {
              fullName: shopper.full_name ?? DEMO_SHOPPER.fullName,
              email: DEMO_SHOPPER.email,
              phone: shopper.phone ?? '',
            },
            address: { ...address, street2: address.street2 ?? '', zipCode: address.zip_code },
            slot,
            express: false,
            totals: { ...totals, taxRateMilliPercent: taxMilliPercent(address.state) },
            promoCode: null,
            promoId: null,
          },
          lines: lines.map((l) => ({ ...l, cartItemId: null, substitution: 'best_match' })),
          slotCapacity: 1_000_000,
          paymentProvider: wallet ? 'demo' : 'cod',
          email: null,
        });
        if (!outcome.placed) return outcome.numberTaken ? 'number taken' : 'seeded meanwhile';
        const orderId = outcome.placed.id;
        await tx.query('update order_status_history set created_at = $2 where order_id = $1', [orderId, placedAt]);
        for (const [status, note, hours] of demo.history) {
          await tx.query(
            'insert into order_status_history (order_id, status, note, created_at) values ($1, $2, $3, $4)',
            [orderId, status, note, at(hours)],
          );
        }
        await tx.query(
          `update payments set created_at = $2::timestamptz, updated_at = $2::timestamptz,
             status = case when $3::boolean then 'succeeded' else status end,
             paid_at = case when $3::boolean then $2::timestamptz end,
             card_last4 = case when $4::boolean then '4242' end where order_id = $1`,
          [orderId, at(0.01), wallet, demo.method === 'stripe_card'],
        );
        const lastChange = at(demo.history.at(-1)?.[2] ?? 0);
        await tx.query(
          'update orders set status = $2, created_at = $3, updated_at = $4, stock_held = $5 where id = $1',
          [orderId, finalStatus, placedAt, lastChange, finalStatus !== 'delivered' && finalStatus !== 'cancelled'],
        );
        if (finalStatus === 'cancelled') {
          // As cancelling does (orders-service cancelLocked): units, window and sales given back.
          await ordersRepository.releaseSlot(tx, slot.date, slot.start);
          await stockRepository.lock(tx, lines);
          await stockRepository.putBack(tx, lines);
          await salesCountRepository.takeBack(tx, lines);
        }
        if (finalStatus === 'delivered') {
          await ordersRepository.addPoints(tx, shopper.id, orderId, pointsForSubtotal(totals.subtotalCents), 'earned');
        }
        return 'written';
      });
      if (result === 'written') written++;
      if (result !== 'number taken') break;
      if (attempt >= 12) throw new Error('Could not find a free order number for a demo order');
    }
  }
  return written;
}

function deliverySlot(delivery: DemoOrder['delivery'], placedAt: Date, now: Date) {
  if (delivery !== 'current window') {
    return { date: addDays(storeClock(placedAt).date, delivery.days), start: delivery.windowStart };
  }
  const clock = storeClock(now);
  const start = [...DELIVERY_WINDOW_STARTS].reverse().find((s) => s <= clock.hour) ?? DELIVERY_WINDOW_STARTS[0];
  return { date: clock.date, start };
}

/** Per leaf category, its first active counted product with plenty in stock (its first size, if sized). */
async function productsFor(database: Database, categories: string[]) {
  const rows = await database.query<Omit<CheckoutLineRow, 'quantity'> & { category: string }>(
    `select distinct on (c.slug) c.slug as category, '' as "cartItemId", p.id as "productId", v.id as "variantId",
       null as "customRequirements", p.name, p.slug, p.images[1] as image, p.is_active as "isActive",
       p.tax_class as "taxClass", p.is_weight_based as "isWeightBased", p.price_cents as "priceCents",
       p.stock_quantity::float8 as stock, v.id is not null as "hasVariants", v.name as "variantName",
       v.price_cents as "variantPriceCents", v.stock_quantity::float8 as "variantStock"
     from products p join categories c on c.id = p.category_id
     left join lateral (select id, name, price_cents, stock_quantity from product_variants
       where product_id = p.id order by sort_order, id limit 1) v on true
     where c.slug = any($1::text[]) and p.is_active and not p.is_weight_based
       and coalesce(v.stock_quantity, p.stock_quantity) >= 20
     order by c.slug, p.slug`,
    [categories],
  );
  return new Map(rows.map(({ category, ...row }) => [category, row]));
}
