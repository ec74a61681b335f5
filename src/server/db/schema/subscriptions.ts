import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { productVariants, products } from './catalog';
import { id, timestamps } from './columns';
import { orders } from './orders';

/**
 * Subscribe & Save (PRODUCT.md "Loyalty, promos, subscriptions"): a recurring box of products. The
 * delivery address and contact are copied in (like an order's), so editing an address book entry
 * never moves a box without the shopper saying so. `next_delivery_date` is the store date of the next
 * box; the scheduler makes its order a few days ahead (src/shared/subscription-schedule.ts).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('active'),
    frequency: text('frequency').notNull(),
    /** Monthly boxes keep this day of the month (clamped to short months); weekly ones keep the weekday. */
    anchorDay: smallint('anchor_day').notNull(),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }).notNull(),
    windowStart: smallint('window_start').notNull(),
    /** A pause until a date resumes by itself on that date; null with status paused is indefinite. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull(),
    street: text('street').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    paymentMethod: text('payment_method').notNull(),
    /** The saved card: its last four digits, and where the processor keeps it (never the number). */
    cardLast4: text('card_last4'),
    cardRef: text('card_ref'),
    /** Stripe saved cards: the card's brand, and the Stripe Customer its payment method (card_ref) belongs to. */
    cardBrand: text('card_brand'),
    stripeCustomerId: text('stripe_customer_id'),
    ...timestamps,
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.createdAt),
    // The scheduler's scan: active boxes by their next delivery date.
    index('subscriptions_due_idx')
      .on(t.nextDeliveryDate)
      .where(sql`status = 'active'`),
    check('subscriptions_status_check', sql`${t.status} in ('active','paused','cancelled')`),
    check('subscriptions_frequency_check', sql`${t.frequency} in ('weekly','biweekly','monthly')`),
    check('subscriptions_payment_check', sql`${t.paymentMethod} in ('cod','stripe_card')`),
  ],
);

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    substitution: text('substitution').notNull().default('best_match'),
    /** The unit price the shopper last saw for this line: a later order tells them when it changed. */
    seenPriceCents: integer('seen_price_cents').notNull(),
    position: smallint('position').notNull(),
    ...timestamps,
  },
  (t) => [
    index('subscription_items_subscription_idx').on(t.subscriptionId, t.position),
    check('subscription_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * One row per subscription and delivery date, written in the same transaction as the order it made (or
 * the skip, or the failure): the unique key is what makes the scheduler run each box exactly once,
 * whatever number of instances claim work and whichever of them dies mid-run.
 */
export const subscriptionRuns = pgTable(
  'subscription_runs',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    outcome: text('outcome').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    message: text('message'),
    /** The Subscribe & Save percent the order was given (the setting of the day it was made). */
    discountPercent: smallint('discount_percent'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscription_runs_once_key').on(t.subscriptionId, t.deliveryDate),
    // An order's page names its Subscribe & Save discount through this.
    index('subscription_runs_order_idx').on(t.orderId),
    check('subscription_runs_outcome_check', sql`${t.outcome} in ('ordered','skipped','failed')`),
  ],
);

/**
 * The shopper's Customer at Stripe, made the first time they save a card for a box and reused after: a
 * SetupIntent is made for this customer, and a box only saves a card that Stripe says was set up for it.
 */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text('customer_id').notNull().unique(),
  ...timestamps,
});

/**
 * The ledger of a Stripe box's off-session charges (docs/decisions/013-subscription-scheduler.md,
 * "Payment"): one row per charge attempt for a box and delivery date, written and committed on its own
 * before each call to Stripe (the charge, then any refund), and its outcome written after. A rerun after
 * a crash reads it: an attempt that succeeded for the total it is about to order is reused, one for another
 * total is refunded and a new attempt (with its own idempotency key) is charged, and an attempt being
 * refunded or refunded is never taken as paid. `order_id` is set in the transaction that made the order.
 */
export const subscriptionCharges = pgTable(
  'subscription_charges',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    /** The order's run key (box and delivery date). */
    runKey: text('run_key').notNull(),
    attempt: smallint('attempt').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The Idempotency-Key of the attempt's charge; its refund's key is derived from it. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    status: text('status').notNull().default('pending'),
    /** The decline's message (the week's failure). */
    message: text('message'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('subscription_charges_attempt_key').on(t.runKey, t.attempt),
    index('subscription_charges_subscription_idx').on(t.subscriptionId, t.deliveryDate),
    // Refunds decided and not yet confirmed by Stripe: swept at the start of every run.
    index('subscription_charges_refunding_idx')
      .on(t.runKey)
      .where(sql`status = 'refunding'`),
    check(
      'subscription_charges_status_check',
      sql`${t.status} in ('pending','succeeded','declined','refunding','refunded')`,
    ),
    check('subscription_charges_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Staff's Subscribe & Save terms: one row (id true), edited in /admin/subscriptions and audited. Without
 * a row the shop uses the default of src/shared/subscriptions.ts.
 */
export const subscriptionSettings = pgTable(
  'subscription_settings',
  {
    id: boolean('id').primaryKey().default(true),
    /** Whole percent off every box order's lines, like a percent promo. */
    discountPercent: smallint('discount_percent').notNull(),
    ...timestamps,
  },
  (t) => [
    check('subscription_settings_one_row', sql`${t.id}`),
    check('subscription_settings_discount_check', sql`${t.discountPercent} between 0 and 50`),
  ],
);
