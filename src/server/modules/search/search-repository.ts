import type { Database } from '../../db/client';
import { SqlParams } from '../catalog/sql-params';
import {
  matchConditions,
  orderBy,
  POPULARITY,
  scoreExpression,
  type SearchFilters,
  type SearchPlan,
  tsquery,
  UNINDEXED_POPULARITY,
} from './search-sql';
import type { SpellingCandidate } from './search-spelling';

/** A term of the suggestions query: its tsqueries, or the single letter a name word must start with. */
export type SuggestionTerm = { name: string; plain: string } | { wordStart: string };

export interface WordLookup {
  token: string;
  /** Some active product, brand or category already uses the word. */
  known: boolean;
  /**
   * Words of product names that might be what was meant (only for unknown words): those trigram
   * similarity finds, and those of about the same length that start with the same letter, which
   * catches swapped letters in short words ("hladi"). The caller picks by spelling distance.
   */
  similar: SpellingCandidate[];
  /** How many product-name words start with the token (a rough count of its prefix matches). */
  prefixed: number;
}

/** Spelling candidates read per unknown word. */
const SPELLING_CANDIDATES = 40;

/** Read this many times the best sellers the words' frequency says should hold the pool… */
const WALK_MARGIN = 1.5;
/** …but never more than this many. */
const BEST_SELLERS_READ = 16_384;

