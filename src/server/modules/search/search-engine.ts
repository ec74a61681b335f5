import { SEARCH_WEIGHTS, type SearchQuery } from '../../../shared/search';
import type { IndexedProduct, SearchIndex } from './search-index';
import { dietaryBits } from './search-index';
import { containsPhrase, sameWord, type PlannedTerm, type SearchPlan } from './search-planner';
import { numberForms } from './search-terms';

/**
 * Matching and ranking over the in-memory index. A product matches when every term is found in its
 * name, description (the typed word only), brand or category. It scores PRODUCT.md's weights summed
 * over the terms, scaled by how the word was found (MATCH): the word as typed beats its start, which
 * beats a spelling correction, which beats a synonym or transliteration.
 */

export type SearchFilters = Omit<SearchQuery, 'q'>;

export const MATCH = { whole: 1, prefix: 0.9, typo: 0.8, synonym: 0.6, typoSynonym: 0.5 } as const;
/** Results scoring under this share of the best one are dropped, not shown as padding. */
export const FLOOR_SHARE = 0.2;
/**
 * For a bare ingredient word (one term, found in the name), fresh and staple products come first:
 * "okra" means the vegetable, then Bhindi Masala. Root categories by slug (the shop's own taxonomy).
 */
export const STAPLE_BONUS = 3;
export const STAPLE_ROOTS = new Set([
  'fresh-produce',
  'rice-grains',
  'atta-flours',
  'dals-pulses',
  'spices-masalas',
  'dairy-ghee',
  'oils',
]);

/** Per-slot scratch space, reused by every search (they run one at a time on the event loop). */
let capacity = 0;
let nameScore = new Float32Array(0);
let descriptionScore = new Float32Array(0);
let startScore = new Float32Array(0);
let groupScore = new Float32Array(0);
let termStamp = new Int32Array(0);
let stamp = 0;

function ensureCapacity(n: number) {
  if (n <= capacity) return;
  capacity = Math.max(n, capacity * 2, 1024);
  nameScore = new Float32Array(capacity);
  descriptionScore = new Float32Array(capacity);
  startScore = new Float32Array(capacity);
  groupScore = new Float32Array(capacity);
  termStamp = new Int32Array(capacity);
}

/** Scores one term into the scratch arrays; returns the slots it touched. */
function scoreTerm(index: SearchIndex, term: PlannedTerm, first: boolean, namesOnly: boolean): number[] {
  stamp++;
  const touched: number[] = [];
  const touch = (slot: number) => {
    if (termStamp[slot] === stamp) return true;
    if (!index.products[slot]!.alive) return false;
    termStamp[slot] = stamp;
    nameScore[slot] = descriptionScore[slot] = startScore[slot] = groupScore[slot] = 0;
    touched.push(slot);
    return true;
  };
  const inName = (phrase: string, factor: number) => {
    const words = phrase.split(' ');
    for (const form of numberForms(words[0]!)) {
      const id = index.wordId(form);
      if (id === undefined) continue;
      for (const slot of index.inName[id]!) {
        const name = index.products[slot]!.name;
        let atStart = name[0] === id;
        if (words.length > 1) {
          const text = [...name].map((w) => index.words[w]!);
          if (!containsPhrase(text, words)) continue;
          atStart = containsPhrase(text, words, 0);
        }
        if (!touch(slot)) continue;
        nameScore[slot] = Math.max(nameScore[slot]!, SEARCH_WEIGHTS.name * factor);
        if (first && atStart) startScore[slot] = Math.max(startScore[slot]!, SEARCH_WEIGHTS.namePrefix * factor);
      }
    }
  };
  const inDescription = (phrase: string, factor: number) => {
    const words = phrase.split(' ');
    const slots = words
      .map((w) => new Set(numberForms(w).flatMap((form) => index.inDescription[index.wordId(form) ?? -1] ?? [])))
      .sort((a, b) => a.size - b.size);
    const [rarest, ...rest] = slots;
    for (const slot of rarest ?? []) {
      if (!rest.every((s) => s.has(slot)) || !touch(slot)) continue;
      descriptionScore[slot] = Math.max(descriptionScore[slot]!, SEARCH_WEIGHTS.description * factor);
    }
  };
  for (const phrase of term.own) inName(phrase, MATCH.whole);
  for (const phrase of term.corrected) inName(phrase, MATCH.typo);
  for (const phrase of term.synonyms) inName(phrase, MATCH.synonym);
  for (const phrase of term.correctedSynonyms) inName(phrase, MATCH.typoSynonym);
  if (term.prefix) {
    for (const id of index.wordsStartingWith(term.prefix)) {
      for (const slot of index.inName[id]!) {
        if (!touch(slot)) continue;
        const name = index.products[slot]!.name;
        nameScore[slot] = Math.max(nameScore[slot]!, SEARCH_WEIGHTS.name * MATCH.prefix);
        if (first && name[0] === id)
          startScore[slot] = Math.max(startScore[slot]!, SEARCH_WEIGHTS.namePrefix * MATCH.prefix);
      }
      if (!namesOnly)
        for (const slot of index.inDescription[id]!)
          if (touch(slot))
            descriptionScore[slot] = Math.max(descriptionScore[slot]!, SEARCH_WEIGHTS.description * MATCH.prefix);
    }
  }
  if (namesOnly) return touched;
  for (const phrase of term.own) inDescription(phrase, MATCH.whole);
  for (const phrase of term.corrected) inDescription(phrase, MATCH.typo);
  for (const brandId of term.brandIds)
    for (const slot of index.byBrand.get(brandId) ?? []) if (touch(slot)) groupScore[slot]! += SEARCH_WEIGHTS.brand;
  for (const categoryId of term.categoryIds)
    for (const slot of index.byCategory.get(categoryId) ?? [])
      if (touch(slot)) groupScore[slot]! += SEARCH_WEIGHTS.category;
  return touched;
}

