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

// The stored index (search-snapshot.ts, decision 023): search_index_snapshot's parts and the product ids
// search_changes holds with the id of the transaction that changed them.

/** Keeps other writers of the snapshot out until this transaction ends; readers go on reading the old one. */
export async function lockSnapshot(tx: Executor): Promise<void> {
  await tx.query('lock table search_index_snapshot in exclusive mode');
}

export async function clearSnapshot(tx: Executor): Promise<void> {
  await tx.query('delete from search_index_snapshot');
}

export async function putSnapshotPart(tx: Executor, section: string, part: number, bytes: Uint8Array): Promise<void> {
  await tx.query('insert into search_index_snapshot (section, part, bytes) values ($1, $2, $3)', [
    section,
    part,
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  ]);
}

/** A section's parts in order, or only part `part` of it. */
export async function snapshotParts(ex: Executor, section: string, part?: number): Promise<Uint8Array[]> {
  const rows = await (part === undefined
    ? ex.query<{ bytes: Uint8Array }>('select bytes from search_index_snapshot where section = $1 order by part', [
        section,
      ])
    : ex.query<{ bytes: Uint8Array }>('select bytes from search_index_snapshot where section = $1 and part = $2', [
        section,
        part,
      ]));
  return rows.map((row) => row.bytes);
}

/** Makes every later statement of this transaction (it must be its first) read one state of the database. */
export async function readOneState(tx: Executor): Promise<void> {
  await tx.query('set transaction isolation level repeatable read');
}

/** Products changed by transaction `xid` or any later one. */
export async function productsChangedFrom(ex: Executor, xid: string): Promise<string[]> {
  const rows = await ex.query<{ product_id: string }>(
    'select distinct product_id from search_changes where xid >= $1::xid8',
    [xid],
  );
  return rows.map((row) => row.product_id);
}

/** Forgets the changes of transactions older than `xid`, which no stored snapshot misses. */
export async function forgetChangesBefore(tx: Executor, xid: string): Promise<void> {
  await tx.query('delete from search_changes where xid < $1::xid8', [xid]);
}

export async function activeProductCount(ex: Executor): Promise<number> {
  const [row] = await ex.query<{ count: number }>('select count(*)::int as count from products where is_active');
  return row!.count;
}

/** The oldest transaction a load starting now may miss the changes of: none older is still running. */
export async function oldestRunning(ex: Executor): Promise<string> {
  const [row] = await ex.query<{ xmin: string }>('select pg_snapshot_xmin(pg_current_snapshot())::text as xmin');
  return row!.xmin;
}
