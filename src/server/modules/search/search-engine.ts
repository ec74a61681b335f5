import { SEARCH_EXACT_TOTAL_LIMIT, SEARCH_WEIGHTS, type SearchQuery } from '../../../shared/search';
import { BLOCK_SHIFT, blockBounds } from './block-bounds';
import { dietaryBits, FEATURED, IN_STOCK, type SearchIndex } from './search-index';
import { groupNameTest, phrasesOf, type PlannedTerm, type SearchPlan } from './search-planner';
import type { SlotList } from './slot-list';
import { TopScores } from './top-scores';
import { formIds, holds, MATCH, phraseAt, prepareProbe, probeTerm, type TermProbe, walkCost } from './term-probe';

/**
 * Matching and ranking over the in-memory index. A product matches when every term is found in its
 * name, description (the typed word only), brand or category. It scores PRODUCT.md's weights summed
 * over the terms, scaled by how the word was found (MATCH): the word as typed beats its start, which
 * beats a spelling correction, which beats a synonym or transliteration.
 *
 * Products are slots and every loop here runs over typed arrays (the index's columns and the scratch
 * below), so a search that touches half a million postings allocates almost nothing.
 */

export type SearchFilters = Omit<SearchQuery, 'q'>;

export { MATCH };
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

/**
 * Unfinished words up to this many letters ("ma", "gh", "poh") match thousands of names: alone, their
 * ranked first pages are kept on the index (`SearchIndex.ranked`) instead of ranking every match again.
 */
export const SHORT_PREFIX_LENGTH = 3;
/** How many of a short prefix's results are kept in order: the first five pages of 20. */
export const SHORT_PREFIX_KEPT = 100;

interface RankedSlots {
  slots: Int32Array;
  total: number;
}

/**
 * The short unfinished word that is all a plan searches for, or null: one term, no size, no synonym or
 * correction, and the word itself in no name or description. What it finds and how it ranks then
 * depend only on the prefix (the name words starting with it; the brands and categories with a word
 * starting with it or equal to one of its forms, all sharing its first two letters) and on the products
 * those hold: what `SearchIndex.forgetRanked` drops when one of them changes.
 */
function barePrefix(index: SearchIndex, plan: SearchPlan): string | null {
  if (plan.terms.length !== 1 || plan.sizes.length) return null;
  const term = plan.terms[0]!;
  const prefix = term.prefix;
  if (prefix === null || [...prefix].length > SHORT_PREFIX_LENGTH) return null;
  if (term.synonyms.length || term.corrected.length || term.correctedSynonyms.length) return null;
  if (term.own.some((phrase) => phrase !== prefix) || formIds(index, prefix).length) return null;
  return prefix;
}

/** The ranking kept on the index for this prefix under `key` (search or suggestions), ranked once. */
function rankedPrefix(index: SearchIndex, prefix: string, key: string, rank: () => RankedSlots): RankedSlots {
  const head = [...prefix].slice(0, 2).join('');
  let kept = index.ranked.get(head);
  if (!kept) index.ranked.set(head, (kept = new Map()));
  let ranked = kept.get(key) as RankedSlots | undefined;
  if (!ranked) kept.set(key, (ranked = rank()));
  return ranked;
}

/**
 * Per-slot scratch space, reused by every search (they run one at a time on the event loop). Stamps
 * say which entries belong to the current term or search, so nothing is cleared between searches.
 */
let capacity = 0;
let nameScore = new Float32Array(0);
let descriptionScore = new Float32Array(0);
let startScore = new Float32Array(0);
let groupScore = new Float32Array(0);
let termStamp = new Int32Array(0);
let stamp = 0;
/** Slots the current term touched, `touched[0 … touchedCount)`. */
let touched = new Int32Array(0);
let touchedCount = 0;
/** Slots matching every term so far. */
let current = new Int32Array(0);
/** An early-stopping search's matches over the blocks it walked. */
let gathered = new Int32Array(0);
/** Per slot the lead term (the one walked) matched: its score, and whether in the name. */
let leadTotal = new Float64Array(0);
let leadNamed = new Uint8Array(0);
/** Per matching slot: its summed score, and which terms its name holds (bits). */
let total = new Float64Array(0);
let nameMask = new Uint16Array(0);
/** Description phrases: how many of a phrase's other words a slot holds, as stamped levels. */
let level = new Int32Array(0);
let levelStamp = 0;
/** Suggestions: 1 when the name starts with the typed words. */
let startsTyped = new Uint8Array(0);
/** Stamps restart before they could overflow an Int32Array entry. */
const STAMP_LIMIT = 2 ** 30;

