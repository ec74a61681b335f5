import type { Executor } from '../../db/executor';
import type { ProductListQuery, ProductSort } from '../../../shared/catalog';
import type { brands, categories } from '../../db/schema/index';
import { productSalePrice, saleRunsNow, shownPrice, type VariantRow, variantSalePrice } from './sale-pricing';
import { likePattern, SqlParams } from './sql-params';

/** Row shapes as the SQL returns them (numeric columns cast to float8, counts to int). */
export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  brand: string | null;
  brand_slug: string | null;
  category_id: string;
  category_slug: string;
  price_cents: number;
  original_price_cents: number | null;
  images: string[];
  stock_quantity: number;
  is_active: boolean;
  is_featured: boolean;
  rating_average: number;
  rating_count: number;
  is_weight_based: boolean;
  unit: string;
  dietary_info: string[];
  authenticity_badge: string | null;
  /** The Thursday sale's prices (sale-pricing.ts): kept on the server, applied only while it runs. */
  sale_price_cents: number | null;
  variants: VariantRow[];
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  category_name: string;
  category_parent_id: string | null;
  origin_story: string | null;
  health_benefits: string[];
  tax_class: 'food' | 'taxable';
  sales_count: number;
  views_count: number;
  created_at: Date | string;
}

export const cardColumns = `
  p.id, p.slug, p.name, b.name as brand, b.slug as brand_slug, p.category_id, c.slug as category_slug,
  p.price_cents, p.original_price_cents, p.images, p.stock_quantity::float8 as stock_quantity, p.is_active,
  p.is_featured, p.rating_average::float8 as rating_average, p.rating_count, p.is_weight_based, p.unit,
  p.dietary_info, p.authenticity_badge, ${productSalePrice} as sale_price_cents,
  (select coalesce(json_agg(json_build_object(
            'id', v.id, 'name', v.name, 'priceCents', v.price_cents,
            'originalPriceCents', v.original_price_cents, 'stockQuantity', v.stock_quantity::float8,
            'salePriceCents', ${variantSalePrice})
          order by v.sort_order, v.name), '[]'::json)
     from product_variants v where v.product_id = p.id) as variants`;

export const cardFrom = `from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`;

/**
 * Each order ends in the id (a stable tiebreak for paging) and matches an index in schema/catalog.ts
 * exactly, "nulls last" included, or PostgreSQL sorts instead of walking the index. The price orders
 * follow the price shown, which is Thursday's while the sale runs (its own index).
 */
function orderBy(sort: ProductSort, saleActive: boolean): string {
  if (sort === 'price_asc') return `${shownPrice(saleActive)} asc, p.id asc`;
  if (sort === 'price_desc') return `${shownPrice(saleActive)} desc, p.id desc`;
  return fixedOrders[sort];
}

const fixedOrders: Record<Exclude<ProductSort, 'price_asc' | 'price_desc'>, string> = {
  featured: 'p.is_featured desc nulls last, p.created_at desc nulls last, p.id desc nulls last',
  rating: 'p.rating_average desc nulls last, p.rating_count desc nulls last, p.id desc nulls last',
  newest: 'p.created_at desc nulls last, p.id desc nulls last',
  popularity: 'p.sales_count desc nulls last, p.id desc nulls last',
};

export type CategoryRow = Pick<
  typeof categories.$inferSelect,
  'id' | 'name' | 'slug' | 'parentId' | 'sortOrder' | 'description' | 'imageUrl'
>;
export type BrandRow = Pick<typeof brands.$inferSelect, 'id' | 'name' | 'slug'>;

/** The active categories, in the order staff set. */
export function listCategories(ex: Executor): Promise<CategoryRow[]> {
  return ex.query<CategoryRow>(
    `select id, name, slug, parent_id as "parentId", sort_order as "sortOrder", description, image_url as "imageUrl"
     from categories where is_active order by sort_order, name`,
  );
}

/** The brand filter's list: archived brands are left out (their products are still listed). */
export function listBrands(ex: Executor): Promise<BrandRow[]> {
  return ex.query<BrandRow>('select id, name, slug from brands where is_active order by name');
}

