import { SEARCH_WEIGHTS } from '../../../shared/search';
import type { SearchIndex } from './search-index';
import { phrasesOf, type PlannedTerm } from './search-planner';
import { numberForms } from './search-terms';
import type { SlotList } from './slot-list';

/**
 * A term scored on one product at a time. A search walks the postings of its cheapest term only; the
 * other terms are then checked on those candidates alone (their names in the pool, their descriptions
 * through their postings: search-engine.ts's scoreDescriptions), so "moong dal 2 lb" costs the moong postings, not every product
 * that mentions dal. The score is the one search-engine.ts gives by walking the term's postings:
 * components rounded to float32 as its scratch arrays hold them, and summed in the same order.
 */

export const MATCH = { whole: 1, prefix: 0.9, typo: 0.8, synonym: 0.6, typoSynonym: 0.5 } as const;

/** Word ids of a word's singular and plural forms that the index holds. */
export function formIds(index: SearchIndex, word: string): number[] {
  const ids: number[] = [];
  for (const form of numberForms(word)) {
    const id = index.wordId(form);
    if (id !== undefined && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The phrase (each word as the ids of its forms) at `start` of a name in the pool. */
export function phraseAt(pool: Int32Array, from: number, length: number, start: number, ids: number[][]): boolean {
  if (start + ids.length > length) return false;
  for (let i = 0; i < ids.length; i++) if (!ids[i]!.includes(pool[from + start + i]!)) return false;
  return true;
}

export interface Phrase {
  /** Per word of the phrase, the ids of its forms. */
  ids: number[][];
  factor: number;
}

export interface TermProbe {
  /** Phrases of several words, found by position. */
  names: Phrase[];
  /**
   * Single words (and the words the unfinished last word starts), by word id: the name score they
   * give, and the bonus when the name starts with them. One pass over a name finds them all.
   */
  wordScore: Float32Array;
  wordStartScore: Float32Array;
  descriptions: Phrase[];
  /** 1 at the group numbers of the brands and categories the term names. */
  brands: Uint8Array;
  categories: Uint8Array;
  /** The last probe found the term in the name. */
  named: boolean;
}

export function prepareProbe(index: SearchIndex, term: PlannedTerm, namesOnly: boolean): TermProbe {
  const phrases = (list: string[], factor: number): Phrase[] =>
    list
      .map((phrase) => ({ ids: phrase.split(' ').map((w) => formIds(index, w)), factor }))
      .filter((phrase) => phrase.ids.every((forms) => forms.length > 0));
  const names = [
    ...phrases(term.own, MATCH.whole),
    ...phrases(term.corrected, MATCH.typo),
    ...phrases(term.synonyms, MATCH.synonym),
    ...phrases(term.correctedSynonyms, MATCH.typoSynonym),
  ];
  // Float32Arrays round as search-engine.ts's scratch arrays do.
  const wordScore = new Float32Array(index.words.length);
  const wordStartScore = new Float32Array(index.words.length);
  const single = (id: number, factor: number) => {
    wordScore[id] = Math.max(wordScore[id]!, Math.fround(SEARCH_WEIGHTS.name * factor));
    wordStartScore[id] = Math.max(wordStartScore[id]!, Math.fround(SEARCH_WEIGHTS.namePrefix * factor));
  };
  for (const phrase of names) if (phrase.ids.length === 1) for (const id of phrase.ids[0]!) single(id, phrase.factor);
  if (term.prefix) for (const id of index.wordsStartingWith(term.prefix)) single(id, MATCH.prefix);
  const groups = (ids: Set<string>) => {
    const numbers = namesOnly ? [] : [...ids].map((id) => index.groupNumber(id));
    const mask = new Uint8Array(index.groupIds.length);
    for (const n of numbers) mask[n] = 1;
    return mask;
  };
  return {
    names: names.filter((phrase) => phrase.ids.length > 1),
    wordScore,
    wordStartScore,
    descriptions: namesOnly ? [] : [...phrases(term.own, MATCH.whole), ...phrases(term.corrected, MATCH.typo)],
    brands: groups(term.brandIds),
    categories: groups(term.categoryIds),
    named: false,
  };
}

/** The slot is in the (ascending) list. */
export function holds(list: SlotList, slot: number): boolean {
  const at = list.lowerBound(slot);
  return at < list.length && list.data[at] === slot;
}

/**
 * The term's score on one slot (0: not found) given its description score (worked out for all
 * candidates at once by the caller); `probe.named` says whether its name holds it.
 */
export function probeTerm(
  index: SearchIndex,
  probe: TermProbe,
  slot: number,
  first: boolean,
  description: number,
): number {
  const { namePool: pool } = index;
  const from = index.nameStart[slot]!;
  const length = index.nameLength[slot]!;
  let name = 0;
  let start = 0;
  for (let i = 0; i < length; i++) name = Math.max(name, probe.wordScore[pool[from + i]!]!);
  if (first && length > 0) start = probe.wordStartScore[pool[from]!]!;
  for (const phrase of probe.names) {
    const atStart = phraseAt(pool, from, length, 0, phrase.ids);
    let found = atStart;
    for (let at = 1; !found && at + phrase.ids.length <= length; at++)
      found = phraseAt(pool, from, length, at, phrase.ids);
    if (!found) continue;
    name = Math.max(name, Math.fround(SEARCH_WEIGHTS.name * phrase.factor));
    if (atStart && first) start = Math.max(start, Math.fround(SEARCH_WEIGHTS.namePrefix * phrase.factor));
  }
  let group = 0;
  if (probe.brands[index.brand[slot]!] === 1) group += SEARCH_WEIGHTS.brand;
  if (probe.categories[index.category[slot]!] === 1) group += SEARCH_WEIGHTS.category;
  probe.named = name > 0;
  return name + start + description + group;
}

/** Postings a walk of the term would read: the term that reads fewest leads a search. */
export function walkCost(index: SearchIndex, term: PlannedTerm, namesOnly: boolean): number {
  const count = (lists: SlotList[], word: string) => formIds(index, word).reduce((n, id) => n + lists[id]!.length, 0);
  let cost = 0;
  for (const phrase of phrasesOf(term)) cost += Math.min(...phrase.split(' ').map((w) => count(index.inName, w)));
  if (term.prefix) for (const id of index.wordsStartingWith(term.prefix)) cost += index.inName[id]!.length;
  if (namesOnly) return cost;
  for (const phrase of [...term.own, ...term.corrected])
    for (const word of phrase.split(' ')) cost += count(index.inDescription, word);
  for (const id of term.brandIds) cost += index.byBrand.get(id)?.length ?? 0;
  for (const id of term.categoryIds) cost += index.byCategory.get(id)?.length ?? 0;
  return cost;
}