function ensureCapacity(n: number) {
  if (n > capacity) {
    capacity = Math.max(n, capacity * 2, 1024);
    nameScore = new Float32Array(capacity);
    descriptionScore = new Float32Array(capacity);
    startScore = new Float32Array(capacity);
    groupScore = new Float32Array(capacity);
    termStamp = new Int32Array(capacity);
    touched = new Int32Array(capacity);
    current = new Int32Array(capacity);
    gathered = new Int32Array(capacity);
    total = new Float64Array(capacity);
    leadTotal = new Float64Array(capacity);
    leadNamed = new Uint8Array(capacity);
    nameMask = new Uint16Array(capacity);
    level = new Int32Array(capacity);
    startsTyped = new Uint8Array(capacity);
    stamp = levelStamp = 0;
  }
  if (stamp > STAMP_LIMIT || levelStamp > STAMP_LIMIT) {
    termStamp.fill(0);
    level.fill(0);
    stamp = levelStamp = 0;
  }
}

/** Starts the slot's scores for the current term (once per term); false for a dead slot. */
function touch(slot: number, alive: Uint8Array): boolean {
  if (termStamp[slot] === stamp) return true;
  if (alive[slot] !== 1) return false;
  termStamp[slot] = stamp;
  nameScore[slot] = descriptionScore[slot] = startScore[slot] = groupScore[slot] = 0;
  touched[touchedCount++] = slot;
  return true;
}

/**
 * Names holding the phrase score `factor` of the name weight, and the start bonus when they begin with it.
 * Here and below, only slots in [from, to) are walked: a whole search, or one block of an early-stopping one.
 */
function scoreName(index: SearchIndex, phrase: string, factor: number, first: boolean, from: number, to: number) {
  // Each word of the phrase as the ids of its forms; the rarest word's postings are the candidates.
  const ids = phrase.split(' ').map((w) => formIds(index, w));
  if (ids.some((set) => set.length === 0)) return;
  const postings = (set: number[]) => set.reduce((n, id) => n + index.inName[id]!.length, 0);
  const rarest = ids.reduce((best, set, i) => (postings(set) < postings(ids[best]!) ? i : best), 0);
  const score = SEARCH_WEIGHTS.name * factor;
  const startBonus = SEARCH_WEIGHTS.namePrefix * factor;
  const { alive, namePool: pool, nameStart, nameLength } = index;
  for (const id of ids[rarest]!) {
    const list = index.inName[id]!;
    const slots = list.data;
    for (let k = list.lowerBound(from); k < list.length; k++) {
      const slot = slots[k]!;
      if (slot >= to) break;
      if (alive[slot] !== 1) continue;
      const name = nameStart[slot]!;
      const length = nameLength[slot]!;
      const atStart = phraseAt(pool, name, length, 0, ids);
      if (!atStart && ids.length > 1) {
        let found = false;
        for (let start = 1; start + ids.length <= length && !found; start++)
          found = phraseAt(pool, name, length, start, ids);
        if (!found) continue;
      }
      touch(slot, alive);
      if (nameScore[slot]! < score) nameScore[slot] = score;
      if (atStart && first && startScore[slot]! < startBonus) startScore[slot] = startBonus;
    }
  }
}

/** Descriptions holding every word of the phrase (in any order: descriptions are not kept). */
function scoreDescription(index: SearchIndex, phrase: string, factor: number, from: number, to: number) {
  const [head, ...others] = phrase.split(' ');
  const score = SEARCH_WEIGHTS.description * factor;
  const alive = index.alive;
  // A slot's level reaches base + k + 1 once its description holds the first k + 1 other words.
  const base = levelStamp;
  levelStamp += others.length + 1;
  for (const [k, word] of others.entries()) {
    for (const id of formIds(index, word)) {
      const list = index.inDescription[id]!;
      for (let i = list.lowerBound(from); i < list.length; i++) {
        const slot = list.data[i]!;
        if (slot >= to) break;
        if (k === 0 || level[slot] === base + k) level[slot] = base + k + 1;
      }
    }
  }
  const holdsOthers = base + others.length;
  for (const id of formIds(index, head!)) {
    const list = index.inDescription[id]!;
    for (let i = list.lowerBound(from); i < list.length; i++) {
      const slot = list.data[i]!;
      if (slot >= to) break;
      if ((others.length && level[slot] !== holdsOthers) || !touch(slot, alive)) continue;
      if (descriptionScore[slot]! < score) descriptionScore[slot] = score;
    }
  }
}

