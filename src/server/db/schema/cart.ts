import { sql } from 'drizzle-orm';
import { check, index, jsonb, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { productVariants, products } from './catalog';
import { id, timestamps } from './columns';

/**
 * The signed-in shopper's lists (spec section 3): cart items, saved for later, recently removed,
 * draft orders. Quantities are numeric: weight-based lines hold fractional pounds.
 *
 * A line is one product + variant per shopper; "no variant" counts as a value of its own (nulls not
 * distinct, PostgreSQL 15+), so the add upsert's ON CONFLICT finds it.
 *
 * Migration 0005_cart.sql also holds, by hand, the triggers that publish changes on the 'cart_channel'
 * NOTIFY channel (src/server/realtime): one per shopper for these tables, one per statement for
 * price/stock/availability changes of products and variants.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    customRequirements: text('custom_requirements'),
    ...timestamps,
  },
  (t) => [
    unique('cart_items_line_key').on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
    // Finds the carts holding a product when its price or stock changes.
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} > 0 and ${t.quantity} <= 55`),
    check('cart_items_custom_requirements_check', sql`char_length(${t.customRequirements}) <= 500`),
  ],
);

/**
 * Guest carts already merged into an account. The browser names its guest cart with a random id; the
 * merge records (account, guest cart) in the statement that adds the lines, so a repeated or concurrent
 * merge of the same guest cart (two tabs, a retry after a lost answer) adds nothing the second time.
 */
export const guestCartMerges = pgTable(
  'guest_cart_merges',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestCartId: uuid('guest_cart_id').notNull(),
    ...timestamps,
  },
  (t) => [unique('guest_cart_merges_key').on(t.userId, t.guestCartId)],
);

export const savedForLater = pgTable(
  'saved_for_later',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    unique('saved_for_later_line_key').on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
    index('saved_for_later_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** The newest RECENTLY_REMOVED_LIMIT removals per shopper, one per product + variant; the note goes too. */
export const recentlyRemovedItems = pgTable(
  'recently_removed_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: numeric('quantity', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    customRequirements: text('custom_requirements'),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('recently_removed_items_user_idx').on(t.userId, t.removedAt.desc()),
    check('recently_removed_items_quantity_check', sql`${t.quantity} > 0`),
  ],
);

/**
 * A named copy of the cart. checkout_data follows the spec (name, cart_items, total_amount,
 * item_count) with money in cents: { name, cartItems: DraftLineDto[], totalAmountCents, itemCount }.
 */
export const draftOrders = pgTable(
  'draft_orders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    checkoutData: jsonb('checkout_data').notNull(),
    ...timestamps,
  },
  (t) => [index('draft_orders_user_idx').on(t.userId, t.createdAt.desc())],
);
