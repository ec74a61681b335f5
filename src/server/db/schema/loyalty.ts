import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';
import { orders } from './orders';

/**
 * Loyalty (spec section 3 user_loyalty_points; PRODUCT.md): total_points is the balance a shopper can
 * redeem, lifetime_points decides the tier. Every change is also a ledger row.
 */
export const userLoyaltyPoints = pgTable(
  'user_loyalty_points',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalPoints: integer('total_points').notNull().default(0),
    lifetimePoints: integer('lifetime_points').notNull().default(0),
    tierLevel: text('tier_level').notNull().default('bronze'),
    ...timestamps,
  },
  (t) => [
    check('user_loyalty_points_total_check', sql`${t.totalPoints} >= 0`),
    check('user_loyalty_points_tier_check', sql`${t.tierLevel} in ('bronze','gold','platinum')`),
  ],
);

export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    ...timestamps,
  },
  (t) => [
    index('loyalty_ledger_user_idx').on(t.userId, t.createdAt.desc()),
    // A delivered order earns its points once, whatever happens to its status afterwards.
    uniqueIndex('loyalty_ledger_earned_once')
      .on(t.orderId)
      .where(sql`${t.reason} = 'earned'`),
  ],
);
