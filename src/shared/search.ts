import { z } from 'zod';
import { SEARCH_SORTS } from './search-constants';
import { productCardDto, productListDto, productListQuery } from './catalog';

/** Search vocabulary shared by the header search box, the /search page and the API. */

export {
  SEARCH_DEBOUNCE_MS,
  SEARCH_EXACT_TOTAL_LIMIT,
  SEARCH_RECENT_LIMIT,
  SEARCH_SORTS,
  SEARCH_SUGGESTION_LIMIT,
  SEARCH_SUGGESTION_MIN_CHARS,
  type SearchSort,
} from './search-constants';

/** The spec's relevance weights: where a term matches, and a bonus when the name starts with the query. */
export const SEARCH_WEIGHTS = { name: 10, namePrefix: 5, brand: 7, category: 5, description: 3 } as const;

/**
 * Longer input is accepted but only its first SEARCH_TEXT_LIMIT characters are searched (and echoed
 * back as `query`); more than SEARCH_INPUT_LIMIT characters is a 400.
 */
export const SEARCH_TEXT_LIMIT = 100;
export const SEARCH_INPUT_LIMIT = 2_000;

/** Trimmed, cut to SEARCH_TEXT_LIMIT characters (not halfway through an emoji); empty finds nothing. */
const searchText = z
  .string()
  .max(SEARCH_INPUT_LIMIT, 'Search text is too long')
  .transform((v) => [...v.trim()].slice(0, SEARCH_TEXT_LIMIT).join('').trim());

const { q: _q, sort: _sort, categoryIds: _categoryIds, ...catalogFilters } = productListQuery.shape;

/** GET /api/search: the catalog's filters, paging and sorts, plus `relevance` (the default). */
export const searchQuery = z
  .object({
    ...catalogFilters,
    q: searchText.default(''),
    sort: z.enum(SEARCH_SORTS, { message: `Sort must be one of ${SEARCH_SORTS.join(', ')}` }).default('relevance'),
  })
  .refine((v) => v.minPrice === undefined || v.maxPrice === undefined || v.minPrice <= v.maxPrice, {
    message: 'Minimum price cannot exceed maximum price',
    path: ['minPrice'],
  });
export type SearchQuery = z.infer<typeof searchQuery>;

export const searchResultDto = productListDto.extend({
  /**
   * From SEARCH_EXACT_TOTAL_LIMIT matches on, `total` is that limit and this is true: at least that many
   * match ("1,000+ results"); pages past it still answer.
   */
  totalIsEstimate: z.boolean(),
  /** The text that was searched (trimmed and cut), for "No products found for {query}." */
  query: z.string(),
  /** The query with misspelt words corrected, when a correction was used ("Did you mean …"). */
  didYouMean: z.string().nullable(),
  /** Synonyms and corrections that were searched as well, e.g. "jeera" → ["cumin"]. */
  expandedTerms: z.array(z.string()),
});
export type SearchResultDto = z.infer<typeof searchResultDto>;

export const suggestionsQuery = z.object({ q: searchText.default('') });
export type SuggestionsQuery = z.infer<typeof suggestionsQuery>;

export const searchSuggestionDto = productCardDto.pick({
  id: true,
  slug: true,
  name: true,
  brand: true,
  image: true,
  priceCents: true,
  inStock: true,
});
export type SearchSuggestionDto = z.infer<typeof searchSuggestionDto>;

/** A category whose name holds the typed words: the box offers its page above the products. */
export const categorySuggestionDto = z.object({ slug: z.string(), name: z.string() });
export type CategorySuggestionDto = z.infer<typeof categorySuggestionDto>;
/** Categories offered with the product suggestions, at most. */
export const SEARCH_CATEGORY_SUGGESTION_LIMIT = 3;

export const suggestionsDto = z.object({
  query: z.string(),
  suggestions: z.array(searchSuggestionDto),
  categories: z.array(categorySuggestionDto),
});
export type SuggestionsDto = z.infer<typeof suggestionsDto>;

export const recentSearchesDto = z.object({ searches: z.array(z.string()) });
export type RecentSearchesDto = z.infer<typeof recentSearchesDto>;