/** Scores one term into the scratch arrays; the slots it touched are `touched[0 … touchedCount)`. */
function scoreTerm(
  index: SearchIndex,
  term: PlannedTerm,
  first: boolean,
  namesOnly: boolean,
  from: number,
  to: number,
) {
  stamp++;
  touchedCount = 0;
  const alive = index.alive;
  for (const phrase of term.own) scoreName(index, phrase, MATCH.whole, first, from, to);
  for (const phrase of term.corrected) scoreName(index, phrase, MATCH.typo, first, from, to);
  for (const phrase of term.synonyms) scoreName(index, phrase, MATCH.synonym, first, from, to);
  for (const phrase of term.correctedSynonyms) scoreName(index, phrase, MATCH.typoSynonym, first, from, to);
  // An unfinished word matches the start of name words only: in descriptions it would touch a third of
  // the catalog ("mas": masala) for matches the relevance floor mostly drops anyway.
  if (term.prefix) {
    const score = SEARCH_WEIGHTS.name * MATCH.prefix;
    const startBonus = SEARCH_WEIGHTS.namePrefix * MATCH.prefix;
    for (const id of index.wordsStartingWith(term.prefix)) {
      const list = index.inName[id]!;
      for (let k = list.lowerBound(from); k < list.length; k++) {
        const slot = list.data[k]!;
        if (slot >= to) break;
        if (!touch(slot, alive)) continue;
        if (nameScore[slot]! < score) nameScore[slot] = score;
        if (first && index.nameWord(slot, 0) === id && startScore[slot]! < startBonus) startScore[slot] = startBonus;
      }
    }
  }
  if (namesOnly) return;
  for (const phrase of term.own) scoreDescription(index, phrase, MATCH.whole, from, to);
  for (const phrase of term.corrected) scoreDescription(index, phrase, MATCH.typo, from, to);
  const groups = (ids: Set<string>, lists: Map<string, SlotList>, weight: number) => {
    for (const id of ids) {
      const list = lists.get(id);
      if (!list) continue;
      for (let k = list.lowerBound(from); k < list.length; k++) {
        const slot = list.data[k]!;
        if (slot >= to) break;
        if (touch(slot, alive)) groupScore[slot]! += weight;
      }
    }
  };
  groups(term.brandIds, index.byBrand, SEARCH_WEIGHTS.brand);
  groups(term.categoryIds, index.byCategory, SEARCH_WEIGHTS.category);
}

/** How a search matches its terms: the term walked (the one with fewest postings) and the others' probes. */
export interface MatchPlan {
  terms: PlannedTerm[];
  namesOnly: boolean;
  lead: number;
  probes: (TermProbe | null)[];
}

export function planMatch(index: SearchIndex, terms: PlannedTerm[], namesOnly = false): MatchPlan {
  ensureCapacity(index.slotCount);
  const costs = terms.map((term) => walkCost(index, term, namesOnly));
  const lead = costs.indexOf(Math.min(...costs));
  const probes = terms.map((term, t) => (t === lead ? null : prepareProbe(index, term, namesOnly)));
  return { terms, namesOnly, lead, probes };
}

/**
 * Slots matching every term, as a view of scratch space valid until the next search. Their scores
 * are left in `total`, and which terms their names hold in `nameMask`, until then too. Only the term
 * whose postings are fewest is walked; the others are probed on its matches (term-probe.ts).
 */
export function matchAll(index: SearchIndex, terms: PlannedTerm[], namesOnly = false): Int32Array {
  if (!terms.length) return current.subarray(0, 0);
  return matchRange(index, planMatch(index, terms, namesOnly), 0, index.slotCount);
}