/** One page of products and, through `countTotal`, the number of all matches (the costly part). */
export async function listProducts(
  ex: Executor,
  query: ProductListQuery,
  /** The ids of `query.category` and every category below it, resolved by the caller. */
  subtreeIds: string[] | undefined,
  countTotal: (key: string, count: () => Promise<number>) => Promise<number>,
): Promise<{ rows: ProductRow[]; total: number }> {
  const params = new SqlParams();
  const saleActive = saleRunsNow();
  const where = ['p.is_active'];
  if (query.q) {
    const pattern = params.add(likePattern(query.q));
    where.push(`(p.name ilike ${pattern} or p.description ilike ${pattern})`);
  }
  if (subtreeIds) where.push(`p.category_id = any(${params.add(subtreeIds)}::uuid[])`);
  if (query.categoryIds?.length) where.push(`p.category_id = any(${params.add(query.categoryIds)}::uuid[])`);
  if (query.brands?.length) {
    where.push(`p.brand_id in (select id from brands where slug = any(${params.add(query.brands)}::text[]))`);
  }
  const price = shownPrice(saleActive);
  if (query.minPrice !== undefined) where.push(`${price} >= ${params.add(query.minPrice)}`);
  if (query.maxPrice !== undefined) where.push(`${price} <= ${params.add(query.maxPrice)}`);
  if (query.minRating !== undefined) where.push(`p.rating_average >= ${params.add(query.minRating)}`);
  if (query.inStock) where.push('p.stock_quantity > 0');
  if (query.dietary?.length) where.push(`p.dietary_info @> ${params.add(query.dietary)}::text[]`);

  const whereSql = where.join(' and ');
  const countParams = [...params.values];
  const limit = params.add(query.pageSize);
  const offset = params.add((query.page - 1) * query.pageSize);
  const countSql = `select count(*)::int as total from products p where ${whereSql}`;
  const [rows, total] = await Promise.all([
    ex.query<ProductRow>(
      `select ${cardColumns} ${cardFrom} where ${whereSql} order by ${orderBy(query.sort, saleActive)} limit ${limit} offset ${offset}`,
      params.values,
    ),
    countTotal(JSON.stringify([countSql, countParams]), async () => {
      const [row] = await ex.query<{ total: number }>(countSql, countParams);
      return row?.total ?? 0;
    }),
  ]);
  return { rows, total };
}

/**
 * Cards by id (search results, saved lists). Prepared: PostgreSQL took longer to plan this than to
 * run it (bench/README.md "Search"), on every search.
 */
export function productsByIds(ex: Executor, ids: string[]): Promise<ProductRow[]> {
  return ex.query<ProductRow>(
    `select ${cardColumns} ${cardFrom} where p.id = any($1::uuid[]) and p.is_active`,
    [ids],
    'products_by_ids',
  );
}

export async function productBySlug(ex: Executor, slug: string): Promise<ProductDetailRow | undefined> {
  const rows = await ex.query<ProductDetailRow>(
    `select ${cardColumns}, p.description, c.name as category_name, c.parent_id as category_parent_id,
            p.origin_story, p.health_benefits, p.tax_class, p.sales_count, p.views_count, p.created_at
     ${cardFrom} where p.slug = $1 and p.is_active`,
    [slug],
  );
  return rows[0];
}

export function relatedProducts(
  ex: Executor,
  productId: string,
  categoryId: string,
  limit: number,
): Promise<ProductRow[]> {
  return ex.query<ProductRow>(
    `select ${cardColumns} ${cardFrom}
     where p.category_id = $1 and p.id <> $2 and p.is_active
     order by (p.stock_quantity > 0) desc, p.sales_count desc, p.id limit $3`,
    [categoryId, productId, limit],
  );
}

/** The spec's top-deals query: discounted, in stock, newest first, 50 rows. */
export function dealCandidates(ex: Executor, limit: number): Promise<ProductRow[]> {
  return ex.query<ProductRow>(
    `select ${cardColumns} ${cardFrom}
     where p.is_active and p.stock_quantity > 0 and p.original_price_cents is not null
     order by ${fixedOrders.newest} limit $1`,
    [limit],
  );
}

/** What a product's drawn picture shows: its name, brand, category and top-level category. */
export async function artSubject(ex: Executor, slug: string) {
  const rows = await ex.query<{
    name: string;
    brand: string | null;
    category_slug: string;
    root_slug: string;
  }>(
    `select p.name, b.name as brand, c.slug as category_slug, coalesce(parent.slug, c.slug) as root_slug
     ${cardFrom} left join categories parent on parent.id = c.parent_id where p.slug = $1`,
    [slug],
  );
  return rows[0];
}

export async function categoryArtSubject(ex: Executor, slug: string) {
  const rows = await ex.query<{ name: string; slug: string; root_slug: string }>(
    `select c.name, c.slug, coalesce(parent.slug, c.slug) as root_slug
     from categories c left join categories parent on parent.id = c.parent_id where c.slug = $1`,
    [slug],
  );
  return rows[0];
}

/** Adds the views counted in memory (view-counter.ts): one statement for the whole batch. */
export async function addViews(ex: Executor, productIds: string[], counts: number[]): Promise<void> {
  await ex.query(
    `update products p set views_count = p.views_count + v.n
     from unnest($1::uuid[], $2::int[]) as v(id, n) where p.id = v.id`,
    [productIds, counts],
  );
}
