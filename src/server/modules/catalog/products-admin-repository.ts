import type { AdminProductFilters, ProductInput, VariantInput } from '../../../shared/admin-products';
import { LOW_STOCK_THRESHOLD } from '../../../shared/stock';
import type { Executor } from '../../db/executor';
import type { products } from '../../db/schema/index';
import type { CsvProduct } from './products-csv';
import { likePattern, SqlParams } from './sql-params';

export interface AdminVariantRow {
  id: string;
  name: string;
  priceCents: number;
  originalPriceCents: number | null;
  stockQuantity: number;
}

type ProductColumns = typeof products.$inferSelect;

/** A product's columns in the staff list (the SQL aliases them to the table's names), its names and sizes. */
export type AdminProductRow = Pick<
  ProductColumns,
  | 'id'
  | 'name'
  | 'slug'
  | 'priceCents'
  | 'originalPriceCents'
  | 'stockQuantity'
  | 'isWeightBased'
  | 'unit'
  | 'isActive'
  | 'isFeatured'
  | 'updatedAt'
> & {
  brand: string | null;
  category: string;
  variants: AdminVariantRow[];
  /** The first picture, for the list's thumbnail. */
  image: string | null;
};

export type AdminProductDetailRow = AdminProductRow &
  Pick<
    ProductColumns,
    | 'description'
    | 'originStory'
    | 'healthBenefits'
    | 'brandId'
    | 'categoryId'
    | 'dietaryInfo'
    | 'authenticityBadge'
    | 'images'
  > & {
    taxClass: 'food' | 'taxable';
    /** Order lines of the product: a product in any is archived, never deleted. */
    orderLines: number;
  };

const variantsJson = `(select coalesce(json_agg(json_build_object(
    'id', v.id, 'name', v.name, 'priceCents', v.price_cents,
    'originalPriceCents', v.original_price_cents, 'stockQuantity', v.stock_quantity::float8)
  order by v.sort_order, v.name), '[]'::json) from product_variants v where v.product_id = p.id)`;

const rowColumns = `p.id, p.name, p.slug, b.name as brand, c.name as category, p.price_cents as "priceCents",
  p.original_price_cents as "originalPriceCents", p.stock_quantity::float8 as "stockQuantity",
  p.is_weight_based as "isWeightBased", p.unit, p.is_active as "isActive", p.is_featured as "isFeatured",
  ${variantsJson} as variants, p.updated_at as "updatedAt", p.images[1] as image`;

const FROM = `from products p join categories c on c.id = p.category_id left join brands b on b.id = p.brand_id`;

const SORTS: Record<AdminProductFilters['sort'], string> = {
  name: 'p.name',
  price: 'p.price_cents',
  stock: 'p.stock_quantity',
  updated: 'p.updated_at',
};

/** The list's WHERE: every filter is optional; "low" means in stock at or below the low-stock badge. */
export function adminProductWhere(f: AdminProductFilters) {
  const params = new SqlParams();
  const clauses: string[] = [];
  if (f.q) {
    const p = params.add(likePattern(f.q.toLowerCase()));
    clauses.push(`(lower(p.name) like ${p} or p.slug like ${p} or lower(coalesce(b.name, '')) like ${p})`);
  }
  if (f.categoryId) clauses.push(`p.category_id = ${params.add(f.categoryId)}`);
  if (f.brandId) clauses.push(`p.brand_id = ${params.add(f.brandId)}`);
  if (f.stock === 'out') clauses.push('p.stock_quantity <= 0');
  if (f.stock === 'low') clauses.push(`p.stock_quantity > 0 and p.stock_quantity <= ${LOW_STOCK_THRESHOLD}`);
  if (f.stock === 'in') clauses.push('p.stock_quantity > 0');
  if (f.active !== undefined) clauses.push(`p.is_active = ${params.add(f.active)}`);
  if (f.featured !== undefined) clauses.push(`p.is_featured = ${params.add(f.featured)}`);
  if (f.onSale === true) clauses.push('p.original_price_cents > p.price_cents');
  if (f.onSale === false) clauses.push('(p.original_price_cents is null or p.original_price_cents <= p.price_cents)');
  return { where: clauses.length ? clauses.join(' and ') : 'true', params: params.values };
}

/** One page of the staff list, filtered and sorted, with the number of all matches. */
export async function listAdminProducts(ex: Executor, filters: AdminProductFilters, page: number, pageSize: number) {
  const { where, params } = adminProductWhere(filters);
  const dir = filters.dir === 'asc' ? 'asc' : 'desc';
  const [rows, count] = await Promise.all([
    ex.query<AdminProductRow>(
      `select ${rowColumns} ${FROM} where ${where}
       order by ${SORTS[filters.sort]} ${dir}, p.id ${dir} limit ${pageSize} offset ${(page - 1) * pageSize}`,
      params,
    ),
    ex.query<{ n: number }>(`select count(*)::int as n ${FROM} where ${where}`, params),
  ]);
  return { rows, total: count[0]?.n ?? 0 };
}