/** matchAll for the slots in [from, to) only. */
export function matchRange(index: SearchIndex, match: MatchPlan, from: number, to: number): Int32Array {
  const { terms, lead, probes, namesOnly } = match;
  if (!terms.length) return current.subarray(0, 0);
  scoreTerm(index, terms[lead]!, lead === 0, namesOnly, from, to);
  let count = 0;
  for (let k = 0; k < touchedCount; k++) {
    const slot = touched[k]!;
    const score = nameScore[slot]! + startScore[slot]! + descriptionScore[slot]! + groupScore[slot]!;
    if (score <= 0) continue;
    leadTotal[slot] = score;
    leadNamed[slot] = nameScore[slot]! > 0 ? 1 : 0;
    current[count++] = slot;
  }
  // Term by term, so totals are summed in the terms' order, as when every term was walked (floating point).
  for (let t = 0; t < terms.length && count > 0; t++) {
    const bit = t < 16 ? 1 << t : 0;
    const probe = probes[t]!;
    if (probe) scoreDescriptions(index, probe, count, from, to);
    let kept = 0;
    for (let k = 0; k < count; k++) {
      const slot = current[k]!;
      const score = probe ? probeTerm(index, probe, slot, t === 0, descriptionScore[slot]!) : leadTotal[slot]!;
      if (score <= 0) continue;
      const named = (probe ? probe.named : leadNamed[slot] === 1) ? bit : 0;
      total[slot] = t === 0 ? score : total[slot]! + score;
      nameMask[slot] = t === 0 ? named : nameMask[slot]! | named;
      current[kept++] = slot;
    }
    count = kept;
  }
  return current.subarray(0, count);
}

/**
 * The description scores of a probed term for the candidates `current[0 … count)`, left in
 * `descriptionScore`: a few candidates look themselves up in the postings (binary search); many mark
 * the postings' slots in one sequential walk, as the lead term's walk does.
 */
function scoreDescriptions(index: SearchIndex, probe: TermProbe, count: number, from: number, to: number) {
  for (let k = 0; k < count; k++) descriptionScore[current[k]!] = 0;
  for (const phrase of probe.descriptions) {
    const score = SEARCH_WEIGHTS.description * phrase.factor;
    const lists = phrase.ids.map((forms) => forms.map((id) => index.inDescription[id]!));
    const postings = lists.flat().reduce((n, list) => n + list.lowerBound(to) - list.lowerBound(from), 0);
    if (count * 32 < postings) {
      for (let k = 0; k < count; k++) {
        const slot = current[k]!;
        if (lists.every((word) => word.some((list) => holds(list, slot))) && descriptionScore[slot]! < score)
          descriptionScore[slot] = score;
      }
      continue;
    }
    // A slot's level reaches base + w + 1 once its description holds the phrase's first w + 1 words.
    const base = levelStamp;
    levelStamp += lists.length + 1;
    for (const [w, word] of lists.entries()) {
      for (const list of word) {
        for (let i = list.lowerBound(from); i < list.length; i++) {
          const slot = list.data[i]!;
          if (slot >= to) break;
          if (w === 0 || level[slot] === base + w) level[slot] = base + w + 1;
        }
      }
    }
    for (let k = 0; k < count; k++) {
      const slot = current[k]!;
      if (level[slot] === base + lists.length && descriptionScore[slot]! < score) descriptionScore[slot] = score;
    }
  }
}

/** Compacts `slots[0 … count)` to those passing `test`, in order; returns how many. */
function keep(slots: Int32Array, count: number, test: (slot: number) => boolean): number {
  let kept = 0;
  for (let k = 0; k < count; k++) {
    const slot = slots[k]!;
    if (test(slot)) slots[kept++] = slot;
  }
  return kept;
}

type Order = (a: number, b: number) => number;

/** The orders of the sort menu over slots, each ending in the id as the catalog's SQL does. */
function orderOf(index: SearchIndex, sort: Exclude<SearchFilters['sort'], 'relevance'>, priceCents: Int32Array): Order {
  const { flags, createdAt, rating, ratingCount, sales, ids } = index;
  const byId: Order = (a, b) => ids.compareDescending(a, b);
  switch (sort) {
    case 'featured':
      return (a, b) => (flags[b]! & FEATURED) - (flags[a]! & FEATURED) || createdAt[b]! - createdAt[a]! || byId(a, b);
    case 'price_asc':
      return (a, b) => priceCents[a]! - priceCents[b]! || -byId(a, b);
    case 'price_desc':
      return (a, b) => priceCents[b]! - priceCents[a]! || byId(a, b);
    case 'rating':
      return (a, b) => rating[b]! - rating[a]! || ratingCount[b]! - ratingCount[a]! || byId(a, b);
    case 'newest':
      return (a, b) => createdAt[b]! - createdAt[a]! || byId(a, b);
    case 'popularity':
      return (a, b) => sales[b]! - sales[a]! || byId(a, b);
  }
}

