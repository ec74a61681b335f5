import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { id, timestamps } from './columns';
import { orderItems, orders } from './orders';
import { customerQueries } from './queries';

/**
 * A shopper's report of a problem with one line of a delivered order (missing, damaged, wrong item,
 * poor quality), at most one per line. It is answered from the staff queries inbox through its query
 * row; the outcome (a refund, store credit as loyalty points, or a redelivery) is kept here for the
 * shopper's order page.
 */
export const orderProblemReports = pgTable(
  'order_problem_reports',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    queryId: uuid('query_id').references(() => customerQueries.id, { onDelete: 'set null' }),
    problem: text('problem').notNull(),
    note: text('note').notNull(),
    /** The media store key of the re-encoded photo ("reports/<uuid>-page.webp"); served only to its shopper and staff. */
    photoKey: text('photo_key'),
    status: text('status').notNull().default('open'),
    resolution: text('resolution'),
    refundCents: integer('refund_cents'),
    creditPoints: integer('credit_points'),
    /** What staff wrote to the shopper with the outcome. */
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('order_problem_reports_item_key').on(t.orderItemId),
    index('order_problem_reports_order_idx').on(t.orderId),
    uniqueIndex('order_problem_reports_query_key').on(t.queryId),
    check(
      'order_problem_reports_problem_check',
      sql`${t.problem} in ('missing','damaged','wrong_item','poor_quality')`,
    ),
    check('order_problem_reports_status_check', sql`${t.status} in ('open','resolved')`),
    check(
      'order_problem_reports_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in ('refund','credit','redelivery')`,
    ),
  ],
);
