import type { Database } from '../../db/client';
import { SEARCH_WEIGHTS, type SearchQuery, type SearchSort } from '../../../shared/search';
import { SqlParams } from '../catalog/sql-params';

/** One required term, ready for SQL: tsqueries in to_tsquery('english', …) syntax and matching ids. */
export interface PlannedTerm {
  /** Name or description, exact words and synonyms (and the unfinished last word as a prefix). */
  anywhere: string;
  name: string;
  description: string;
  /** The same for spelling corrections, which score a little lower; null when there are none. */
  fuzzyName: string | null;
  fuzzyDescription: string | null;
  brandIds: string[];
  categoryIds: string[];
}

export interface SearchPlan {
  terms: PlannedTerm[];
  /** A regular expression for "the name starts with the query", or null. */
  namePrefix: string | null;
  /** Sizes and numbers in the name (optional), or null. */
  sizes: string | null;
}

export type SearchFilters = Omit<SearchQuery, 'q'>;

export interface WordLookup {
  token: string;
  /** Some active product, brand or category already uses the word. */
  known: boolean;
  /** Words of product names that look like it, most similar first (only for unknown words). */
  similar: { word: string; similarity: number }[];
}

/** A typo only counts as a close match above this pg_trgm similarity (basmatti ~ basmati is 0.7). */
const FUZZY_FACTOR = 0.8;
const SIZE_BONUS = 2;

/** The catalog's orders; relevance is ranked separately (see page()). */
const orderBy: Record<Exclude<SearchSort, 'relevance'>, string> = {
  featured: 'p.is_featured desc, p.created_at desc, p.id desc',
  price_asc: 'p.price_cents asc, p.id asc',
  price_desc: 'p.price_cents desc, p.id desc',
  rating: 'p.rating_average desc, p.rating_count desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
  popularity: 'p.sales_count desc, p.id desc',
};

