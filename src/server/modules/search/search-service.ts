import type { FastifyBaseLogger } from 'fastify';
import {
  SEARCH_CATEGORY_SUGGESTION_LIMIT,
  SEARCH_RECENT_LIMIT,
  SEARCH_SUGGESTION_LIMIT,
  SEARCH_SUGGESTION_MIN_CHARS,
  type SearchQuery,
  type SearchResultDto,
  type SearchSuggestionDto,
} from '../../../shared/search';
import type { ProductCardDto } from '../../../shared/catalog';
import type { Database } from '../../db/client';
import { saleRunsNow } from '../catalog/sale-pricing';
import { cardFromIndex, cardJsonFromIndex } from './search-cards';
import { searchIndex, suggestCategories, suggestFromIndex } from './search-engine';
import type { SearchIndex } from './search-index';
import { correctedText, planSearch } from './search-planner';
import { keptReplies, type SearchReplyJson, type SuggestionsReply } from './search-replies';
import { clearSearches, recentSearches, recordSearch } from './search-repository';
import { documentWords, parseSearch } from './search-terms';

/**
 * Search and suggestions: matched and ranked on the server's in-memory index and answered with the
 * cards kept beside it (search-cards.ts), so a search or suggestion asks nothing of PostgreSQL; the
 * replies to those asked again are kept too (search-replies.ts).
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

  /**
   * A search ranked on `index` with the sale in the state `sale` (asked once per request: the price
   * filters and every card of the page go by the same moment): the page's ids and, in the reply's
   * order, everything the reply says besides its cards.
   */
  function rank(query: SearchQuery, index: SearchIndex, sale: boolean) {
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
    if (!parsed.terms.length) return { ids: [], reply };
    const { plan, corrections, expanded } = planSearch(index, parsed, 'search');
    const { ids, total, totalIsEstimate } = searchIndex(index, plan, filters, sale);
    reply.total = total;
    reply.totalIsEstimate = totalIsEstimate;
    reply.didYouMean = corrections.size ? correctedText(q, corrections) : null;
    reply.expandedTerms = expanded;
    return { ids, reply };
  }

  /** A search's reply as json text, its page of cards joined from the kept card json. */
  function joinedReply(query: SearchQuery, index: SearchIndex, sale: boolean): SearchReplyJson {
    const { ids, reply } = rank(query, index, sale);
    const cards: string[] = [];
    for (const id of ids) {
      const card = cardJsonFromIndex(index, id, sale);
      if (card !== undefined) cards.push(card);
    }
    return {
      json: `{"products":[${cards.join(',')}],${JSON.stringify(reply).slice(1)}`,
      query: reply.query,
      total: reply.total,
    };
  }

  /** The header's suggestions for an unfinished text: products and categories whose names it starts. */
  function suggest(q: string, index: SearchIndex, sale: boolean): SuggestionsReply {
    const parsed = parseSearch(q, { unfinished: true });
    if (!parsed.terms.length) return { suggestions: [], categories: [] };
    const { plan } = planSearch(index, parsed, 'suggest');
    const ids = suggestFromIndex(index, plan, documentWords(q), SEARCH_SUGGESTION_LIMIT);
    const suggestions = cardsInOrder(index, ids, sale).map((card): SearchSuggestionDto => ({
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
  }

  return {
    async search(query: SearchQuery): Promise<SearchResultDto> {
      const index = currentIndex();
      const sale = saleRunsNow();
      const { ids, reply } = rank(query, index, sale);
      return { products: cardsInOrder(index, ids, sale), ...reply };
    },

    /**
     * The same reply as `search`, as the json text the route sends: each card's json comes from the
     * card store (search-cards.ts `cardJsonFromIndex`), so a page is joined from strings rather than
     * made into objects and serialised again (in the order of `searchResultDto`). With `keep`, a search
     * asked again on the unchanged index is sent as it was made (search-replies.ts).
     */
    async searchJson(query: SearchQuery, { keep = false } = {}): Promise<SearchReplyJson> {
      const index = currentIndex();
      const sale = saleRunsNow();
      const make = () => joinedReply(query, index, sale);
      // The parsed query's keys come in the schema's order, so one search always has one key.
      return keep
        ? keptReplies(index, sale).search.getOrMake(JSON.stringify(query), make, (made) => made.json.length)
        : make();
    },

    /** With `keep`, suggestions asked again on the unchanged index are the ones made before (search-replies.ts). */
    async suggestions(q: string, { keep = false } = {}): Promise<SuggestionsReply> {
      if ([...q].length < SEARCH_SUGGESTION_MIN_CHARS) return { suggestions: [], categories: [] };
      const index = currentIndex();
      const sale = saleRunsNow();
      const make = () => suggest(q, index, sale);
      return keep ? keptReplies(index, sale).suggestions.getOrMake(q, make) : make();
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
