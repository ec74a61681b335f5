import { TtlCache } from '../../lib/ttl-cache';
import type { SearchRepository, WordLookup } from './search-repository';
import type { PlannedTerm, SearchPlan } from './search-sql';
import { closestWord } from './search-spelling';
import { numberForms, searchableWords, SYNONYMS, textQuery, type ParsedSearch } from './search-terms';

/**
 * Turns parsed terms into a SearchPlan: looks up words nothing in the shop uses (typos, unfinished
 * words) and adds the closest words of product names, with their synonyms; finds the brands and
 * categories each term names. Both lookups are cached, as words and names change rarely.
 */

/** Words shorter than this are not corrected: "oil" is as close to "dil" as to "oils". */
const MIN_CORRECTABLE_LENGTH = 4;
/**
 * An unfinished last word that starts this many product-name words is being typed, not misspelt
 * ("haldir" → Haldiram's): its prefix matches are results enough, and corrections would only add
 * weaker ones (turmeric) after them.
 */
const ENOUGH_PREFIX_MATCHES = 3;

export interface Planned {
  plan: SearchPlan;
  /** Misspelt word → the correction used for it. */
  corrections: Map<string, string>;
  /** Everything searched besides the typed words. */
  expanded: string[];
}

export function createSearchPlanner(repository: SearchRepository, cacheTtlMs: number) {
  const words = new TtlCache<WordLookup>(cacheTtlMs, 5_000);
  const namedIds = new TtlCache<{ brand_ids: string[]; category_ids: string[] }>(cacheTtlMs, 2_000);

  async function lookUp(tokens: string[]): Promise<Map<string, WordLookup>> {
    const found = new Map<string, WordLookup>();
    const missing = [...new Set(tokens)].filter((token) => {
      const cached = words.get(token);
      if (cached) found.set(token, cached);
      return !cached;
    });
    const queries = missing.map((token) => textQuery([token]));
    for (const row of await repository.lookUpWords(missing, queries)) {
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

  return {
    /** Words that may be misspelt or unfinished: single searchable words that are not synonyms. */
    uncertainWords(parsed: ParsedSearch): string[] {
      return parsed.terms
        .filter((t) => !t.inDictionary && !t.typed.includes(' ') && searchableWords(t.typed))
        .map((t) => t.typed);
    },

    /** `suggest`: the last word is always unfinished, and brands and categories are not needed. */
    async plan(parsed: ParsedSearch, mode: 'search' | 'suggest'): Promise<Planned> {
      const lookups = await lookUp(this.uncertainWords(parsed));
      const corrections = new Map<string, string>();
      const expanded = new Set<string>();
      const typedWords = new Set(parsed.terms.map((t) => t.typed));
      const terms = parsed.terms.map((term) => {
        const lookup = lookups.get(term.typed);
        const unknown = lookup !== undefined && !lookup.known;
        // An unfinished last word ("basm") also matches as the start of a word.
        const prefix = term.isLast && lookup !== undefined && (mode === 'suggest' || unknown) ? [term.typed] : [];
        const fuzzy = new Set<string>();
        const ownCorrections: string[] = [];
        const typing = prefix.length > 0 && lookup !== undefined && lookup.prefixed >= ENOUGH_PREFIX_MATCHES;
        if (unknown && !typing && term.typed.length >= MIN_CORRECTABLE_LENGTH) {
          const word = closestWord(term.typed, lookup.similar);
          if (word && searchableWords(word)) {
            corrections.set(term.typed, word);
            ownCorrections.push(word);
            for (const synonym of SYNONYMS.get(word) ?? [word]) if (searchableWords(synonym)) fuzzy.add(synonym);
          }
        }
        const corrected = [...fuzzy].filter((w) => !term.alternatives.includes(w));
        for (const alternative of [...term.alternatives, ...corrected])
          if (!typedWords.has(alternative)) expanded.add(alternative);
        // What the shopper typed (or meant, when misspelt) may be anywhere in a product; a synonym only
        // counts in the name: "haldi" finds Turmeric Powder, not a detergent that "lifts turmeric stains".
        const typedForm = searchableWords(term.typed)?.join(' ');
        const own = term.alternatives.filter((a) => a === typedForm);
        const synonyms = term.alternatives.filter((a) => a !== typedForm);
        const correctedOwn = corrected.filter((w) => ownCorrections.includes(w));
        return { term, prefix, corrected, own, synonyms, correctedOwn };
      });
      const ids = mode === 'search' ? await brandsAndCategories(terms.map((t) => plain(t))) : [];
      const planned: PlannedTerm[] = terms.map((t, i) => ({
        anywhere:
          anyOf(
            textQuery([...t.own, ...t.correctedOwn], { prefix: t.prefix }),
            textQuery(
              [...t.synonyms, ...t.corrected].filter((w) => !t.correctedOwn.includes(w)),
              { weight: 'A' },
            ),
          ) ?? plain(t),
        plain: plain(t),
        name: textQuery(t.term.alternatives, { weight: 'A', prefix: t.prefix }),
        description: anyOf(textQuery(t.own, { weight: 'D', prefix: t.prefix })),
        fuzzyName: t.corrected.length ? textQuery(t.corrected, { weight: 'A' }) : null,
        fuzzyDescription: t.correctedOwn.length ? textQuery(t.correctedOwn, { weight: 'D' }) : null,
        brandIds: ids[i]?.brand_ids ?? [],
        categoryIds: ids[i]?.category_ids ?? [],
      }));
      const first = terms[0];
      return {
        plan: {
          terms: planned,
          namePrefix: first
            ? namePrefixPattern([...first.term.alternatives, ...first.corrected], first.prefix.length > 0)
            : null,
          sizes: parsed.sizes.length ? textQuery(parsed.sizes, { weight: 'A' }) : null,
        },
        corrections,
        expanded: [...expanded],
      };
    },
  };
}

export type SearchPlanner = ReturnType<typeof createSearchPlanner>;

/** Every alternative and correction, anywhere: for brand and category names, and names' own index. */
function plain({
  term,
  prefix,
  corrected,
}: {
  term: ParsedSearch['terms'][number];
  prefix: string[];
  corrected: string[];
}) {
  return textQuery([...term.alternatives, ...corrected], { prefix });
}

/** Tsqueries joined with "or", leaving out empty ones; null when all are. */
function anyOf(...queries: string[]): string | null {
  const parts = queries.filter((q) => q !== '');
  return parts.length ? parts.join(' | ') : null;
}

/** "^(?:toor|pigeon\s+peas?)\M": the name starts with the first term (or the start of it, when unfinished). */
function namePrefixPattern(alternatives: string[], open: boolean): string | null {
  if (!alternatives.length) return null;
  const escaped = alternatives.map((alternative) => {
    const words = alternative.split(' ').map((w) => w.replace(/\./g, '\\.'));
    const last = numberForms(words.pop()!);
    return [...words, last.length > 1 ? `(?:${last.join('|')})` : last[0]].join('\\s+');
  });
  return `^(?:${escaped.join('|')})${open ? '' : '\\M'}`;
}

/** The shopper's text with each misspelt word replaced by its correction. */
export function correctedText(text: string, corrections: Map<string, string>): string {
  return text
    .split(/(\s+)/)
    .map((part) => corrections.get(part.toLowerCase().replace(/['’`]/g, '')) ?? part)
    .join('');
}