export function createSearchRepository(database: Database) {
  return {
    async lookUpWords(tokens: string[], minSimilarity: number): Promise<WordLookup[]> {
      if (!tokens.length) return [];
      return database.query<WordLookup>(
        `select t.token, k.known,
           case when k.known then '[]'::json else coalesce((
             select json_agg(json_build_object('word', s.word, 'similarity', s.similarity) order by s.similarity desc, s.product_count desc, s.word)
             from (select w.word, w.product_count, similarity(w.word, t.token)::float8 as similarity
                   from search_words w
                   where w.word % t.token and w.product_count > 0 and similarity(w.word, t.token) >= $2
                   order by similarity desc, w.product_count desc, w.word limit 3) s), '[]'::json) end as similar
         from unnest($1::text[]) as t(token)
         cross join lateral (select
           exists(select 1 from search_words w where w.word = t.token and w.product_count > 0)
           or exists(select 1 from products p where p.is_active and p.search_document @@ plainto_tsquery('english', t.token))
           or exists(select 1 from brands b where to_tsvector('english', b.name) @@ plainto_tsquery('english', t.token))
           or exists(select 1 from categories c where c.is_active and to_tsvector('english', c.name) @@ plainto_tsquery('english', t.token))
           as known) k`,
        [tokens, minSimilarity],
      );
    },

    /** Brands and active categories whose names match each tsquery; a parent's match covers its children. */
    async matchingBrandsAndCategories(queries: string[]): Promise<{ brand_ids: string[]; category_ids: string[] }[]> {
      if (!queries.length) return [];
      return database.query(
        `select
           array(select b.id from brands b where to_tsvector('english', b.name) @@ to_tsquery('english', g.q)) as brand_ids,
           array(select c.id from categories c left join categories parent on parent.id = c.parent_id
                 where c.is_active and (to_tsvector('english', c.name) @@ to_tsquery('english', g.q)
                   or (parent.is_active and to_tsvector('english', parent.name) @@ to_tsquery('english', g.q)))) as category_ids
         from unnest($1::text[]) with ordinality as g(q, n) order by g.n`,
        [queries],
      );
    },

    /**
     * The ids of one page of matches in the requested order. Relevance ranks a pool of the
     * best-selling `poolSize` matches (all of them when there are fewer), so a broad word like "rice"
     * does not score every product that mentions rice; past the pool, results go on in best-selling
     * order, so every match still appears exactly once across the pages.
     */
    async pageIds(plan: SearchPlan, filters: SearchFilters, poolSize: number): Promise<string[]> {
      const offset = (filters.page - 1) * filters.pageSize;
      if (filters.sort !== 'relevance') return this.orderedIds(plan, filters, orderBy[filters.sort], offset, filters.pageSize);
      const wanted = Math.min(filters.pageSize, Math.max(0, poolSize - offset));
      const ranked = wanted > 0 ? await this.rankedIds(plan, filters, poolSize, offset, wanted) : [];
      // A short ranked part means the pool held every match: nothing follows it.
      if (ranked.length === filters.pageSize || ranked.length < wanted) return ranked;
      return [...ranked, ...(await this.orderedIds(plan, filters, orderBy.popularity, offset + ranked.length, filters.pageSize - ranked.length))];
    },

    async rankedIds(plan: SearchPlan, filters: SearchFilters, poolSize: number, offset: number, limit: number): Promise<string[]> {
      const params = new SqlParams();
      const where = matchConditions(plan, filters, params);
      const score = scoreExpression(plan, params);
      const rows = await database.query<{ id: string }>(
        `with pool as materialized (
           select p.id, p.name, p.search_document, p.brand_id, p.category_id, p.stock_quantity > 0 as in_stock,
                  p.is_featured, p.sales_count
           from products p where ${where}
           order by p.sales_count desc, p.id desc limit ${params.add(poolSize)})
         select p.id from pool p
         order by p.in_stock desc, ${score} desc, p.is_featured desc, p.sales_count desc, p.id desc
         limit ${params.add(limit)} offset ${params.add(offset)}`,
        params.values,
      );
      return rows.map((r) => r.id);
    },

    async orderedIds(plan: SearchPlan, filters: SearchFilters, order: string, offset: number, limit: number): Promise<string[]> {
      const params = new SqlParams();
      const where = matchConditions(plan, filters, params);
      const rows = await database.query<{ id: string }>(
        `select p.id from products p where ${where} order by ${order} limit ${params.add(limit)} offset ${params.add(offset)}`,
        params.values,
      );
      return rows.map((r) => r.id);
    },

    /** The number of matches, with a key that identifies the query for caching. */
    countQuery(plan: SearchPlan, filters: SearchFilters): { key: string; count: () => Promise<number> } {
      const params = new SqlParams();
      const text = `select count(*)::int as total from products p where ${matchConditions(plan, filters, params)}`;
      return {
        key: JSON.stringify([text, params.values]),
        count: async () => (await database.query<{ total: number }>(text, params.values))[0]?.total ?? 0,
      };
    },

    /**
     * Ids for the header suggestions: names starting with the text first, then names containing every
     * term, best sellers first. Each part stops at `limit` rows, so PostgreSQL can walk the popularity
     * index instead of sorting every product that starts with "ba".
     */
    async suggestionIds(startsWith: string, nameQuery: string | null, limit: number): Promise<string[]> {
      const words = nameQuery
        ? `union all
           (select p.id, 1 as tier, p.sales_count, p.stock_quantity > 0 as in_stock from products p
            where p.is_active and p.search_document @@ to_tsquery('english', $3)
            order by p.sales_count desc, p.id desc limit $2)`
        : '';
      const rows = await database.query<{ id: string }>(
        `with found as (
           (select p.id, 0 as tier, p.sales_count, p.stock_quantity > 0 as in_stock from products p
            where p.is_active and p.name ilike $1
            order by p.sales_count desc, p.id desc limit $2)
           ${words})
         select id from found group by id
         order by min(tier), bool_or(in_stock) desc, max(sales_count) desc, id desc limit $2`,
        nameQuery ? [startsWith, limit, nameQuery] : [startsWith, limit],
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

function matchConditions(plan: SearchPlan, filters: SearchFilters, params: SqlParams): string {
  const where = ['p.is_active'];
  for (const term of plan.terms) {
    const any = [`p.search_document @@ to_tsquery('english', ${params.add(term.anywhere)})`];
    if (term.brandIds.length) any.push(`p.brand_id = any(${params.add(term.brandIds)}::uuid[])`);
    if (term.categoryIds.length) any.push(`p.category_id = any(${params.add(term.categoryIds)}::uuid[])`);
    where.push(`(${any.join(' or ')})`);
  }
  if (filters.category) {
    where.push(`p.category_id in (
      with recursive tree as (
        select id from categories where slug = ${params.add(filters.category)} and is_active
        union all
        select c.id from categories c join tree on c.parent_id = tree.id where c.is_active
      ) select id from tree)`);
  }
  if (filters.brands?.length) {
    where.push(`p.brand_id in (select id from brands where slug = any(${params.add(filters.brands)}::text[]))`);
  }
  if (filters.minPrice !== undefined) where.push(`p.price_cents >= ${params.add(filters.minPrice)}`);
  if (filters.maxPrice !== undefined) where.push(`p.price_cents <= ${params.add(filters.maxPrice)}`);
  if (filters.minRating !== undefined) where.push(`p.rating_average >= ${params.add(filters.minRating)}`);
  if (filters.inStock) where.push('p.stock_quantity > 0');
  if (filters.dietary?.length) where.push(`p.dietary_info @> ${params.add(filters.dietary)}::text[]`);
  return where.join(' and ');
}

/** The spec's weights, summed over the terms; corrections count FUZZY_FACTOR of an exact match. */
function scoreExpression(plan: SearchPlan, params: SqlParams): string {
  const matches = (query: string) => `p.search_document @@ to_tsquery('english', ${params.add(query)})`;
  const parts: string[] = [];
  for (const term of plan.terms) {
    const fuzzy = (query: string | null, weight: number) => (query ? ` when ${matches(query)} then ${weight * FUZZY_FACTOR}` : '');
    parts.push(`case when ${matches(term.name)} then ${SEARCH_WEIGHTS.name}${fuzzy(term.fuzzyName, SEARCH_WEIGHTS.name)} else 0 end`);
    parts.push(
      `case when ${matches(term.description)} then ${SEARCH_WEIGHTS.description}${fuzzy(term.fuzzyDescription, SEARCH_WEIGHTS.description)} else 0 end`,
    );
    if (term.brandIds.length) parts.push(`case when p.brand_id = any(${params.add(term.brandIds)}::uuid[]) then ${SEARCH_WEIGHTS.brand} else 0 end`);
    if (term.categoryIds.length) {
      parts.push(`case when p.category_id = any(${params.add(term.categoryIds)}::uuid[]) then ${SEARCH_WEIGHTS.category} else 0 end`);
    }
  }
  if (plan.namePrefix) parts.push(`case when p.name ~* ${params.add(plan.namePrefix)} then ${SEARCH_WEIGHTS.namePrefix} else 0 end`);
  if (plan.sizes) parts.push(`case when ${matches(plan.sizes)} then ${SIZE_BONUS} else 0 end`);
  return parts.length ? `(${parts.join(' + ')})` : '0';
}
