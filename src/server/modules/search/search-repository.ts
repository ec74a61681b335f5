import type { Executor } from '../../db/executor';
import { SALE_DAY_PRICE } from '../catalog/sale-pricing';
import { CARD_JSON } from './search-cards';
import type { IndexedProductRow, TaxonomyRow } from './search-index';

/**
 * The search module's own SQL: the rows the in-memory index is loaded from (search-index-sync.ts) and
 * the shoppers' search history. Matching and ranking run on the index (search-index.ts).
 */

const COLUMNS = `p.id, p.name, p.description, p.brand_id, p.category_id, p.price_cents,
  ${SALE_DAY_PRICE} as sale_day_price_cents, p.rating_average, p.rating_count, p.stock_quantity > 0 as in_stock,
  p.is_featured, p.sales_count, p.created_at, p.dietary_info, ${CARD_JSON} as card`;

/** Every brand and category, archived ones too (the index keeps their names and tree). */
export function taxonomyRows(ex: Executor): Promise<TaxonomyRow[]> {
  return ex.query<TaxonomyRow>(
    `select 'brand' as kind, id, name, slug, null::uuid as parent_id, true as is_active from brands
     union all select 'category', id, name, slug, parent_id, is_active from categories`,
  );
}

/** One batch of a category's active products by name, after the (name, id) of the batch before. */
export function indexedProductsAfter(
  ex: Executor,
  categoryId: string,
  after: { name: string; id: string },
  limit: number,
): Promise<IndexedProductRow[]> {
  return ex.query<IndexedProductRow>(
    `select ${COLUMNS} from products p
     where p.category_id = $1 and p.is_active and (p.name, p.id) > ($2, $3::uuid)
     order by p.name, p.id limit $4`,
    [categoryId, after.name, after.id, limit],
  );
}

/** The active ones of these products (a notified change); the missing ones left the index. */
export function indexedProducts(ex: Executor, ids: string[]): Promise<IndexedProductRow[]> {
  return ex.query<IndexedProductRow>(`select ${COLUMNS} from products p where p.id = any($1::uuid[]) and p.is_active`, [
    ids,
  ]);
}

export async function recordSearch(ex: Executor, userId: string, query: string, resultsCount: number): Promise<void> {
  await ex.query('insert into search_history (user_id, search_query, results_count) values ($1, $2, $3)', [
    userId,
    query,
    resultsCount,
  ]);
}

export async function clearSearches(ex: Executor, userId: string): Promise<void> {
  await ex.query('delete from search_history where user_id = $1', [userId]);
}

/** The shopper's latest distinct searches, newest first. */
export async function recentSearches(ex: Executor, userId: string, limit: number): Promise<string[]> {
  const rows = await ex.query<{ search_query: string }>(
    `select search_query from (
       select distinct on (lower(search_query)) search_query, created_at from search_history
       where user_id = $1 and created_at > now() - interval '90 days'
       order by lower(search_query), created_at desc) latest
     order by created_at desc limit $2`,
    [userId, limit],
  );
  return rows.map((r) => r.search_query);
}
