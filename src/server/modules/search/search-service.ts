import type { FastifyBaseLogger } from 'fastify';
import {
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
import type { PlannedTerm, SearchPlan, SearchRepository, WordLookup } from './search-repository';
import { parseSearch, searchableWords, SYNONYMS, tsqueryText, type ParsedSearch } from './search-terms';

export interface SearchServiceOptions {
  /**
   * How long word lookups, brand/category matches, counts and rankings (as product ids) are reused.
   * Product cards are always read fresh.
   */
  cacheTtlMs?: number;
  /** How many best-selling matches relevance ranks (RELEVANCE_POOL); smaller only in tests. */
  relevancePool?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** pg_trgm similarity a name word needs to count as what a misspelt word meant (turmric ~ turmeric: 0.55). */
const MIN_SIMILARITY = 0.4;
/** Relevance ranks at most this many best-selling matches; the rest follow in best-selling order. */
export const RELEVANCE_POOL = 1_000;
/** Words shorter than this are not corrected: "oil" is as close to "dil" as to "oils". */
const MIN_CORRECTABLE_LENGTH = 4;

interface Planned {
  plan: SearchPlan;
  /** Misspelt word → the correction used for it. */
  corrections: Map<string, string>;
  /** Everything searched besides the typed words. */
  expanded: string[];
}

export function createSearchService(
  repository: SearchRepository,
  catalogRepository: Pick<CatalogRepository, 'productsByIds'>,
  { cacheTtlMs = 30_000, relevancePool = RELEVANCE_POOL, log }: SearchServiceOptions = {},
) {
  const words = new TtlCache<WordLookup>(cacheTtlMs, 5_000);
  const namedIds = new TtlCache<{ brand_ids: string[]; category_ids: string[] }>(cacheTtlMs, 2_000);
  const counts = new TtlCache<number>(cacheTtlMs, 2_000);
  // Rankings and suggestions are cached as ids; the cards are read fresh, so stock and prices are current.
  const rankings = new TtlCache<string[]>(cacheTtlMs, 2_000);
  const suggestionIds = new TtlCache<string[]>(cacheTtlMs, 5_000);

  async function cardsInOrder(ids: string[]): Promise<ProductCardDto[]> {
    if (!ids.length) return [];
    const rows = new Map((await catalogRepository.productsByIds(ids)).map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toCard(row)] : [];
    });
  }

  async function lookUp(tokens: string[]): Promise<Map<string, WordLookup>> {
    const found = new Map<string, WordLookup>();
    const missing: string[] = [];
    for (const token of new Set(tokens)) {
      const cached = words.get(token);
      if (cached) found.set(token, cached);
      else missing.push(token);
    }
    for (const row of await repository.lookUpWords(missing, MIN_SIMILARITY)) {
      if (cacheTtlMs > 0) words.set(row.token, row);
      found.set(row.token, row);
    }
    return found;
  }

  async function brandsAndCategories(queries: string[]) {
    const missing = [...new Set(queries.filter((q) => namedIds.get(q) === undefined))];
    const rows = await repository.matchingBrandsAndCategories(missing);
    const fresh = new Map(missing.map((q, i) => [q, rows[i] ?? { brand_ids: [], category_ids: [] }]));
    if (cacheTtlMs > 0) for (const [q, ids] of fresh) namedIds.set(q, ids);
    return queries.map((q) => fresh.get(q) ?? namedIds.get(q) ?? { brand_ids: [], category_ids: [] });
  }

  /** Words that may be misspelt or unfinished: single searchable words that are not synonyms. */
  function lookupTokens(parsed: ParsedSearch): string[] {
    return parsed.terms.filter((t) => !t.inDictionary && !t.typed.includes(' ') && searchableWords(t.typed)).map((t) => t.typed);
  }

  async function planSearch(parsed: ParsedSearch, mode: 'search' | 'suggest'): Promise<Planned> {
    const lookups = await lookUp(lookupTokens(parsed));
    const corrections = new Map<string, string>();
    const expanded = new Set<string>();
    const typedWords = new Set(parsed.terms.map((t) => t.typed));
    const terms = parsed.terms.map((term) => {
      const lookup = lookups.get(term.typed);
      const unknown = lookup !== undefined && !lookup.known;
      // An unfinished last word ("basm") also matches as the start of a word; in suggestions always.
      const prefix = term.isLast && lookup !== undefined && (mode === 'suggest' || unknown) ? [term.typed] : [];
      const fuzzy = new Set<string>();
      if (unknown && term.typed.length >= MIN_CORRECTABLE_LENGTH) {
        for (const { word } of lookup.similar) {
          if (!searchableWords(word)) continue;
          if (!corrections.has(term.typed)) corrections.set(term.typed, word);
          for (const synonym of SYNONYMS.get(word) ?? [word]) if (searchableWords(synonym)) fuzzy.add(synonym);
        }
      }
      for (const alternative of [...term.alternatives, ...fuzzy]) if (!typedWords.has(alternative)) expanded.add(alternative);
      const fuzzyWords = [...fuzzy].filter((w) => !term.alternatives.includes(w));
      return {
        anywhere: tsqueryText([...term.alternatives, ...fuzzyWords], { prefix }),
        name: tsqueryText(term.alternatives, { weight: 'A', prefix }),
        description: tsqueryText(term.alternatives, { weight: 'D', prefix }),
        fuzzyName: fuzzyWords.length ? tsqueryText(fuzzyWords, { weight: 'A' }) : null,
        fuzzyDescription: fuzzyWords.length ? tsqueryText(fuzzyWords, { weight: 'D' }) : null,
        prefixWords: [...term.alternatives, ...fuzzyWords],
        open: prefix.length > 0,
      };
    });
    const ids = mode === 'search' ? await brandsAndCategories(terms.map((t) => t.anywhere)) : [];
    const planned: PlannedTerm[] = terms.map((t, i) => ({
      ...t,
      brandIds: ids[i]?.brand_ids ?? [],
      categoryIds: ids[i]?.category_ids ?? [],
    }));
    const first = terms[0];
    return {
      plan: {
        terms: planned,
        namePrefix: first ? namePrefixPattern(first.prefixWords, first.open) : null,
        sizes: parsed.sizes.length ? tsqueryText(parsed.sizes, { weight: 'A' }) : null,
      },
      corrections,
      expanded: [...expanded],
    };
  }

  return {
    async search(query: SearchQuery): Promise<SearchResultDto> {
      const { q, ...filters } = query;
      const empty = { products: [], total: 0, page: filters.page, pageSize: filters.pageSize, query: q, didYouMean: null, expandedTerms: [] };
      const parsed = parseSearch(q);
      // Only sizes or numbers ("1121", "20 lb"): then they are what must match.
      if (!parsed.terms.length && parsed.sizes.length) {
        parsed.terms = parsed.sizes.map((size, i, all) => ({ typed: size, alternatives: [size], inDictionary: true, isLast: i === all.length - 1 }));
        parsed.sizes = [];
      }
      if (!parsed.terms.length) return empty;

      const { plan, corrections, expanded } = await planSearch(parsed, 'search');
      const counting = repository.countQuery(plan, filters);
      const [ids, total] = await Promise.all([
        rankings.getOrLoad(JSON.stringify([plan, filters]), () => repository.pageIds(plan, filters, relevancePool)),
        counts.getOrLoad(counting.key, counting.count),
      ]);
      return {
        ...empty,
        products: await cardsInOrder(ids),
        total,
        didYouMean: corrections.size ? correctedText(q, corrections) : null,
        expandedTerms: expanded,
      };
    },

    async suggestions(q: string): Promise<SearchSuggestionDto[]> {
      if ([...q].length < SEARCH_SUGGESTION_MIN_CHARS) return [];
      const parsed = parseSearch(q);
      const startsWith = likePattern(q).slice(1);
      const nameQuery = (planned: Planned) =>
        planned.plan.terms.length ? planned.plan.terms.map((t) => `(${t.name}${t.fuzzyName ? ` | ${t.fuzzyName}` : ''})`).join(' & ') : null;
      // Most keystrokes need no spelling help: try the words as typed first, look them up only on a miss.
      const asTyped = parsed.terms.map((term) =>
        tsqueryText(term.alternatives, { weight: 'A', prefix: term.isLast ? [term.typed].filter((w) => searchableWords(w)) : [] }),
      );
      const typedQuery = asTyped.length ? asTyped.map((t) => `(${t})`).join(' & ') : null;
      const ids = await suggestionIds.getOrLoad(q.toLowerCase(), async () => {
        const found = await repository.suggestionIds(startsWith, typedQuery, SEARCH_SUGGESTION_LIMIT);
        if (found.length || !lookupTokens(parsed).length) return found;
        const planned = await planSearch(parsed, 'suggest');
        return planned.corrections.size ? repository.suggestionIds(startsWith, nameQuery(planned), SEARCH_SUGGESTION_LIMIT) : [];
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
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** "^(?:toor|pigeon\s+peas)\M": the name starts with the first term (or the start of it, when unfinished). */
function namePrefixPattern(alternatives: string[], open: boolean): string | null {
  if (!alternatives.length) return null;
  const escaped = alternatives.map((a) => a.split(' ').map((w) => w.replace(/\./g, '\\.')).join('\\s+'));
  return `^(?:${escaped.join('|')})${open ? '' : '\\M'}`;
}

/** The shopper's text with each misspelt word replaced by its correction. */
function correctedText(text: string, corrections: Map<string, string>): string {
  return text
    .split(/(\s+)/)
    .map((part) => corrections.get(part.toLowerCase().replace(/['’`]/g, '')) ?? part)
    .join('');
}