export function createSearchRepository(database: Database) {
  return {
    /** `queries` holds each token's tsquery (with its plural forms), to tell whether anything uses it. */
    async lookUpWords(tokens: string[], queries: string[]): Promise<WordLookup[]> {
      if (!tokens.length) return [];
      return database.query<WordLookup>(
        `select t.token, k.known,
           case when k.known then '[]'::json else coalesce((
             select json_agg(json_build_object('word', s.word, 'similarity', s.similarity, 'productCount', s.product_count)
                             order by s.similarity desc, s.product_count desc, s.word)
             from (select w.word, w.product_count, similarity(w.word, t.token)::float8 as similarity
                   from search_words w
                   where w.product_count > 0 and (w.word % t.token
                     or (w.word like left(t.token, 1) || '%' and length(w.word) between length(t.token) - 2 and length(t.token) + 2))
                   order by similarity desc, w.product_count desc, w.word limit $3) s), '[]'::json) end as similar,
           case when k.known then 0 else (
             select coalesce(sum(w.product_count), 0)::int from search_words w
             where w.word like t.token || '%' and w.word <> t.token) end as prefixed
         from unnest($1::text[], $2::text[]) as t(token, q)
         cross join lateral (select
           exists(select 1 from products p where p.is_active and p.search_document @@ to_tsquery('simple', t.q))
           or exists(select 1 from brands b where to_tsvector('simple', b.name) @@ to_tsquery('simple', t.q))
           or exists(select 1 from categories c where c.is_active and to_tsvector('simple', c.name) @@ to_tsquery('simple', t.q))
           as known) k`,
        [tokens, queries, SPELLING_CANDIDATES],
      );
    },

    /** Brands and active categories whose names match each tsquery; a parent's match covers its children. */
    async matchingBrandsAndCategories(queries: string[]): Promise<{ brand_ids: string[]; category_ids: string[] }[]> {
      if (!queries.length) return [];
      const named = (column: string) => `to_tsvector('simple', ${column}) @@ to_tsquery('simple', g.q)`;
      return database.query(
        `select
           array(select b.id from brands b where ${named('b.name')}) as brand_ids,
           array(select c.id from categories c left join categories parent on parent.id = c.parent_id
                 where c.is_active and (${named('c.name')} or (parent.is_active and ${named('parent.name')}))) as category_ids
         from unnest($1::text[]) with ordinality as g(q, n) order by g.n`,
        [queries],
      );
    },

    /**
     * The ids of one page of matches in the requested order. Relevance ranks a pool of matches and
     * then goes on in best-selling order, so every match appears exactly once across the pages:
     * - with an exact total (few matches), the pool is the `size` best-selling matches, found with
     *   the full-text index (the cost grows with the matches, which are few);
     * - with an estimated total (common words in a big catalog), the pool is the matches among the
     *   best sellers: a bounded range of the popularity index, at most BEST_SELLERS_READ rows, as
     *   many as should hold `size` matches given how common the words are. Those rows are shared by
     *   every search and stay in memory. The first matches in best-selling order are exactly the
     *   matches among the best sellers, so the pages that follow still line up.
     */
    async pageIds(
      plan: SearchPlan,
      filters: SearchFilters,
      pool: {
        size: number;
        /** Known (cached, or estimated) total; null: count it on the way (the exact path). */
        total: number | null;
        estimated: boolean;
        tableRows: number;
        minSales: (bestSellers: number) => Promise<number | null>;
      },
    ): Promise<{ ids: string[]; total: number }> {
      const offset = (filters.page - 1) * filters.pageSize;
      if (filters.sort !== 'relevance') {
        const [ids, total] = await Promise.all([
          this.orderedIds(plan, filters, orderBy[filters.sort], offset, filters.pageSize),
          pool.total ?? this.count(plan, filters),
        ]);
        return { ids, total };
      }
      let minSales: number | null = null;
      if (pool.estimated && pool.total) {
        const share = pool.total / Math.max(pool.tableRows, pool.total);
        minSales = await pool.minSales(Math.min(BEST_SELLERS_READ, Math.ceil((pool.size / share) * WALK_MARGIN)));
      }
      const ranked = await this.rankedIds(
        plan,
        filters,
        minSales,
        pool.size,
        offset,
        filters.pageSize,
        pool.total === null,
      );
      const total = pool.total ?? ranked.total ?? 0;
      const ids = ranked.ids;
      if (ids.length === filters.pageSize || (minSales === null && ranked.pool_size < pool.size)) return { ids, total };
      const from = Math.max(offset, ranked.pool_size);
      const rest = await this.orderedIds(plan, filters, orderBy.popularity, from, filters.pageSize - ids.length);
      return { ids: [...ids, ...rest], total };
    },

    /**
     * One page of the ranked pool, with the pool's size; with `countAll`, also the number of all
     * matches, counted in the same pass over them.
     */
    async rankedIds(
      plan: SearchPlan,
      filters: SearchFilters,
      minSales: number | null,
      poolSize: number,
      offset: number,
      limit: number,
      countAll = false,
    ): Promise<{ ids: string[]; pool_size: number; total: number | null }> {
      const params = new SqlParams();
      const where = matchConditions(plan, filters, params);
      const bestSellers = minSales === null ? '' : ` and p.sales_count >= ${params.add(minSales)}`;
      const score = scoreExpression(plan, params);
      const columns =
        'p.id, p.name, p.search_document, p.brand_id, p.category_id, p.stock_quantity, p.is_featured, p.sales_count';
      const order = minSales === null ? UNINDEXED_POPULARITY : POPULARITY;
      const size = params.add(poolSize);
      const pool = countAll
        ? `matches as materialized (select ${columns} from products p where ${where}),
           pool as materialized (select * from matches p order by ${order} limit ${size})`
        : `pool as materialized (select ${columns} from products p where ${where}${bestSellers} order by ${order} limit ${size})`;
      const [row] = await database.query<{ ids: string[]; pool_size: number; total: number | null }>(
        `with ${pool}
         select (select count(*)::int from pool) as pool_size,
           ${countAll ? '(select count(*)::int from matches)' : 'null::int'} as total,
           array(select p.id from pool p
                 order by p.stock_quantity > 0 desc, ${score} desc, p.is_featured desc, ${POPULARITY}
                 limit ${params.add(limit)} offset ${params.add(offset)}) as ids`,
        params.values,
      );
      return row ?? { ids: [], pool_size: 0, total: countAll ? 0 : null };
    },

    /** PostgreSQL's estimate of the number of products (0 before the first ANALYZE). */
    async estimatedProductCount(): Promise<number> {
      const [row] = await database.query<{ n: number }>(
        `select greatest(reltuples, 0)::float8 as n from pg_class where oid = 'products'::regclass`,
      );
      return row?.n ?? 0;
    },

    /**
     * The sales count of the n-th best seller: `sales_count >= it` picks the n best sellers (and any
     * tied with the last), which the popularity index serves as one range. Null when there are fewer.
     */
    async minSalesOfBestSellers(n: number): Promise<number | null> {
      const [row] = await database.query<{ sales_count: number }>(
        `select p.sales_count from products p where p.is_active order by ${POPULARITY} offset $1 limit 1`,
        [n - 1],
      );
      return row?.sales_count ?? null;
    },

    async orderedIds(
      plan: SearchPlan,
      filters: SearchFilters,
      order: string,
      offset: number,
      limit: number,
    ): Promise<string[]> {
      const params = new SqlParams();
      const where = matchConditions(plan, filters, params);
      const rows = await database.query<{ id: string }>(
        `select p.id from products p where ${where} order by ${order} limit ${params.add(limit)} offset ${params.add(offset)}`,
        params.values,
      );
      return rows.map((r) => r.id);
    },

    /** The number of matches; with `minSales`, only among the best sellers (a bounded range). */
    async count(plan: SearchPlan, filters: SearchFilters, minSales: number | null = null): Promise<number> {
      const params = new SqlParams();
      const bestSellers = minSales === null ? '' : ` and p.sales_count >= ${params.add(minSales)}`;
      const [row] = await database.query<{ total: number }>(
        `select count(*)::int as total from products p where ${matchConditions(plan, filters, params)}${bestSellers}`,
        params.values,
      );
      return row?.total ?? 0;
    },

    /**
     * Ids for the header suggestions: best-selling products whose names hold every term (the last
     * may be unfinished), names starting with the typed text first. `terms` holds each term's
     * tsquery twice: restricted to the name part of search_document (weight A), cheap to check on
     * the bounded range of best sellers above `minSales`; and plain, for the names' own GIN index
     * when the whole catalog is searched (minSales null). A single letter still being typed is no
     * word for the index (every name has a word starting with "b"): it only filters the others' matches.
     */
    async suggestionIds(
      startsWith: string,
      terms: SuggestionTerm[],
      limit: number,
      minSales: number | null,
    ): Promise<string[]> {
      const params = new SqlParams();
      const matches = terms
        .map((t) =>
          'wordStart' in t
            ? `p.name ~* ${params.add(`\\m${t.wordStart.replace(/[^\p{L}\p{N}]/gu, '')}`)}`
            : minSales === null
              ? `to_tsvector('simple', p.name) @@ ${tsquery(t.plain, params)}`
              : `p.search_document @@ ${tsquery(t.name, params)}`,
        )
        .join(' and ');
      const bestSellers = minSales === null ? '' : ` and p.sales_count >= ${params.add(minSales)}`;
      const rows = await database.query<{ id: string }>(
        `select p.id from (
           select p.id, p.name, p.stock_quantity, p.sales_count from products p
           where p.is_active and ${matches}${bestSellers}
           order by ${minSales === null ? UNINDEXED_POPULARITY : POPULARITY} limit ${params.add(limit * 3)}) p
         order by p.name ilike ${params.add(startsWith)} desc, p.stock_quantity > 0 desc, ${POPULARITY}
         limit ${params.add(limit)}`,
        params.values,
      );
      return rows.map((r) => r.id);
    },

    async recordSearch(userId: string, query: string, resultsCount: number): Promise<void> {
      await database.query('insert into search_history (user_id, search_query, results_count) values ($1, $2, $3)', [
        userId,
        query,
        resultsCount,
      ]);
    },

    async clearSearches(userId: string): Promise<void> {
      await database.query('delete from search_history where user_id = $1', [userId]);
    },

    /** The shopper's latest distinct searches, newest first. */
    async recentSearches(userId: string, limit: number): Promise<string[]> {
      const rows = await database.query<{ search_query: string }>(
        `select search_query from (
           select distinct on (lower(search_query)) search_query, created_at from search_history
           where user_id = $1 and created_at > now() - interval '90 days'
           order by lower(search_query), created_at desc) latest
         order by created_at desc limit $2`,
        [userId, limit],
      );
      return rows.map((r) => r.search_query);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