/** The first `k` of `slots[0 … count)` in order, without sorting them all when k is small (a bounded insertion). */
export function firstInOrder(slots: Int32Array, count: number, k: number, compare: Order): number[] {
  if (k <= 0) return [];
  if (k * 8 >= count) return Array.from(slots.subarray(0, count)).sort(compare).slice(0, k);
  const best: number[] = [];
  for (let i = 0; i < count; i++) {
    const slot = slots[i]!;
    if (best.length === k && compare(slot, best[k - 1]!) >= 0) continue;
    let lo = 0;
    let hi = best.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (compare(slot, best[mid]!) < 0) hi = mid;
      else lo = mid + 1;
    }
    best.splice(lo, 0, slot);
    if (best.length > k) best.pop();
  }
  return best;
}

/** The filters as one test of a slot, or null when none is set. */
function filterTest(
  index: SearchIndex,
  filters: SearchFilters,
  priceCents: Int32Array,
): ((slot: number) => boolean) | null {
  const { category, brand, rating, flags, dietary: tags } = index;
  const tree = filters.category ? groupMask(index, index.categoryTree(filters.category)) : null;
  const brands = filters.brands?.length
    ? groupMask(
        index,
        [...index.brands.values()].filter((b) => filters.brands!.includes(b.slug)).map((b) => b.id),
      )
    : null;
  const dietary = filters.dietary?.length ? dietaryBits(filters.dietary) : 0;
  const { minPrice, maxPrice, minRating, inStock } = filters;
  if (!tree && !brands && !dietary && minPrice === undefined && maxPrice === undefined && minRating === undefined)
    return inStock ? (slot) => (flags[slot]! & IN_STOCK) !== 0 : null;
  return (slot) =>
    (!tree || tree[category[slot]!] === 1) &&
    (!brands || (brand[slot]! >= 0 && brands[brand[slot]!] === 1)) &&
    (minPrice === undefined || priceCents[slot]! >= minPrice) &&
    (maxPrice === undefined || priceCents[slot]! <= maxPrice) &&
    (minRating === undefined || rating[slot]! >= minRating) &&
    (!inStock || (flags[slot]! & IN_STOCK) !== 0) &&
    (tags[slot]! & dietary) === dietary;
}

/** 1 at the group number of each of these brand or category ids. */
function groupMask(index: SearchIndex, ids: Iterable<string>): Uint8Array {
  const numbers = [...ids].map((id) => index.groupNumber(id));
  const mask = new Uint8Array(index.groupIds.length);
  for (const n of numbers) mask[n] = 1;
  return mask;
}

/** One page of matching product ids in the requested order, and how many match in all. */
export function searchIndex(
  index: SearchIndex,
  plan: SearchPlan,
  filters: SearchFilters,
  /** Whether the Thursday sale runs: price sorts and filters then use the price the cards show. */
  saleActive = false,
): { ids: string[]; total: number; totalIsEstimate: boolean } {
  const offset = (filters.page - 1) * filters.pageSize;
  const prefix = barePrefix(index, plan);
  // Past the first 1,000 results a walk would visit most blocks anyway: ranking every match is cheaper.
  const rank = (first: number) =>
    filters.sort === 'relevance' && first <= SEARCH_EXACT_TOTAL_LIMIT
      ? rankEarly(index, plan, filters, saleActive, first)
      : rankAll(index, plan, filters, saleActive, first);
  // A short unfinished word alone, by relevance and unfiltered: its first pages are kept ranked.
  const { slots, total } =
    prefix !== null &&
    filters.sort === 'relevance' &&
    offset + filters.pageSize <= SHORT_PREFIX_KEPT &&
    filterTest(index, filters, index.priceCents) === null
      ? rankedPrefix(index, prefix, `search ${prefix}`, () => rank(SHORT_PREFIX_KEPT))
      : rank(offset + filters.pageSize);
  // Whether a search stopped early depends on the page asked for; the total shown must not.
  const many = total >= SEARCH_EXACT_TOTAL_LIMIT;
  return {
    ids: Array.from(slots.subarray(offset, offset + filters.pageSize), (slot) => index.idOf(slot)),
    total: many ? SEARCH_EXACT_TOTAL_LIMIT : total,
    totalIsEstimate: many,
  };
}

/** "toor dal 4 lb": the sizes' word ids, for the names that carry one (the others are dropped). */
function sizeWords(index: SearchIndex, plan: SearchPlan): number[][] {
  return plan.sizes
    .map((size) => size.split(' ').map((w) => index.wordId(w) ?? -1))
    .filter((size) => !size.includes(-1));
}

