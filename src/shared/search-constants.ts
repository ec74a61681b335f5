import { PRODUCT_SORTS } from './catalog-constants';

/** Search vocabulary without zod, so the storefront's header search box does not carry the schema library. */

/** The header box asks for suggestions from this many trimmed characters on. */
export const SEARCH_SUGGESTION_MIN_CHARS = 2;
export const SEARCH_SUGGESTION_LIMIT = 20;
/** Delay between the last keystroke and the suggestions request. */
export const SEARCH_DEBOUNCE_MS = 300;
/** How many recent searches the empty, focused box offers a signed-in shopper. */
export const SEARCH_RECENT_LIMIT = 8;
/**
 * Below this many matches a search's `total` is exact; from it on, search stops ranking once its page is
 * certain, `total` is this number and `totalIsEstimate` is set: the results page says "1,000+".
 */
export const SEARCH_EXACT_TOTAL_LIMIT = 1_000;

export const SEARCH_SORTS = ['relevance', ...PRODUCT_SORTS] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
