import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { productVariants, products } from './catalog';
import { id, timestamps } from './columns';

/**
 * Orders (PRODUCT.md "Checkout and orders"). An order keeps every total component and a copy of each
 * line as it was sold (name, variant, price), so later catalog changes never rewrite history.
 * `stock_held` is true while the order's units are taken from stock: cancelling or releasing an
 * abandoned pending order returns them exactly once.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    idempotencyKey: uuid('idempotency_key').notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    street: text('street').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    deliveryWindowStart: smallint('delivery_window_start').notNull(),
    express: boolean('express').notNull().default(false),
    itemCount: numeric('item_count', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    deliveryCents: integer('delivery_cents').notNull(),
    expressCents: integer('express_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    loyaltyDiscountCents: integer('loyalty_discount_cents').notNull(),
    loyaltyPointsUsed: integer('loyalty_points_used').notNull(),
    taxCents: integer('tax_cents').notNull(),
    /** Thousandths of a percent, as in src/shared/tax.ts (6.875% stays exact). */
    taxRateMilliPercent: integer('tax_rate_milli_percent').notNull(),
    taxState: text('tax_state'),
    tipCents: integer('tip_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    promoCode: text('promo_code'),
    promoId: uuid('promo_id'),
    stockHeld: boolean('stock_held').notNull().default(true),
    paymentMessage: text('payment_message'),
    /** Money given back so far (staff refunds, full or per line); never more than total_cents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    // Staff lists (orders desk, dashboard): placed order with the id tiebreak of their paging, whole
    // table or one status, so a page is an index walk instead of a sort of every matching order.
    // Ascending on purpose: read backwards it is exactly `created_at desc, id desc` (nulls first),
    // which drizzle's .desc() (DESC NULLS LAST) would not serve. The dashboard's period sums read
    // status and money from the index alone (an index-only scan, bench/README.md "Admin");
    // status changes already touch orders_status_idx, so these columns cost no HOT update.
    index('orders_created_idx').on(t.createdAt, t.id, t.status, t.totalCents, t.refundedCents),
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    // The desk's search text (ORDER_SEARCH_TEXT in orders-admin-repository.ts, the same expression
    // exactly, or the planner cannot use it): `like '%term%'` on number, name, email and phone digits.
    index('orders_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.orderNumber} || ' ' || ${t.contactName} || ' ' || ${t.contactEmail} || ' ' || regexp_replace(${t.contactPhone}, '[^0-9]', '', 'g'))) gin_trgm_ops`,
    ),
    // The release job's scan: pending orders still holding stock, oldest first.
    index('orders_pending_held_idx')
      .on(t.createdAt)
      .where(sql`status = 'pending' and stock_held`),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending','confirmed','packed','out_for_delivery','delivered','cancelled','refunded')`,
    ),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('cod','stripe_card','apple_pay','google_pay')`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in ('unpaid','pending','paid','failed','refunded')`),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
    check('orders_refunded_check', sql`${t.refundedCents} between 0 and ${t.totalCents}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    variantName: text('variant_name'),
    slug: text('slug'),
    image: text('image'),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
    taxClass: text('tax_class').notNull(),
    substitution: text('substitution').notNull().default('best_match'),
    customRequirements: text('custom_requirements'),
    /** The line's place in the order, as it was in the cart. */
    position: smallint('position').notNull().default(0),
    /** Set once staff refunds have covered all of this line, so a line is never refunded twice. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** How much of the quantity (units or lb) refunds have covered so far; never above `quantity`. */
    refundedQuantity: numeric('refunded_quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    /** The part of `line_total_cents` refunds have covered so far (before the discount and tax share). */
    refundedGoodsCents: integer('refunded_goods_cents').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId, t.position),
    index('order_items_product_idx').on(t.productId),
    // The dashboard's sales by product: the lines of a period's orders read from the index alone
    // (instead of a scan of every line, bench/README.md "Admin").
    index('order_items_sales_idx')
      .on(t.orderId, t.productId, t.lineTotalCents, t.quantity)
      .where(sql`refunded_at is null`),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check(
      'order_items_refunded_quantity_check',
      sql`${t.refundedQuantity} >= 0 and ${t.refundedQuantity} <= ${t.quantity}`,
    ),
    check('order_items_substitution_check', sql`${t.substitution} in ('best_match','specific','refund')`),
  ],
);

/** Every status an order has had, with when and (for staff changes) who. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The suffixes (the NNNN of US-YYYYMMDD-NNNN) already handed out per store date. Each order claims a
 * random one here before its transaction; the unique index turns a collision into a retry with
 * another random suffix: see checkout/order-numbers.ts.
 */
export const orderNumberSuffixes = pgTable(
  'order_number_suffixes',
  {
    id: id(),
    storeDate: date('store_date', { mode: 'string' }).notNull(),
    suffix: integer('suffix').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('order_number_suffixes_day_suffix_key').on(t.storeDate, t.suffix)],
);

/**
 * Booked orders per delivery window and day. The booking is a guarded increment inside the order's
 * transaction, so two shoppers can never overfill a window.
 */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    id: id(),
    slotDate: date('slot_date', { mode: 'string' }).notNull(),
    windowStart: smallint('window_start').notNull(),
    booked: integer('booked').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('delivery_slot_bookings_slot_key').on(t.slotDate, t.windowStart),
    check('delivery_slot_bookings_booked_check', sql`${t.booked} >= 0`),
  ],
);

/** One row per payment attempt; the provider's reference (PaymentIntent id) is unique. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').notNull(),
    providerRef: text('provider_ref'),
    cardLast4: text('card_last4'),
    failureMessage: text('failure_message'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    check('payments_provider_check', sql`${t.provider} in ('cod','demo','stripe')`),
    check('payments_status_check', sql`${t.status} in ('pending','succeeded','failed','cancelled','refunded')`),
  ],
);

/**
 * Money given back to a shopper by staff: the whole order or some of its lines. provider says how it
 * went back (stripe: a Stripe refund of the PaymentIntent; demo: the demo processor; cod: cash handed
 * back, only recorded).
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** The order_items ids this refund covers; empty for a whole-order refund. */
    orderItemIds: uuid('order_item_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Per line what this refund covered: [{ lineId, quantity, goodsCents }]; empty for a custom amount. */
    lines: jsonb('lines')
      .notNull()
      .default(sql`'[]'::jsonb`),
    reason: text('reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.createdAt),
    check('order_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('order_refunds_provider_check', sql`${t.provider} in ('cod','demo','stripe')`),
  ],
);
