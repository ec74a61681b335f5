import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description'),
    /** A staff upload (/media/categories/<uuid>-page.webp); null shows the generated art. */
    imageUrl: text('image_url'),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId, t.sortOrder)],
);

export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** Archived (false): left out of the shoppers' brand filters; its products stay as they are. */
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug), index('brands_name_idx').on(t.name)],
);

/**
 * Stock is numeric: weight-based products are stocked and sold in fractional pounds.
 * When a product has variants, its own stock_quantity is the sum of theirs (kept by whoever changes stock).
 */
export const products = pgTable(
  'products',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    /**
     * The price the card shows while the Thursday sale runs, when the sale cuts it (null otherwise). Kept
     * by triggers from thursday_sale_prices and the sizes (migration 0028), so Thursday's price sorts and
     * filters walk an index like every other day's (docs/decisions/017-thursday-sale.md).
     */
    thursdayPriceCents: integer('thursday_price_cents'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    stockQuantity: numeric('stock_quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: uuid('brand_id').references(() => brands.id),
    ratingAverage: numeric('rating_average', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** Order lines sold, for the popularity order; orders add to it through sales_count_changes. */
    salesCount: integer('sales_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    dietaryInfo: text('dietary_info')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authenticityBadge: text('authenticity_badge'),
    originStory: text('origin_story'),
    healthBenefits: text('health_benefits')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isWeightBased: boolean('is_weight_based').notNull().default(false),
    unit: text('unit').notNull().default('piece'),
    taxClass: text('tax_class').notNull().default('food'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    // One index per list order (each ends in id, the paging tiebreak), active products only.
    index('products_featured_idx')
      .on(t.isFeatured.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`is_active`),
    index('products_category_idx')
      .on(t.categoryId, t.isFeatured.desc(), t.createdAt.desc(), t.id.desc())
      .where(sql`is_active`),
    index('products_brand_idx')
      .on(t.brandId)
      .where(sql`is_active`),
    index('products_price_idx')
      .on(t.priceCents, t.id)
      .where(sql`is_active`),
    // Thursday's price order: SALE_DAY_PRICE in catalog/sale-pricing.ts, written exactly as here.
    index('products_sale_day_price_idx')
      .on(sql`coalesce(thursday_price_cents, price_cents)`, t.id)
      .where(sql`is_active`),
    index('products_rating_idx')
      .on(t.ratingAverage.desc(), t.ratingCount.desc(), t.id.desc())
      .where(sql`is_active`),
    index('products_popularity_idx')
      .on(t.salesCount.desc(), t.id.desc())
      .where(sql`is_active`),
    index('products_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`is_active`),
    index('products_dietary_idx').using('gin', t.dietaryInfo),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    // Top deals scan: discounted, newest first; the query skips the out-of-stock ones. Stock stays out
    // of the predicate, as sales_count would out of any index if it changed per order: a stock update
    // that touches no indexed column is HOT (writes no index entries), see docs/decisions/008.
    index('products_deals_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`is_active and original_price_cents is not null`),
    check('products_price_check', sql`${t.priceCents} >= 0`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    check('products_tax_class_check', sql`${t.taxClass} in ('food', 'taxable')`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    originalPriceCents: integer('original_price_cents'),
    stockQuantity: numeric('stock_quantity', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId, t.sortOrder),
    check('product_variants_stock_check', sql`${t.stockQuantity} >= 0`),
  ],
);

/**
 * Sales not yet counted in products.sales_count: one row per order placed (+1 per line of each
 * product) or cancelled (−1), written in the order's own statement or transaction. The scheduler
 * folds them into sales_count every minute (orders-service refreshSalesCounts): bumping the indexed
 * sales_count in the order itself would make every stock update rewrite all of products' indexes.
 */
export const salesCountChanges = pgTable('sales_count_changes', {
  id: id(),
  productIds: uuid('product_ids').array().notNull(),
  lines: integer('lines').array().notNull(),
  ...timestamps,
});
