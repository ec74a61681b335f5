import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';
import { orders } from './orders';

/**
 * Promo codes (PRODUCT.md): percent, fixed or free delivery; minimum subtotal, start/end, total and
 * per-user limits, an active flag, optionally one weekday (store time). times_used counts live
 * redemptions: placing an order takes one with a guarded increment, cancelling gives it back.
 */
export const promos = pgTable(
  'promos',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    amountOffCents: integer('amount_off_cents'),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perUserLimit: integer('per_user_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    /** 0 = Sunday … 6 = Saturday in store time; null = any day. */
    weekday: smallint('weekday'),
    isActive: boolean('is_active').notNull().default(true),
    /** Only for a shopper with no order yet (cancelled ones do not count). */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** A tier perk: only for shoppers of this loyalty tier or above; null = everyone. */
    minTier: text('min_tier'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promos_code_key').on(t.code),
    check('promos_kind_check', sql`${t.kind} in ('percent','fixed','free_delivery')`),
    check('promos_times_used_check', sql`${t.timesUsed} >= 0`),
    check('promos_min_tier_check', sql`${t.minTier} is null or ${t.minTier} in ('gold','platinum')`),
    check('promos_percent_check', sql`${t.percentOff} is null or (${t.percentOff} > 0 and ${t.percentOff} <= 100)`),
  ],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    promoId: uuid('promo_id')
      .notNull()
      .references(() => promos.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('promo_redemptions_order_key').on(t.orderId),
    index('promo_redemptions_user_idx').on(t.promoId, t.userId),
  ],
);
