import { SEARCH_WEIGHTS, type SearchQuery, type SearchSort } from '../../../shared/search';
import type { SqlParams } from '../catalog/sql-params';

/** The SQL fragments of a search: what matches, how it scores, in which order. Values are always bound. */

/** One required term, ready for SQL: its tsqueries (see textQuery) and the brands and categories it names. */
export interface PlannedTerm {
  /**
   * What a product must match: the typed word (or its correction, and the unfinished last word as a
   * prefix) in the name or description; synonyms in the name only.
   */
  anywhere: string;
  /** Every alternative, without weights: for brand and category names and the names' own index. */
  plain: string;
  name: string;
  /** The typed word in the description; null when it is only searched through synonyms (another script). */
  description: string | null;
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
  /** Sizes and numbers the name must carry (any of them), or null. */
  sizes: string | null;
}

export type SearchFilters = Omit<SearchQuery, 'q'>;

/** A match through a spelling correction scores this share of an exact one. */
const FUZZY_FACTOR = 0.8;

/**
 * The catalog's orders, spelt like the indexes of migration 0003 (DESC NULLS LAST) so PostgreSQL can
 * walk them; every column is NOT NULL, so the NULLS clause changes nothing else. Relevance is ranked
 * separately (see the repository's pageIds).
 */
export const POPULARITY = 'p.sales_count desc nulls last, p.id desc nulls last';
/**
 * The same order, hidden from the popularity index. Where rare words are looked up in the whole
 * catalog, walking that index and filtering row by row looks cheap to the planner (it guesses ~1% of
 * products match an unknown word) and costs a full scan when nothing matches; this leaves it the
 * full-text indexes.
 */
export const UNINDEXED_POPULARITY = 'p.sales_count + 0 desc, p.id desc';
export const orderBy: Record<Exclude<SearchSort, 'relevance'>, string> = {
  featured: 'p.is_featured desc nulls last, p.created_at desc nulls last, p.id desc nulls last',
  price_asc: 'p.price_cents asc, p.id asc',
  price_desc: 'p.price_cents desc, p.id desc',
  rating: 'p.rating_average desc nulls last, p.rating_count desc nulls last, p.id desc nulls last',
  newest: 'p.created_at desc nulls last, p.id desc nulls last',
  popularity: POPULARITY,
};

/** Active products matching every term, within the catalog filters. */
export function matchConditions(plan: SearchPlan, filters: SearchFilters, params: SqlParams): string {
  const where = ['p.is_active'];
  for (const term of plan.terms) {
    const any = [`p.search_document @@ ${tsquery(term.anywhere, params)}`];
    if (term.brandIds.length) any.push(`p.brand_id = any(${params.add(term.brandIds)}::uuid[])`);
    if (term.categoryIds.length) any.push(`p.category_id = any(${params.add(term.categoryIds)}::uuid[])`);
    where.push(`(${any.join(' or ')})`);
  }
  if (plan.sizes) where.push(`p.search_document @@ ${tsquery(plan.sizes, params)}`);
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
export function scoreExpression(plan: SearchPlan, params: SqlParams): string {
  const matches = (query: string) => `p.search_document @@ ${tsquery(query, params)}`;
  const parts: string[] = [];
  for (const term of plan.terms) {
    const fuzzy = (query: string | null, weight: number) =>
      query ? ` when ${matches(query)} then ${weight * FUZZY_FACTOR}` : '';
    parts.push(
      `case when ${matches(term.name)} then ${SEARCH_WEIGHTS.name}${fuzzy(term.fuzzyName, SEARCH_WEIGHTS.name)} else 0 end`,
    );
    const description = term.description ? ` when ${matches(term.description)} then ${SEARCH_WEIGHTS.description}` : '';
    const fuzzyDescription = fuzzy(term.fuzzyDescription, SEARCH_WEIGHTS.description);
    if (description || fuzzyDescription) parts.push(`case${description}${fuzzyDescription} else 0 end`);
    if (term.brandIds.length)
      parts.push(
        `case when p.brand_id = any(${params.add(term.brandIds)}::uuid[]) then ${SEARCH_WEIGHTS.brand} else 0 end`,
      );
    if (term.categoryIds.length) {
      parts.push(
        `case when p.category_id = any(${params.add(term.categoryIds)}::uuid[]) then ${SEARCH_WEIGHTS.category} else 0 end`,
      );
    }
  }
  if (plan.namePrefix)
    parts.push(`case when p.name ~* ${params.add(plan.namePrefix)} then ${SEARCH_WEIGHTS.namePrefix} else 0 end`);
  return parts.length ? `(${parts.join(' + ')})` : '0';
}

export function tsquery(query: string, params: SqlParams): string {
  return `to_tsquery('simple', ${params.add(query)})`;
}
