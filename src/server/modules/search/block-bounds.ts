import { SEARCH_WEIGHTS } from '../../../shared/search';
import type { SearchIndex } from './search-index';
import type { PlannedTerm } from './search-planner';
import type { SlotList } from './slot-list';
import { formIds, MATCH } from './term-probe';

/**
 * Upper bounds of a search's scores per block of slots, so an early-stopping search can rank the
 * blocks that may hold its best products first and skip the rest (block-max bounds). Slots are loaded
 * shelf by shelf (decision 011), so a block is a few shelves: its bound counts only the parts some of
 * its products can have (a category part only on that category's shelf, the staple bonus only on a
 * staple shelf), which is what makes it tight enough to stop on.
 *
 * A block's bound is the sum over terms of each term's best name, start, description, brand and
 * category parts present in the block, plus the staple and phrase bonuses when every term can be in a
 * name there. 0 means no product of the block can match every term.
 */

/** Slots per block, as a power of two. */
export const BLOCK_SHIFT = 10;

export interface BlockBonuses {
  /** Staple bonus (0 when the search has sizes) and phrase bonus (0 for one term). */
  staple: number;
  phrase: number;
  /** Per block, 1 when some live product of the block is on a staple shelf. */
  stapleBlocks: Uint8Array;
}

/** Raises `bound[block]` to `score` for every block holding a slot of the list. */
function markBlocks(list: SlotList, score: number, bound: Float64Array, shift: number) {
  const data = list.data;
  for (let i = 0; i < list.length;) {
    const block = data[i]! >> shift;
    if (bound[block]! < score) bound[block] = score;
    // Jump past the block: the next slot at or after its end.
    i = Math.max(i + 1, list.lowerBound((block + 1) << shift));
  }
}

/** Per block, 1 where every word of the phrase (any of its forms) has a slot in the lists. */
function phraseBlocks(index: SearchIndex, lists: SlotList[], phrase: string, blocks: number, shift: number) {
  let present: Float64Array | null = null;
  for (const word of phrase.split(' ')) {
    const here = new Float64Array(blocks);
    for (const id of formIds(index, word)) markBlocks(lists[id]!, 1, here, shift);
    if (present) for (let b = 0; b < blocks; b++) present[b] = Math.min(present[b]!, here[b]!);
    else present = here;
  }
  return present!;
}

/**
 * The term's best name part per block, and its best start part: that of the phrases whose first word
 * begins a name there (the start bonus is half the name part of the same phrase: 5 against 10).
 */
function nameBounds(index: SearchIndex, term: PlannedTerm, blocks: number, shift: number) {
  const name = new Float64Array(blocks);
  const start = new Float64Array(blocks);
  const phrases: [string[], number][] = [
    [term.own, MATCH.whole],
    [term.corrected, MATCH.typo],
    [term.synonyms, MATCH.synonym],
    [term.correctedSynonyms, MATCH.typoSynonym],
  ];
  for (const [list, factor] of phrases)
    for (const phrase of list) {
      const score = SEARCH_WEIGHTS.name * factor;
      const present = phraseBlocks(index, index.inName, phrase, blocks, shift);
      const starts = phraseBlocks(index, index.startsName, phrase.split(' ')[0]!, blocks, shift);
      for (let b = 0; b < blocks; b++) {
        if (present[b] !== 1) continue;
        if (name[b]! < score) name[b] = score;
        if (starts[b] === 1 && start[b]! < score / 2) start[b] = score / 2;
      }
    }
  if (term.prefix) {
    const score = SEARCH_WEIGHTS.name * MATCH.prefix;
    for (const id of index.wordsStartingWith(term.prefix)) {
      markBlocks(index.inName[id]!, score, name, shift);
      markBlocks(index.startsName[id]!, score / 2, start, shift);
    }
  }
  return { name, start };
}

/** The term's description, brand and category parts per block. */
function otherBounds(index: SearchIndex, term: PlannedTerm, blocks: number, shift: number): Float64Array {
  const description = new Float64Array(blocks);
  for (const [list, factor] of [
    [term.own, MATCH.whole],
    [term.corrected, MATCH.typo],
  ] as const)
    for (const phrase of list) {
      const score = SEARCH_WEIGHTS.description * factor;
      const present = phraseBlocks(index, index.inDescription, phrase, blocks, shift);
      for (let b = 0; b < blocks; b++) if (present[b] === 1 && description[b]! < score) description[b] = score;
    }
  const groups = (ids: Set<string>, lists: Map<string, SlotList>, weight: number) => {
    const bound = new Float64Array(blocks);
    for (const id of ids) {
      const list = lists.get(id);
      if (list) markBlocks(list, weight, bound, shift);
    }
    return bound;
  };
  const brand = groups(term.brandIds, index.byBrand, SEARCH_WEIGHTS.brand);
  const category = groups(term.categoryIds, index.byCategory, SEARCH_WEIGHTS.category);
  for (let b = 0; b < blocks; b++) description[b]! += brand[b]! + category[b]!;
  return description;
}

/** Per block, the highest total score a product there could reach (0: none can match every term). */
export function blockBounds(
  index: SearchIndex,
  terms: PlannedTerm[],
  bonuses: BlockBonuses,
  shift = BLOCK_SHIFT,
): Float64Array {
  const blocks = ((index.slotCount - 1) >> shift) + 1;
  const bound = new Float64Array(blocks);
  const everyNamed = new Uint8Array(blocks).fill(1);
  for (const [t, term] of terms.entries()) {
    const { name, start } = nameBounds(index, term, blocks, shift);
    const other = otherBounds(index, term, blocks, shift);
    for (let b = 0; b < blocks; b++) {
      // The start bonus only goes to the first term.
      const part = name[b]! + (t === 0 ? start[b]! : 0) + other[b]!;
      // A block where some term cannot match holds no result at all.
      bound[b] = t === 0 || bound[b]! > 0 ? (part > 0 ? bound[b]! + part : 0) : 0;
      if (name[b] === 0) everyNamed[b] = 0;
    }
  }
  for (let b = 0; b < blocks; b++) {
    if (bound[b] === 0 || everyNamed[b] === 0) continue;
    if (bonuses.stapleBlocks[b] === 1) bound[b]! += bonuses.staple;
    bound[b]! += bonuses.phrase;
  }
  // The engine holds parts as float32 (2.4 is 2.4000001 there) and sums them in another order.
  for (let b = 0; b < blocks; b++) if (bound[b]! > 0) bound[b] = bound[b]! * (1 + 1e-6) + 1e-6;
  return bound;
}
