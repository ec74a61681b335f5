import { index, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products } from './catalog';
import { id, timestamps } from './columns';

/**
 * A shopper's wishlist (spec sections 3 and 7): one row per product, so adding twice changes nothing.
 * Migration 0010_account_extras.sql also adds, by hand, the trigger that publishes changes on the
 * 'cart_channel' NOTIFY channel as a 'wishlist' event, so other open devices update live.
 */
export const wishlist = pgTable(
  'wishlist',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    unique('wishlist_user_product_key').on(t.userId, t.productId),
    index('wishlist_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * Products a signed-in shopper opened (spec section 7 upsert_recently_viewed): one row per product with
 * the latest view time; the writer keeps only the latest 20.
 */
export const recentlyViewed = pgTable(
  'recently_viewed',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    unique('recently_viewed_user_product_key').on(t.userId, t.productId),
    index('recently_viewed_user_idx').on(t.userId, t.viewedAt.desc()),
  ],
);
