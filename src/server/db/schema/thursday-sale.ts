import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { productVariants, products } from './catalog';
import { id, timestamps } from './columns';

/**
 * The Thursday sale's prices, chosen by staff (docs/decisions/017). One row per product without sizes
 * (variant_id null) or per size of a product sold in sizes. The rows stay all week; the price applies
 * only while Thursday runs in store time, which the server decides per request. A product or size
 * that goes away takes its sale price with it.
 */
export const thursdaySalePrices = pgTable(
  'thursday_sale_prices',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    salePriceCents: integer('sale_price_cents').notNull(),
    ...timestamps,
  },
  (t) => [
    unique('thursday_sale_prices_item_key').on(t.productId, t.variantId).nullsNotDistinct(),
    index('thursday_sale_prices_variant_idx').on(t.variantId),
    check('thursday_sale_prices_price_check', sql`${t.salePriceCents} >= 0`),
  ],
);
