import { SEARCH_WEIGHTS, type SearchQuery } from '../../../shared/search';
import type { IndexedProduct, SearchIndex } from './search-index';
import { dietaryBits } from './search-index';
import { sameWord, type PlannedTerm, type SearchPlan } from './search-planner';
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
 * For bare ingredient words (no size, every word in the name), fresh and staple products come first:
 * "okra" means the vegetable, then Bhindi Masala; "onion" Red Onions before Onion Pakora, so the
 * bonus outweighs the name-starts-with one. Root categories by slug (the shop's own taxonomy).
 */
export const STAPLE_BONUS = 6;
/** Several words found next to each other, in order, in the name ("masala chai", not "Chai Masala"). */
export const PHRASE_BONUS = 3;
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
/** Per matching slot: its summed score, how many terms it matched, and which of them in its name (bits). */
let total = new Float64Array(0);
let termsMatched = new Uint8Array(0);
let nameMask = new Uint16Array(0);
let matchStamp = new Int32Array(0);
let query = 0;

function ensureCapacity(n: number) {
  if (n <= capacity) return;
  capacity = Math.max(n, capacity * 2, 1024);
  nameScore = new Float32Array(capacity);
  descriptionScore = new Float32Array(capacity);
  startScore = new Float32Array(capacity);
  groupScore = new Float32Array(capacity);
  termStamp = new Int32Array(capacity);
  total = new Float64Array(capacity);
  termsMatched = new Uint8Array(capacity);
  nameMask = new Uint16Array(capacity);
  matchStamp = new Int32Array(capacity);
}

const formsCache = new Map<string, string[]>();
/** numberForms, remembered: its regular expressions ran for every posting otherwise. */
function forms(word: string): string[] {
  let found = formsCache.get(word);
  if (!found) {
    if (formsCache.size > 10_000) formsCache.clear();
    found = numberForms(word);
    formsCache.set(word, found);
  }
  return found;
}

/** Scores one term into the scratch arrays; returns the slots it touched. */
function scoreTerm(index: SearchIndex, term: PlannedTerm, first: boolean, namesOnly: boolean): number[] {
  stamp++;
  const touched: number[] = [];
  const alive = index.alive;
  const touch = (slot: number) => {
    if (termStamp[slot] === stamp) return true;
    if (alive[slot] !== 1) return false;
    termStamp[slot] = stamp;
    nameScore[slot] = descriptionScore[slot] = startScore[slot] = groupScore[slot] = 0;
    touched.push(slot);
    return true;
  };
  const inName = (phrase: string, factor: number) => {
    // Each word of the phrase as the ids of its forms; the rarest word's postings are the candidates.
    const ids = phrase.split(' ').map((w) => new Set(forms(w).flatMap((f) => index.wordId(f) ?? [])));
    if (ids.some((set) => set.size === 0)) return;
    const postings = (set: Set<number>) => [...set].reduce((n, id) => n + index.inName[id]!.length, 0);
    const rarest = ids.reduce((best, set, i) => (postings(set) < postings(ids[best]!) ? i : best), 0);
    const score = SEARCH_WEIGHTS.name * factor;
    const startBonus = SEARCH_WEIGHTS.namePrefix * factor;
    const at = (name: Int32Array, start: number) => ids.every((set, i) => set.has(name[start + i] ?? -1));
    for (const id of ids[rarest]!) {
      for (const slot of index.inName[id]!) {
        if (alive[slot] !== 1) continue;
        const name = index.products[slot]!.name;
        let atStart = at(name, 0);
        if (!atStart && ids.length > 1) {
          let found = false;
          for (let start = 1; start + ids.length <= name.length && !found; start++) found = at(name, start);
          if (!found) continue;
        }
        atStart &&= first;
        touch(slot);
        if (nameScore[slot]! < score) nameScore[slot] = score;
        if (atStart && startScore[slot]! < startBonus) startScore[slot] = startBonus;
      }
    }
  };
  const inDescription = (phrase: string, factor: number) => {
    const words = phrase.split(' ');
    const score = SEARCH_WEIGHTS.description * factor;
    const postings = (w: string) => forms(w).flatMap((form) => index.inDescription[index.wordId(form) ?? -1] ?? []);
    // A phrase's other words need only be somewhere in the description (descriptions are not kept).
    const others = words.slice(1).map((w) => new Set(postings(w)));
    for (const form of forms(words[0]!)) {
      for (const slot of index.inDescription[index.wordId(form) ?? -1] ?? []) {
        if (!others.every((set) => set.has(slot)) || !touch(slot)) continue;
        if (descriptionScore[slot]! < score) descriptionScore[slot] = score;
      }
    }
  };
  for (const phrase of term.own) inName(phrase, MATCH.whole);
  for (const phrase of term.corrected) inName(phrase, MATCH.typo);
  for (const phrase of term.synonyms) inName(phrase, MATCH.synonym);
  for (const phrase of term.correctedSynonyms) inName(phrase, MATCH.typoSynonym);
  // An unfinished word matches the start of name words only: in descriptions it would touch a third of
  // the catalog ("mas": masala) for matches the relevance floor mostly drops anyway.
  if (term.prefix) {
    const score = SEARCH_WEIGHTS.name * MATCH.prefix;
    const startBonus = SEARCH_WEIGHTS.namePrefix * MATCH.prefix;
    for (const id of index.wordsStartingWith(term.prefix)) {
      for (const slot of index.inName[id]!) {
        if (!touch(slot)) continue;
        if (nameScore[slot]! < score) nameScore[slot] = score;
        if (first && index.products[slot]!.name[0] === id && startScore[slot]! < startBonus)
          startScore[slot] = startBonus;
      }
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

/**
 * Slots matching every term. Their scores are left in `total`, and which terms their names hold in
 * `nameMask`, until the next search.
 */
export function matchAll(index: SearchIndex, terms: PlannedTerm[], namesOnly = false): number[] {
  ensureCapacity(index.products.length);
  let current: number[] = [];
  query++;
  for (const [t, term] of terms.entries()) {
    const touched = scoreTerm(index, term, t === 0, namesOnly);
    const named = t < 16 ? 1 << t : 0;
    for (const slot of touched) {
      const score = nameScore[slot]! + startScore[slot]! + descriptionScore[slot]! + groupScore[slot]!;
      if (score <= 0) continue;
      if (t === 0) {
        matchStamp[slot] = query;
        total[slot] = score;
        termsMatched[slot] = 1;
        nameMask[slot] = nameScore[slot]! > 0 ? named : 0;
        current.push(slot);
      } else if (matchStamp[slot] === query && termsMatched[slot] === t) {
        total[slot]! += score;
        termsMatched[slot] = t + 1;
        if (nameScore[slot]! > 0) nameMask[slot]! |= named;
      }
    }
    if (t > 0) current = current.filter((slot) => termsMatched[slot] === t + 1);
    if (!current.length) break;
  }
  return current;
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
  const passes = passesFilters(index, filters);
  let found = matchAll(index, plan.terms)
    .map((slot) => index.products[slot]!)
    .filter(passes);
  // "toor dal 4 lb": the size narrows the results when some product carries it, else it is dropped.
  const sizes = plan.sizes.map((size) => size.split(' ').map((w) => index.wordId(w) ?? -1));
  if (sizes.length) {
    const sized = found.filter((p) =>
      sizes.some((size) => p.name.some((_, at) => size.every((w, i) => p.name[at + i] === w))),
    );
    if (sized.length) found = sized;
  }
  const everyTerm = 2 ** Math.min(plan.terms.length, 16) - 1;
  const staples = sizes.length ? new Set<string>() : stapleCategories(index);
  const hits = plan.terms.map((term) => hitWords(index, term));
  let best = 0;
  for (const p of found) {
    if (nameMask[p.slot] === everyTerm) {
      if (staples.has(p.categoryId)) total[p.slot]! += STAPLE_BONUS;
      if (plan.terms.length > 1 && inOrder(hits, p.name)) total[p.slot]! += PHRASE_BONUS;
    }
    best = Math.max(best, total[p.slot]!);
  }
  found = found.filter((p) => total[p.slot]! >= best * FLOOR_SHARE);
  const order: Order =
    filters.sort === 'relevance'
      ? (a, b) =>
          Number(b.inStock) - Number(a.inStock) ||
          total[b.slot]! - total[a.slot]! ||
          Number(b.featured) - Number(a.featured) ||
          bySales(a, b)
      : ORDERS[filters.sort];
  const offset = (filters.page - 1) * filters.pageSize;
  const page = firstInOrder(found, offset + filters.pageSize, order).slice(offset);
  return { ids: page.map((p) => p.id), total: found.length };
}

function stapleCategories(index: SearchIndex): Set<string> {
  return new Set([...index.categories.keys()].filter((id) => STAPLE_ROOTS.has(index.rootSlug(id) ?? '')));
}

/** The name words a term is found by, each with how many words its phrase takes. */
function hitWords(index: SearchIndex, term: PlannedTerm): Map<number, number> {
  const hits = new Map<number, number>();
  for (const phrase of [...term.own, ...term.synonyms, ...term.corrected, ...term.correctedSynonyms]) {
    const words = phrase.split(' ');
    for (const form of forms(words[0]!)) {
      const id = index.wordId(form);
      if (id !== undefined) hits.set(id, Math.max(hits.get(id) ?? 1, words.length));
    }
  }
  if (term.prefix) for (const id of index.wordsStartingWith(term.prefix)) if (!hits.has(id)) hits.set(id, 1);
  return hits;
}

/** The terms' words follow each other in the name, in the order typed ("masala chai", not "Chai Masala"). */
function inOrder(hits: Map<number, number>[], name: Int32Array): boolean {
  for (let start = 0; start < name.length; start++) {
    let at = start;
    const ok = hits.every((hit) => {
      const length = hit.get(name[at] ?? -1);
      if (length === undefined) return false;
      at += length;
      return true;
    });
    if (ok) return true;
  }
  return false;
}

/**
 * Header suggestions: products whose names hold every term (the last may be unfinished), names
 * starting with the typed words first, then in stock, then best sellers. A last word of one letter
 * only filters the other terms' matches: every name has a word starting with "b".
 */
export function suggestFromIndex(index: SearchIndex, plan: SearchPlan, typed: string[], limit: number): string[] {
  const letter = plan.terms.length > 1 ? plan.terms.at(-1)!.prefix : null;
  const terms = letter?.length === 1 ? plan.terms.slice(0, -1) : plan.terms;
  const wordAt = (p: IndexedProduct, i: number) => index.words[p.name[i] ?? -1];
  let found = matchAll(index, terms, true).map((slot) => index.products[slot]!);
  if (letter?.length === 1) found = found.filter((p) => p.name.some((id) => index.words[id]!.startsWith(letter)));
  const startsWithTyped = (p: IndexedProduct) =>
    typed.every((w, i) =>
      i === typed.length - 1
        ? (wordAt(p, i) ?? '').startsWith(w) || sameWord(wordAt(p, i), w)
        : sameWord(wordAt(p, i), w),
    );
  const starts = new Uint8Array(found.length);
  const position = new Map(found.map((p, i) => [p.slot, i]));
  for (const [i, p] of found.entries()) starts[i] = startsWithTyped(p) ? 1 : 0;
  const order: Order = (a, b) =>
    starts[position.get(b.slot)!]! - starts[position.get(a.slot)!]! ||
    Number(b.inStock) - Number(a.inStock) ||
    bySales(a, b);
  return firstInOrder(found, limit, order).map((p) => p.id);
}

/**
 * Active categories whose own names hold every term (the last may be unfinished), names starting with
 * the typed words first, then the fuller shelves.
 */
export function suggestCategories(index: SearchIndex, plan: SearchPlan, limit: number) {
  const holds = (words: string[], term: PlannedTerm) =>
    [...term.own, ...term.synonyms, ...term.corrected, ...term.correctedSynonyms].some((phrase) =>
      words.some((_, at) => phrase.split(' ').every((w, i) => sameWord(words[at + i], w))),
    ) ||
    (term.prefix !== null && words.some((w) => w.startsWith(term.prefix!)));
  const found = [...index.categories.values()].filter(
    (c) => c.active && plan.terms.every((term) => holds(c.words, term)),
  );
  const first = plan.terms[0];
  const starts = (words: string[]) => (first && holds(words.slice(0, 1), first) ? 1 : 0);
  const size = (id: string) => index.byCategory.get(id)?.length ?? 0;
  return found
    .sort((a, b) => starts(b.words) - starts(a.words) || size(b.id) - size(a.id) || a.slug.localeCompare(b.slug))
    .slice(0, limit);
}