/** Adds the staple and phrase bonuses to a matching slot's total. */
function bonusScorer(index: SearchIndex, plan: SearchPlan): (slot: number) => void {
  const everyTerm = 2 ** Math.min(plan.terms.length, 16) - 1;
  const staples = plan.sizes.length ? null : stapleCategories(index);
  const hits = plan.terms.map((term) => hitWords(index, term));
  return (slot) => {
    if (nameMask[slot] !== everyTerm) return;
    if (staples?.[index.category[slot]!] === 1) total[slot]! += STAPLE_BONUS;
    if (plan.terms.length > 1 && inOrder(index, hits, slot)) total[slot]! += PHRASE_BONUS;
  };
}

/** Relevance: in stock first, then score; featured, then best sellers, break ties. */
function relevanceOrder(index: SearchIndex): Order {
  const { flags, sales, ids } = index;
  return (a, b) =>
    (flags[b]! & IN_STOCK) - (flags[a]! & IN_STOCK) ||
    total[b]! - total[a]! ||
    (flags[b]! & FEATURED) - (flags[a]! & FEATURED) ||
    sales[b]! - sales[a]! ||
    ids.compareDescending(a, b);
}

/** The first `first` matching slots in the requested order (every match ranked), and how many match. */
export function rankAll(
  index: SearchIndex,
  plan: SearchPlan,
  filters: SearchFilters,
  saleActive: boolean,
  first: number,
): RankedSlots {
  const prices = saleActive ? index.saleDayPriceCents : index.priceCents;
  const found = matchAll(index, plan.terms);
  const test = filterTest(index, filters, prices);
  let count = test ? keep(found, found.length, test) : found.length;
  const sizes = sizeWords(index, plan);
  if (sizes.length) {
    const carries = (slot: number) => sizes.some((size) => nameHolds(index, slot, size));
    let sized = 0;
    for (let k = 0; k < count; k++) if (carries(found[k]!)) sized++;
    if (sized) count = keep(found, count, carries);
  }
  const addBonuses = bonusScorer(index, plan);
  let best = 0;
  for (let k = 0; k < count; k++) {
    const slot = found[k]!;
    addBonuses(slot);
    if (total[slot]! > best) best = total[slot]!;
  }
  count = keep(found, count, (slot) => total[slot]! >= best * FLOOR_SHARE);
  const order = filters.sort === 'relevance' ? relevanceOrder(index) : orderOf(index, filters.sort, prices);
  return { slots: Int32Array.from(firstInOrder(found, count, first, order)), total: count };
}

/**
 * rankAll by relevance without scoring every match: blocks of slots are walked best bound first
 * (block-bounds.ts), and the walk stops once `first` in-stock results score above every block left and
 * at least SEARCH_EXACT_TOTAL_LIMIT results are found (the total is then "1,000+"), or once every block
 * left scores under the relevance floor. The same page as rankAll; the total is exact below the limit.
 */
export function rankEarly(
  index: SearchIndex,
  plan: SearchPlan,
  filters: SearchFilters,
  saleActive: boolean,
  first: number,
  /** Blocks of 2^shift slots, and from how many found results the walk may stop (tests make both small). */
  { shift = BLOCK_SHIFT, exactUpTo = SEARCH_EXACT_TOTAL_LIMIT } = {},
): RankedSlots & { blocksWalked: number } {
  const walk = (test: ((slot: number) => boolean) | null) => walkBlocks(index, plan, test, first, shift, exactUpTo);
  const prices = saleActive ? index.saleDayPriceCents : index.priceCents;
  const filter = filterTest(index, filters, prices);
  const sizes = sizeWords(index, plan);
  if (!sizes.length) return walk(filter);
  const carries = (slot: number) => sizes.some((size) => nameHolds(index, slot, size));
  const sized = walk((slot) => carries(slot) && (!filter || filter(slot)));
  // No product carries the size: it is dropped (a search that found nothing did not stop early).
  return sized.total > 0 ? sized : walk(filter);
}