/** Slots matching every term, with their summed scores. */
export function matchAll(index: SearchIndex, terms: PlannedTerm[], namesOnly = false): Map<number, number> {
  ensureCapacity(index.products.length);
  let scores = new Map<number, number>();
  for (const [t, term] of terms.entries()) {
    const touched = scoreTerm(index, term, t === 0, namesOnly);
    const next = new Map<number, number>();
    for (const slot of touched) {
      const score = nameScore[slot]! + startScore[slot]! + descriptionScore[slot]! + groupScore[slot]!;
      if (score <= 0) continue;
      if (t === 0) next.set(slot, score);
      else {
        const before = scores.get(slot);
        if (before !== undefined) next.set(slot, before + score);
      }
    }
    scores = next;
    if (!scores.size) break;
  }
  return scores;
}

type Order = (a: IndexedProduct, b: IndexedProduct) => number;
const byId: Order = (a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const bySales: Order = (a, b) => b.sales - a.sales || byId(a, b);
export const ORDERS: Record<Exclude<SearchFilters['sort'], 'relevance'>, Order> = {
  featured: (a, b) => Number(b.featured) - Number(a.featured) || b.createdAt - a.createdAt || byId(a, b),
  price_asc: (a, b) => a.priceCents - b.priceCents || -byId(a, b),
  price_desc: (a, b) => b.priceCents - a.priceCents || byId(a, b),
  rating: (a, b) => b.rating - a.rating || b.ratingCount - a.ratingCount || byId(a, b),
  newest: (a, b) => b.createdAt - a.createdAt || byId(a, b),
  popularity: bySales,
};

/** The first `k` items in order, without sorting them all when k is small (a bounded insertion). */
export function firstInOrder<T>(items: T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k <= 0) return [];
  if (k * 8 >= items.length) return items.sort(compare).slice(0, k);
  const best: T[] = [];
  for (const item of items) {
    if (best.length === k && compare(item, best[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(item, best[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, item);
    if (best.length > k) best.pop();
  }
  return best;
}

function passesFilters(index: SearchIndex, filters: SearchFilters) {
  const tree = filters.category ? index.categoryTree(filters.category) : null;
  const brandSlugs = filters.brands?.length ? new Set(filters.brands) : null;
  const dietary = filters.dietary?.length ? dietaryBits(filters.dietary) : 0;
  return (p: IndexedProduct) =>
    (!tree || tree.has(p.categoryId)) &&
    (!brandSlugs || (p.brandId !== null && brandSlugs.has(index.brands.get(p.brandId)?.slug ?? ''))) &&
    (filters.minPrice === undefined || p.priceCents >= filters.minPrice) &&
    (filters.maxPrice === undefined || p.priceCents <= filters.maxPrice) &&
    (filters.minRating === undefined || p.rating >= filters.minRating) &&
    (!filters.inStock || p.inStock) &&
    (p.dietary & dietary) === dietary;
}

/** One page of matching product ids in the requested order, and how many match in all. */
export function searchIndex(
  index: SearchIndex,
  plan: SearchPlan,
  filters: SearchFilters,
): { ids: string[]; total: number } {
  const scores = matchAll(index, plan.terms);
  const passes = passesFilters(index, filters);
  let found = [...scores.keys()].map((slot) => index.products[slot]!).filter(passes);
  // "toor dal 4 lb": the size narrows the results when some product carries it, else it is dropped.
  const sizes = plan.sizes.map((s) => s.split(' '));
  if (sizes.length) {
    const sized = found.filter((p) => {
      const words = [...p.name].map((w) => index.words[w]!);
      return sizes.some((size) => containsPhrase(words, size));
    });
    if (sized.length) found = sized;
  }
  if (plan.terms.length === 1 && !sizes.length) {
    for (const p of found)
      if (nameHit(index, plan.terms[0]!, p) && STAPLE_ROOTS.has(index.rootSlug(p.categoryId) ?? ''))
        scores.set(p.slot, scores.get(p.slot)! + STAPLE_BONUS);
  }
  const best = Math.max(0, ...found.map((p) => scores.get(p.slot)!));
  found = found.filter((p) => scores.get(p.slot)! >= best * FLOOR_SHARE);
  const order: Order =
    filters.sort === 'relevance'
      ? (a, b) =>
          Number(b.inStock) - Number(a.inStock) ||
          scores.get(b.slot)! - scores.get(a.slot)! ||
          Number(b.featured) - Number(a.featured) ||
          bySales(a, b)
      : ORDERS[filters.sort];
  const offset = (filters.page - 1) * filters.pageSize;
  const page = firstInOrder(found, offset + filters.pageSize, order).slice(offset);
  return { ids: page.map((p) => p.id), total: found.length };
}

/** The term's word (not only its brand, category or description) is in the product's name. */
function nameHit(index: SearchIndex, term: PlannedTerm, p: IndexedProduct): boolean {
  const words = [...p.name].map((w) => index.words[w]!);
  const phrases = [...term.own, ...term.synonyms, ...term.corrected, ...term.correctedSynonyms];
  return (
    phrases.some((phrase) => containsPhrase(words, phrase.split(' '))) ||
    (term.prefix !== null && words.some((w) => w.startsWith(term.prefix!)))
  );
}

/**
 * Header suggestions: products whose names hold every term (the last may be unfinished), names
 * starting with the typed words first, then in stock, then best sellers. A last word of one letter
 * only filters the other terms' matches: every name has a word starting with "b".
 */
export function suggestFromIndex(index: SearchIndex, plan: SearchPlan, typed: string[], limit: number): string[] {
  const letter = plan.terms.length > 1 ? plan.terms.at(-1)!.prefix : null;
  const terms = letter?.length === 1 ? plan.terms.slice(0, -1) : plan.terms;
  const words = (p: IndexedProduct) => [...p.name].map((w) => index.words[w]!);
  let found = [...matchAll(index, terms, true).keys()].map((slot) => index.products[slot]!);
  if (letter?.length === 1) found = found.filter((p) => words(p).some((w) => w.startsWith(letter)));
  const startsWithTyped = (p: IndexedProduct) => {
    const name = words(p);
    return typed.every((w, i) =>
      i === typed.length - 1 ? (name[i] ?? '').startsWith(w) || sameWord(name[i], w) : sameWord(name[i], w),
    );
  };
  const starts = new Map(found.map((p) => [p.slot, startsWithTyped(p)]));
  const order: Order = (a, b) =>
    Number(starts.get(b.slot)) - Number(starts.get(a.slot)) || Number(b.inStock) - Number(a.inStock) || bySales(a, b);
  return firstInOrder(found, limit, order).map((p) => p.id);
}
