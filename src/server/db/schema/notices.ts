import { sql } from 'drizzle-orm';
import { check, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { timestamps } from './columns';

/**
 * Which live notices a shopper turned off in /account/profile (spec section 4). No row, or an empty list,
 * means every kind is on. Migration 0022_live_notices.sql also holds, by hand, the triggers that publish catalog changes
 * worth a notice on the 'notice_channel' NOTIFY channel (docs/decisions/015).
 */
export const noticePreferences = pgTable(
  'notice_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedKinds: text('muted_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    check(
      'notice_preferences_kinds_check',
      sql`${t.mutedKinds} <@ array['price_drop', 'back_in_stock', 'new_arrival', 'featured', 'new_category']::text[]`,
    ),
  ],
);