function walkBlocks(
  index: SearchIndex,
  plan: SearchPlan,
  test: ((slot: number) => boolean) | null,
  first: number,
  shift: number,
  exactUpTo: number,
): RankedSlots & { blocksWalked: number } {
  const match = planMatch(index, plan.terms);
  const bonuses = {
    staple: plan.sizes.length ? 0 : STAPLE_BONUS,
    phrase: plan.terms.length > 1 ? PHRASE_BONUS : 0,
    stapleBlocks: stapleBlocks(index, shift),
  };
  const bound = blockBounds(index, plan.terms, bonuses, shift);
  const blocks: number[] = [];
  for (let b = 0; b < bound.length; b++) if (bound[b]! > 0) blocks.push(b);
  blocks.sort((a, b) => bound[b]! - bound[a]! || a - b);
  const addBonuses = bonusScorer(index, plan);
  const { flags } = index;
  // The best `first` in-stock scores so far.
  const top = new TopScores(first, index.slotCount);
  let best = 0;
  let found = 0;
  // How many found score at least `countedFloor`: counted again only when the best score rises.
  let counted = 0;
  let countedFloor = 0;
  let walked = 0;
  for (const block of blocks) {
    const limit = bound[block]!;
    if (limit < best * FLOOR_SHARE) break;
    if (top.full && top.lowest > limit && top.lowest >= best * FLOOR_SHARE) {
      if (countedFloor !== best * FLOOR_SHARE) {
        countedFloor = best * FLOOR_SHARE;
        counted = 0;
        for (let k = 0; k < found; k++) if (total[gathered[k]!]! >= countedFloor) counted++;
      }
      if (counted >= exactUpTo) break;
    }
    walked++;
    const slots = matchRange(index, match, block << shift, Math.min((block + 1) << shift, index.slotCount));
    for (let k = 0; k < slots.length; k++) {
      const slot = slots[k]!;
      if (test && !test(slot)) continue;
      addBonuses(slot);
      const score = total[slot]!;
      gathered[found++] = slot;
      if (score > best) best = score;
      if (score >= countedFloor) counted++;
      if ((flags[slot]! & IN_STOCK) !== 0) top.offer(score);
    }
  }
  const count = keep(gathered, found, (slot) => total[slot]! >= best * FLOOR_SHARE);
  return {
    slots: Int32Array.from(firstInOrder(gathered, count, first, relevanceOrder(index))),
    total: count,
    blocksWalked: walked,
  };
}

/**
 * Per block, 1 when some product there is on a staple shelf. Kept per index until its taxonomy changes;
 * slots added since are marked on the next search (a block whose staple products died stays marked: a
 * looser bound, never a wrong one).
 */
interface StapleBlocks {
  shift: number;
  slotCount: number;
  categories: unknown;
  blocks: Uint8Array;
}
const stapleBlocksKept = new WeakMap<SearchIndex, StapleBlocks>();
function stapleBlocks(index: SearchIndex, shift: number): Uint8Array {
  let kept = stapleBlocksKept.get(index);
  if (kept?.categories !== index.categories || kept.shift !== shift) kept = undefined;
  if (kept?.slotCount === index.slotCount) return kept.blocks;
  const blocks = new Uint8Array(((index.slotCount - 1) >> shift) + 1);
  if (kept) blocks.set(kept.blocks);
  const staples = stapleCategories(index);
  for (let slot = kept?.slotCount ?? 0; slot < index.slotCount; slot++)
    if (index.alive[slot] === 1 && staples[index.category[slot]!] === 1) blocks[slot >> shift] = 1;
  stapleBlocksKept.set(index, { shift, slotCount: index.slotCount, categories: index.categories, blocks });
  return blocks;
}

/** The name holds these word ids next to each other ("2 lb"). */
function nameHolds(index: SearchIndex, slot: number, words: number[]): boolean {
  const from = index.nameStart[slot]!;
  const last = index.nameLength[slot]! - words.length;
  for (let at = 0; at <= last; at++) {
    let i = 0;
    while (i < words.length && index.namePool[from + at + i] === words[i]) i++;
    if (i === words.length) return true;
  }
  return false;
}

/** 1 at the group number of each category under a staple root. */
function stapleCategories(index: SearchIndex): Uint8Array {
  return groupMask(
    index,
    [...index.categories.keys()].filter((id) => STAPLE_ROOTS.has(index.rootSlug(id) ?? '')),
  );
}

/** Per word id, how many name words the term takes when found by it (0: not found by it). */
function hitWords(index: SearchIndex, term: PlannedTerm): Uint8Array {
  const hits = new Uint8Array(index.words.length);
  for (const phrase of phrasesOf(term)) {
    const words = phrase.split(' ');
    for (const id of formIds(index, words[0]!)) hits[id] = Math.max(hits[id] || 1, words.length);
  }
  if (term.prefix) for (const id of index.wordsStartingWith(term.prefix)) hits[id] ||= 1;
  return hits;
}

