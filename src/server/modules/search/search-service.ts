import type { FastifyBaseLogger } from 'fastify';
import {
  SEARCH_CATEGORY_SUGGESTION_LIMIT,
  SEARCH_RECENT_LIMIT,
  SEARCH_SUGGESTION_LIMIT,
  SEARCH_SUGGESTION_MIN_CHARS,
  type SearchQuery,
  type SearchResultDto,
  type SearchSuggestionDto,
  type SuggestionsDto,
} from '../../../shared/search';
import type { ProductCardDto } from '../../../shared/catalog';
import type { Database } from '../../db/client';
import { saleRunsNow } from '../catalog/sale-pricing';
import { cardFromIndex, cardJsonFromIndex } from './search-cards';
import { searchIndex, suggestCategories, suggestFromIndex } from './search-engine';
import type { SearchIndex } from './search-index';
import { correctedText, planSearch } from './search-planner';
import { clearSearches, recentSearches, recordSearch } from './search-repository';
import { documentWords, parseSearch } from './search-terms';

/**
 * Search and suggestions: matched and ranked on the server's in-memory index, so every query costs
 * the same whether or not anyone searched it before, and answered with the cards kept beside the index
 * (search-cards.ts): a search or suggestion asks nothing of PostgreSQL.
 */
export function createSearchService(
  database: Database,
  currentIndex: () => SearchIndex,
  { log }: { log?: Pick<FastifyBaseLogger, 'warn'> } = {},
) {
  function cardsInOrder(index: SearchIndex, ids: string[], sale: boolean): ProductCardDto[] {
    return ids.flatMap((id) => {
      const card = cardFromIndex(index, id, sale);
      return card ? [card] : [];
    });
  }

  /** A search ranked: the page's ids and, in the reply's order, everything the reply says besides its cards. */
  function rank(query: SearchQuery) {
    const { q, ...filters } = query;
    const reply = {
      total: 0,
      page: filters.page,
      pageSize: filters.pageSize,
      totalIsEstimate: false,
      query: q,
      didYouMean: null as string | null,
      expandedTerms: [] as string[],
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
    if (!parsed.terms.length) return { index: null, ids: [], sale: false, reply };
    const index = currentIndex();
    const { plan, corrections, expanded } = planSearch(index, parsed, 'search');
    // Asked once per request: the price filters and every card of the page go by the same moment.
    const sale = saleRunsNow();
    const { ids, total, totalIsEstimate } = searchIndex(index, plan, filters, sale);
    reply.total = total;
    reply.totalIsEstimate = totalIsEstimate;
    reply.didYouMean = corrections.size ? correctedText(q, corrections) : null;
    reply.expandedTerms = expanded;
    return { index, ids, sale, reply };
  }

  return {
    async search(query: SearchQuery): Promise<SearchResultDto> {
      const { index, ids, sale, reply } = rank(query);
      return { products: index ? cardsInOrder(index, ids, sale) : [], ...reply };
    },

    /**
     * The same reply as `search`, as the json text the route sends: each card's json comes from the
     * card store (search-cards.ts `cardJsonFromIndex`), so a page is joined from strings rather than
     * made into objects and serialised again (in the order of `searchResultDto`).
     */
    async searchJson(query: SearchQuery): Promise<{ json: string; query: string; total: number }> {
      const { index, ids, sale, reply } = rank(query);
      const cards: string[] = [];
      if (index)
        for (const id of ids) {
          const card = cardJsonFromIndex(index, id, sale);
          if (card !== undefined) cards.push(card);
        }
      return {
        json: `{"products":[${cards.join(',')}],${JSON.stringify(reply).slice(1)}`,
        query: reply.query,
        total: reply.total,
      };
    },

    async suggestions(q: string): Promise<Omit<SuggestionsDto, 'query'>> {
      const none = { suggestions: [], categories: [] };
      if ([...q].length < SEARCH_SUGGESTION_MIN_CHARS) return none;
      const parsed = parseSearch(q, { unfinished: true });
      if (!parsed.terms.length) return none;
      const index = currentIndex();
      const { plan } = planSearch(index, parsed, 'suggest');
      const ids = suggestFromIndex(index, plan, documentWords(q), SEARCH_SUGGESTION_LIMIT);
      const suggestions = cardsInOrder(index, ids, saleRunsNow()).map((card): SearchSuggestionDto => ({
        id: card.id,
        slug: card.slug,
        name: card.name,
        brand: card.brand,
        image: card.image,
        priceCents: card.priceCents,
        inStock: card.inStock,
      }));
      // Category names are the index's own (read with every brand/category change), so no query.
      const categories = suggestCategories(index, plan, SEARCH_CATEGORY_SUGGESTION_LIMIT).map((c) => ({
        slug: c.slug,
        name: c.name,
      }));
      return { suggestions, categories };
    },

    /** Keeps a signed-in shopper's search for "recent searches"; never fails the search itself. */
    async recordSearch(userId: string, query: string, resultsCount: number): Promise<void> {
      try {
        await recordSearch(database, userId, query, resultsCount);
      } catch (error) {
        log?.warn({ err: error }, 'could not record a search');
      }
    },

    async recentSearches(userId: string): Promise<string[]> {
      return recentSearches(database, userId, SEARCH_RECENT_LIMIT);
    },

    clearSearches: (userId: string) => clearSearches(database, userId),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