/** The ids a "select all matching" bulk action acts on, in the list's order, at most `limit`. */
export async function productIdsMatching(ex: Executor, filters: AdminProductFilters, limit: number) {
  const { where, params } = adminProductWhere(filters);
  const dir = filters.dir === 'asc' ? 'asc' : 'desc';
  const rows = await ex.query<{ id: string }>(
    `select p.id ${FROM} where ${where} order by ${SORTS[filters.sort]} ${dir}, p.id ${dir} limit ${limit}`,
    params,
  );
  return rows.map((row) => row.id);
}

export type ProductNameRow = Pick<typeof products.$inferSelect, 'id' | 'name' | 'isActive'>;

/** Names and states of the chosen products (a bulk report names each one). */
export function productNames(ex: Executor, ids: string[]): Promise<ProductNameRow[]> {
  return ex.query<ProductNameRow>(`select id, name, is_active as "isActive" from products where id = any($1::uuid[])`, [
    ids,
  ]);
}

export async function productDetail(tx: Executor, id: string, lock = false): Promise<AdminProductDetailRow | null> {
  const [row] = await tx.query<AdminProductDetailRow>(
    `select ${rowColumns}, p.description, p.origin_story as "originStory", p.health_benefits as "healthBenefits",
       p.brand_id as "brandId", p.category_id as "categoryId", p.tax_class as "taxClass",
       p.dietary_info as "dietaryInfo", p.authenticity_badge as "authenticityBadge", p.images,
       (select count(*)::int from order_items oi where oi.product_id = p.id) as "orderLines"
     ${FROM} where p.id = $1 ${lock ? 'for update of p' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function categoryExists(tx: Executor, id: string) {
  return (await tx.query(`select 1 from categories where id = $1`, [id])).length > 0;
}
export async function brandExists(tx: Executor, id: string) {
  return (await tx.query(`select 1 from brands where id = $1`, [id])).length > 0;
}
export async function slugTaken(tx: Executor, slug: string) {
  return (await tx.query(`select 1 from products where slug = $1`, [slug])).length > 0;
}

/** The product's own columns; with variants, price follows the first one and stock is their sum. */
function ownColumns(input: ProductInput) {
  const first = input.variants[0];
  return [
    input.name,
    input.description,
    input.originStory,
    input.healthBenefits,
    input.brandId,
    input.categoryId,
    first ? first.priceCents : input.priceCents,
    first ? first.originalPriceCents : input.originalPriceCents,
    first ? input.variants.reduce((sum, v) => sum + v.stockQuantity, 0) : input.stockQuantity,
    input.isWeightBased,
    input.unit,
    input.taxClass,
    input.dietaryInfo,
    input.authenticityBadge,
    input.isFeatured,
    input.isActive,
  ];
}

export async function insertProduct(tx: Executor, slug: string, input: ProductInput): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `insert into products (name, description, origin_story, health_benefits, brand_id, category_id, price_cents,
       original_price_cents, stock_quantity, is_weight_based, unit, tax_class, dietary_info, authenticity_badge,
       is_featured, is_active, slug)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) returning id`,
    [...ownColumns(input), slug],
  );
  return row!.id;
}

export async function updateProduct(tx: Executor, id: string, input: ProductInput) {
  await tx.query(
    `update products set name = $1, description = $2, origin_story = $3, health_benefits = $4, brand_id = $5,
       category_id = $6, price_cents = $7, original_price_cents = $8, stock_quantity = $9, is_weight_based = $10,
       unit = $11, tax_class = $12, dietary_info = $13, authenticity_badge = $14, is_featured = $15,
       is_active = $16, updated_at = now()
     where id = $17`,
    [...ownColumns(input), id],
  );
}

/** Variants the input no longer lists that order lines still name (those cannot go). */
export async function variantsInOrders(tx: Executor, productId: string, keptIds: string[]) {
  return tx.query<{ name: string }>(
    `select v.name from product_variants v
     where v.product_id = $1 and not (v.id = any($2::uuid[]))
       and exists (select 1 from order_items oi where oi.variant_id = v.id)
     order by v.sort_order`,
    [productId, keptIds],
  );
}

/** Replaces the product's variants by the input's: kept ones by id (carts point at them), others new. */
export async function saveVariants(tx: Executor, productId: string, variants: VariantInput[]) {
  const kept = variants.flatMap((v) => (v.id ? [v.id] : []));
  await tx.query(`delete from product_variants where product_id = $1 and not (id = any($2::uuid[]))`, [
    productId,
    kept,
  ]);
  for (const [index, v] of variants.entries()) {
    const values = [v.name, v.priceCents, v.originalPriceCents, v.stockQuantity, index, productId];
    if (v.id) {
      const updated = await tx.query(
        `update product_variants set name = $1, price_cents = $2, original_price_cents = $3, stock_quantity = $4,
           sort_order = $5, updated_at = now() where product_id = $6 and id = $7 returning id`,
        [...values, v.id],
      );
      if (updated.length === 0) return { unknownIndex: index };
    } else {
      await tx.query(
        `insert into product_variants (name, price_cents, original_price_cents, stock_quantity, sort_order, product_id)
         values ($1, $2, $3, $4, $5, $6)`,
        values,
      );
    }
  }
  return { unknownIndex: null };
}

/** After a variant's price or stock changed: the product shows the first variant's price and their total stock. */
export async function syncFromVariants(tx: Executor, productId: string) {
  await tx.query(
    `update products p set
       price_cents = f.price_cents, original_price_cents = f.original_price_cents,
       stock_quantity = (select sum(stock_quantity) from product_variants where product_id = p.id), updated_at = now()
     from (select price_cents, original_price_cents from product_variants where product_id = $1
           order by sort_order, name limit 1) f
     where p.id = $1`,
    [productId],
  );
}

/** Adds an image address at the end of the product's gallery. */
export async function appendImage(tx: Executor, productId: string, url: string) {
  await tx.query(`update products set images = images || $2::text[], updated_at = now() where id = $1`, [
    productId,
    [url],
  ]);
}

/** Takes an image address out of the product's gallery. */
export async function removeImageUrl(tx: Executor, productId: string, url: string) {
  await tx.query(`update products set images = array_remove(images, $2), updated_at = now() where id = $1`, [
    productId,
    url,
  ]);
}

/** A product's own price and stock (one without sizes). */
export async function setProductPriceAndStock(
  ex: Executor,
  id: string,
  next: { priceCents: number; originalPriceCents: number | null; stockQuantity: number },
) {
  await ex.query(
    `update products set price_cents = $1, original_price_cents = $2, stock_quantity = $3, updated_at = now()
     where id = $4`,
    [next.priceCents, next.originalPriceCents, next.stockQuantity, id],
  );
}

/** One size's price and stock; the product follows through syncFromVariants. */
export async function setVariantPriceAndStock(
  ex: Executor,
  variantId: string,
  next: { priceCents: number; originalPriceCents: number | null; stockQuantity: number },
) {
  await ex.query(
    `update product_variants set price_cents = $1, original_price_cents = $2, stock_quantity = $3,
       updated_at = now() where id = $4`,
    [next.priceCents, next.originalPriceCents, next.stockQuantity, variantId],
  );
}

export async function setProductPrice(ex: Executor, id: string, priceCents: number) {
  await ex.query(`update products set price_cents = $1, updated_at = now() where id = $2`, [priceCents, id]);
}

export async function setVariantPrice(ex: Executor, variantId: string, priceCents: number) {
  await ex.query(`update product_variants set price_cents = $1, updated_at = now() where id = $2`, [
    priceCents,
    variantId,
  ]);
}

export async function setProductStock(ex: Executor, id: string, stockQuantity: number) {
  await ex.query(`update products set stock_quantity = $1, updated_at = now() where id = $2`, [stockQuantity, id]);
}

/** Shows or hides the product; its name, or undefined when there is no such product. */
export async function setProductActive(ex: Executor, id: string, active: boolean): Promise<string | undefined> {
  const rows = await ex.query<{ name: string }>(
    `update products set is_active = $2, updated_at = now() where id = $1 returning name`,
    [id, active],
  );
  return rows[0]?.name;
}

export async function deleteProduct(ex: Executor, id: string) {
  await ex.query(`delete from products where id = $1`, [id]);
}

/** A product as the CSV export writes it, with its sizes' ids (an import matches sizes by name). */
export type StoredProduct = Omit<CsvProduct, 'variants'> & {
  id: string;
  variants: (CsvProduct['variants'][number] & { id: string })[];
};

const csvColumns = `p.id, p.slug, p.name, c.slug as category_slug, b.slug as brand_slug, p.description, p.origin_story,
  p.health_benefits, p.tax_class, p.is_weight_based, p.unit, p.dietary_info, p.authenticity_badge, p.is_featured,
  p.is_active, p.price_cents, p.original_price_cents, p.stock_quantity::float8 as stock_quantity,
  (select coalesce(json_agg(json_build_object('id', v.id, 'name', v.name, 'priceCents', v.price_cents,
     'originalPriceCents', v.original_price_cents, 'stockQuantity', v.stock_quantity::float8)
     order by v.sort_order, v.name), '[]'::json) from product_variants v where v.product_id = p.id) as variants`;

/** The list's matches for the CSV export, by slug, at most `limit`. */
export function csvProducts(ex: Executor, filters: AdminProductFilters, limit: number): Promise<StoredProduct[]> {
  const { where, params } = adminProductWhere(filters);
  return ex.query<StoredProduct>(`select ${csvColumns} ${FROM} where ${where} order by p.slug limit ${limit}`, params);
}

/** The stored products of these slugs (an import's lookup). */
export function csvProductsBySlug(ex: Executor, slugs: string[]): Promise<StoredProduct[]> {
  return ex.query<StoredProduct>(`select ${csvColumns} ${FROM} where p.slug = any($1::text[])`, [slugs]);
}

/** Every category's or brand's slug and id, archived ones too. */
export function slugIds(ex: Executor, table: 'categories' | 'brands'): Promise<{ slug: string; id: string }[]> {
  return ex.query<{ slug: string; id: string }>(
    table === 'categories' ? 'select slug, id from categories' : 'select slug, id from brands',
  );
}