/** The terms' words follow each other in the name, in the order typed ("masala chai", not "Chai Masala"). */
function inOrder(index: SearchIndex, hits: Uint8Array[], slot: number): boolean {
  const length = index.nameLength[slot]!;
  for (let start = 0; start < length; start++) {
    let at = start;
    let ok = true;
    for (const hit of hits) {
      const word = index.nameWord(slot, at);
      const taken = word < 0 ? 0 : hit[word]!;
      if (!taken) {
        ok = false;
        break;
      }
      at += taken;
    }
    if (ok) return true;
  }
  return false;
}

/** Per typed word, 1 at the word ids a name may have in its place (the last may be unfinished). */
function typedWordMasks(index: SearchIndex, typed: string[]): Uint8Array[] {
  return typed.map((w, i) => {
    const mask = new Uint8Array(index.words.length);
    // The word as typed, singular or plural (formIds), and for the last word every word it starts.
    for (const id of formIds(index, w)) mask[id] = 1;
    if (i === typed.length - 1) for (const id of index.wordsStartingWith(w)) mask[id] = 1;
    return mask;
  });
}

/**
 * Header suggestions: products whose names hold every term (the last may be unfinished), names
 * starting with the typed words first, then in stock, then best sellers. A last word of one letter
 * only filters the other terms' matches: every name has a word starting with "b".
 */
export function suggestFromIndex(index: SearchIndex, plan: SearchPlan, typed: string[], limit: number): string[] {
  const prefix = typed.length === 1 ? barePrefix(index, plan) : null;
  const ranked =
    prefix !== null && prefix === typed[0]
      ? rankedPrefix(index, prefix, `suggest ${limit} ${prefix}`, () => ({
          slots: Int32Array.from(suggestAll(index, plan, typed, limit)),
          total: 0,
        })).slots
      : suggestAll(index, plan, typed, limit);
  return Array.from(ranked, (slot) => index.idOf(slot));
}

function suggestAll(index: SearchIndex, plan: SearchPlan, typed: string[], limit: number): number[] {
  const letter = plan.terms.length > 1 ? plan.terms.at(-1)!.prefix : null;
  const terms = letter?.length === 1 ? plan.terms.slice(0, -1) : plan.terms;
  const found = matchAll(index, terms, true);
  let count = found.length;
  const { namePool, nameStart, nameLength, flags, sales, ids } = index;
  if (letter?.length === 1) {
    const starting = new Uint8Array(index.words.map((w) => (w.startsWith(letter) ? 1 : 0)));
    count = keep(found, count, (slot) => {
      for (let i = 0; i < nameLength[slot]!; i++) if (starting[namePool[nameStart[slot]! + i]!] === 1) return true;
      return false;
    });
  }
  const masks = typedWordMasks(index, typed);
  for (let k = 0; k < count; k++) {
    const slot = found[k]!;
    let starts = 1;
    for (let i = 0; i < masks.length && starts; i++) {
      const word = index.nameWord(slot, i);
      if (word < 0 || masks[i]![word] !== 1) starts = 0;
    }
    startsTyped[slot] = starts;
  }
  const order: Order = (a, b) =>
    startsTyped[b]! - startsTyped[a]! ||
    (flags[b]! & IN_STOCK) - (flags[a]! & IN_STOCK) ||
    sales[b]! - sales[a]! ||
    ids.compareDescending(a, b);
  return firstInOrder(found, count, limit, order);
}

/**
 * Active categories whose own names hold every term (the last may be unfinished), names starting with
 * the typed words first, then the fuller shelves.
 */
export function suggestCategories(index: SearchIndex, plan: SearchPlan, limit: number) {
  const holds = plan.terms.map(groupNameTest);
  const found = [...index.categories.values()].filter((c) => c.active && holds.every((test) => test(c.words)));
  const starts = (words: string[]) => (holds[0]?.(words.slice(0, 1)) ? 1 : 0);
  const size = (id: string) => index.byCategory.get(id)?.length ?? 0;
  return found
    .sort((a, b) => starts(b.words) - starts(a.words) || size(b.id) - size(a.id) || a.slug.localeCompare(b.slug))
    .slice(0, limit);
}
