import type { FastifyBaseLogger } from 'fastify';
import {
  SEARCH_EXACT_TOTAL_LIMIT,
  SEARCH_RECENT_LIMIT,
  SEARCH_SUGGESTION_LIMIT,
  SEARCH_SUGGESTION_MIN_CHARS,
  type SearchQuery,
  type SearchResultDto,
  type SearchSuggestionDto,
} from '../../../shared/search';
import type { ProductCardDto } from '../../../shared/catalog';
import { TtlCache } from '../../lib/ttl-cache';
import type { CatalogRepository } from '../catalog/catalog-repository';
import { toCard } from '../catalog/catalog-service';
import { likePattern } from '../catalog/sql-params';
import { correctedText, createSearchPlanner } from './search-planner';
import type { SearchRepository, SuggestionTerm } from './search-repository';
import type { SearchFilters, SearchPlan } from './search-sql';
import { parseSearch, searchableWords, textQuery } from './search-terms';

export interface SearchServiceOptions {
  /**
   * How long word lookups, brand/category matches, counts and rankings (as product ids) are reused.
   * Product cards are always read fresh.
   */
  cacheTtlMs?: number;
  /** How many best-selling matches relevance ranks (RELEVANCE_POOL); smaller only in tests. */
  relevancePool?: number;
  /** How many best sellers suggestions look among first (SUGGESTION_POOL); smaller only in tests. */
  suggestionPool?: number;
  /** Totals above this are estimated from this many best sellers (see countMatches); smaller only in tests. */
  exactTotalLimit?: number;
  totalSample?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** Relevance ranks at most this many best-selling matches; the rest follow in best-selling order. */
export const RELEVANCE_POOL = 500;
/** Totals above SEARCH_EXACT_TOTAL_LIMIT are estimated (see countMatches) from this many best sellers. */
export const TOTAL_SAMPLE = 8_192;
/** Suggestions look among this many best sellers first. */
export const SUGGESTION_POOL = 2_048;

export function createSearchService(
  repository: SearchRepository,
  catalogRepository: Pick<CatalogRepository, 'productsByIds'>,
  {
    cacheTtlMs = 30_000,
    relevancePool = RELEVANCE_POOL,
    suggestionPool = SUGGESTION_POOL,
    exactTotalLimit = SEARCH_EXACT_TOTAL_LIMIT,
    totalSample = TOTAL_SAMPLE,
    log,
  }: SearchServiceOptions = {},
) {
  const planner = createSearchPlanner(repository, cacheTtlMs);
  const counts = new TtlCache<{ total: number; estimated: boolean }>(cacheTtlMs, 2_000);
  // Rankings and suggestions are cached as ids; the cards are read fresh, so stock and prices are current.
  const rankings = new TtlCache<{ ids: string[]; total: number }>(cacheTtlMs, 2_000);
  const suggestionIds = new TtlCache<string[]>(cacheTtlMs, 5_000);

  // The catalog's size and its best sellers move slowly: kept a minute (n rounded up to a power of two).
  const slowTtlMs = cacheTtlMs > 0 ? 60_000 : 0;
  const thresholds = new TtlCache<number | null>(slowTtlMs, 64);
  const tableSize = new TtlCache<number>(slowTtlMs, 1);
  const productCount = () => tableSize.getOrLoad('products', () => repository.estimatedProductCount());
  const minSales = (n: number) => {
    const rounded = 2 ** Math.ceil(Math.log2(Math.max(n, 1)));
    return thresholds.getOrLoad(String(rounded), () => repository.minSalesOfBestSellers(rounded));
  };

  /**
   * Exact up to SEARCH_EXACT_TOTAL_LIMIT matches. Past that, counting every match (a heap read per match,
   * 160,000 for "dal" in a million products) would cost more than the rest of the search, so the
   * total is estimated from how many of the best sellers match, and flagged as an estimate.
   * Null when the total should be counted exactly (by the ranking, in the same pass).
   */
  async function estimateTotal(plan: SearchPlan, filters: SearchFilters) {
    const tableRows = await productCount();
    const floor = tableRows > exactTotalLimit ? await minSales(totalSample) : null;
    if (floor === null) return null;
    const share = (await repository.count(plan, filters, floor)) / totalSample;
    return share * tableRows > exactTotalLimit ? { total: roundEstimate(share * tableRows), estimated: true } : null;
  }

  /** The page's ids and the total, from the caches when this query was searched lately. */
  async function results(plan: SearchPlan, filters: SearchFilters) {
    const { page: _page, pageSize: _pageSize, sort: _sort, ...matching } = filters;
    const countKey = JSON.stringify([plan, matching]);
    const known = counts.get(countKey) ?? (await estimateTotal(plan, filters));
    const page = await rankings.getOrLoad(JSON.stringify([plan, filters]), async () =>
      known?.total === 0
        ? { ids: [], total: 0 }
        : repository.pageIds(plan, filters, {
            size: relevancePool,
            total: known?.total ?? null,
            estimated: known?.estimated ?? false,
            tableRows: await productCount(),
            minSales,
          }),
    );
    const counted = known ?? { total: page.total, estimated: false };
    if (cacheTtlMs > 0) counts.set(countKey, counted);
    return { ids: page.ids, ...counted };
  }

  async function cardsInOrder(ids: string[]): Promise<ProductCardDto[]> {
    if (!ids.length) return [];
    const rows = new Map((await catalogRepository.productsByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toCard(row)] : [];
    });
  }

  return {
    async search(query: SearchQuery): Promise<SearchResultDto> {
      const { q, ...filters } = query;
      const empty = {
        products: [],
        total: 0,
        totalIsEstimate: false,
        page: filters.page,
        pageSize: filters.pageSize,
        query: q,
        didYouMean: null,
        expandedTerms: [],
      };
      const parsed = parseSearch(q);
      // Only sizes or numbers ("1121", "20 lb"): then they are what must match.
      if (!parsed.terms.length && parsed.sizes.length) {
        parsed.terms = parsed.sizes.map((size, i, all) => ({
          typed: size,
          alternatives: [size],
          inDictionary: true,
          isLast: i === all.length - 1,
        }));
        parsed.sizes = [];
      }
      if (!parsed.terms.length) return empty;

      const { plan, corrections, expanded } = await planner.plan(parsed, 'search');
      let { ids, total, estimated } = await results(plan, filters);
      // "toor dal 4 lb": the size narrows the results when some product carries it, else it is dropped.
      if (total === 0 && plan.sizes) {
        plan.sizes = null;
        ({ ids, total, estimated } = await results(plan, filters));
      }
      return {
        ...empty,
        products: await cardsInOrder(ids),
        total,
        totalIsEstimate: estimated,
        didYouMean: corrections.size ? correctedText(q, corrections) : null,
        expandedTerms: expanded,
      };
    },

    async suggestions(q: string): Promise<SearchSuggestionDto[]> {
      if ([...q].length < SEARCH_SUGGESTION_MIN_CHARS) return [];
      const parsed = parseSearch(q, { unfinished: true });
      const startsWith = likePattern(q).slice(1);
      // Most keystrokes need no spelling help: try the words as typed first, look them up only on a miss.
      const asTyped = parsed.terms.map((term): SuggestionTerm => {
        if (term.isLast && [...term.typed].length === 1 && parsed.terms.length > 1) return { wordStart: term.typed };
        const prefix = term.isLast ? [term.typed].filter((w) => searchableWords(w)) : [];
        return {
          name: textQuery(term.alternatives, { weight: 'A', prefix }),
          plain: textQuery(term.alternatives, { prefix }),
        };
      });
      if (!asTyped.length) return [];
      const ids = await suggestionIds.getOrLoad(q.toLowerCase(), async () => {
        // The best sellers hold enough matches for common words; the whole catalog is searched only
        // when they do not, and then the words are rare enough for the full-text index alone.
        const find = async (queries: SuggestionTerm[]) => {
          const floor = await minSales(suggestionPool);
          const best =
            floor === null ? [] : await repository.suggestionIds(startsWith, queries, SEARCH_SUGGESTION_LIMIT, floor);
          return best.length === SEARCH_SUGGESTION_LIMIT
            ? best
            : repository.suggestionIds(startsWith, queries, SEARCH_SUGGESTION_LIMIT, null);
        };
        const found = await find(asTyped);
        if (found.length || !planner.uncertainWords(parsed).length) return found;
        const { plan, corrections } = await planner.plan(parsed, 'suggest');
        if (!corrections.size) return [];
        return find(
          plan.terms.map((t) => ({ name: t.fuzzyName ? `${t.name} | ${t.fuzzyName}` : t.name, plain: t.plain })),
        );
      });
      return (await cardsInOrder(ids)).map((card) => ({
        id: card.id,
        slug: card.slug,
        name: card.name,
        brand: card.brand,
        image: card.image,
        priceCents: card.priceCents,
        inStock: card.inStock,
      }));
    },

    /** Keeps a signed-in shopper's search for "recent searches"; never fails the search itself. */
    async recordSearch(userId: string, query: string, resultsCount: number): Promise<void> {
      try {
        await repository.recordSearch(userId, query, resultsCount);
      } catch (error) {
        log?.warn({ err: error }, 'could not record a search');
      }
    },

    async recentSearches(userId: string): Promise<string[]> {
      return repository.recentSearches(userId, SEARCH_RECENT_LIMIT);
    },

    clearSearches: (userId: string) => repository.clearSearches(userId),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** Two significant figures: 163,412 → 160,000. */
function roundEstimate(n: number): number {
  const step = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}
