import type { SearchIndex } from './search-index';
import { closestWord, type SpellingCandidate } from './search-spelling';
import { numberForms, searchableWords, SYNONYMS, TRANSLITERATIONS, type ParsedSearch } from './search-terms';

/**
 * Turns parsed terms into a SearchPlan against the index: corrects words nothing in the shop uses
 * (typos) to the closest word of product names, with its synonyms, and finds the brands and
 * categories each term names. Everything is looked up in memory, so nothing here touches PostgreSQL.
 */

/** Words shorter than this are not corrected: "oil" is as close to "dil" as to "oils". */
const MIN_CORRECTABLE_LENGTH = 4;
/**
 * An unfinished last word that starts this many product-name words is being typed, not misspelt
 * ("haldir" → Haldiram's): its prefix matches are results enough, and corrections would only add
 * weaker ones (turmeric) after them.
 */
const ENOUGH_PREFIX_MATCHES = 3;

/** One required term. Phrases are space-separated words; each word may be singular or plural. */
export interface PlannedTerm {
  /** What the shopper typed (when searchable): counts in the name and in the description. */
  own: string[];
  /** The unfinished last word, matching the start of a word. */
  prefix: string | null;
  /** Synonyms and transliterations: they count in the name only. */
  synonyms: string[];
  /** The correction of a misspelt word: name and description, at the typo weight. */
  corrected: string[];
  /** Synonyms of the correction: name only. */
  correctedSynonyms: string[];
  brandIds: Set<string>;
  categoryIds: Set<string>;
}

export interface SearchPlan {
  terms: PlannedTerm[];
  /** Sizes and numbers ("4 lb"): results narrow to the names carrying one, when some do. */
  sizes: string[];
}

export interface Planned {
  plan: SearchPlan;
  /** Misspelt word → the correction used for it. */
  corrections: Map<string, string>;
  /** Everything searched besides the typed words. */
  expanded: string[];
}

/** Words that may be misspelt or unfinished: single searchable words that are not synonyms. */
export function uncertainWords(parsed: ParsedSearch): string[] {
  return parsed.terms
    .filter((t) => !t.inDictionary && !t.typed.includes(' ') && searchableWords(t.typed))
    .map((t) => t.typed);
}

/** Some product, brand or category uses the word. */
export function isKnownWord(index: SearchIndex, word: string): boolean {
  const id = index.wordId(word);
  if (id !== undefined && (index.inName[id]!.length > 0 || index.inDescription[id]!.length > 0)) return true;
  return index.groupsByWord.has(word);
}

/** Product-name words close to the typed one, for closestWord to choose from. */
function spellingCandidates(index: SearchIndex, typed: string): SpellingCandidate[] {
  const candidates: SpellingCandidate[] = [];
  for (const [id, word] of index.words.entries()) {
    if (Math.abs(word.length - typed.length) > 2 || index.inName[id]!.length === 0) continue;
    candidates.push({ word, productCount: index.inName[id]!.length });
  }
  return candidates;
}

/** Name words starting with the prefix (not counting the word itself), up to `enough`. */
function prefixedCount(index: SearchIndex, prefix: string, enough: number): number {
  let n = 0;
  for (const id of index.wordsStartingWith(prefix)) {
    if (index.words[id] !== prefix) n += index.inName[id]!.length;
    if (n >= enough) break;
  }
  return n;
}

/** `suggest`: the last word is always unfinished, and brands and categories are not needed. */
export function planSearch(index: SearchIndex, parsed: ParsedSearch, mode: 'search' | 'suggest'): Planned {
  const uncertain = new Set(uncertainWords(parsed));
  const corrections = new Map<string, string>();
  const expanded = new Set<string>();
  const typedWords = new Set(parsed.terms.map((t) => t.typed));
  const terms = parsed.terms.map((term): PlannedTerm => {
    const known = !uncertain.has(term.typed) || isKnownWord(index, term.typed);
    // An unfinished last word ("basm") also matches as the start of a word.
    const prefix = term.isLast && uncertain.has(term.typed) && (mode === 'suggest' || !known) ? term.typed : null;
    const typing = prefix !== null && prefixedCount(index, prefix, ENOUGH_PREFIX_MATCHES) >= ENOUGH_PREFIX_MATCHES;
    const corrected: string[] = [];
    const correctedSynonyms: string[] = [];
    if (!known && !typing && term.typed.length >= MIN_CORRECTABLE_LENGTH) {
      const word = closestWord(term.typed, spellingCandidates(index, term.typed));
      if (word && searchableWords(word)) {
        corrections.set(term.typed, word);
        corrected.push(word);
        for (const synonym of SYNONYMS.get(word) ?? [])
          if (synonym !== word && searchableWords(synonym) && !term.alternatives.includes(synonym))
            correctedSynonyms.push(synonym);
      }
    }
    for (const alternative of [...term.alternatives, ...corrected, ...correctedSynonyms])
      if (!typedWords.has(alternative)) expanded.add(alternative);
    const typedForm = searchableWords(term.typed)?.join(' ') ?? TRANSLITERATIONS.get(term.typed);
    const planned: PlannedTerm = {
      own: term.alternatives.filter((a) => a === typedForm),
      prefix,
      synonyms: term.alternatives.filter((a) => a !== typedForm),
      corrected,
      correctedSynonyms,
      brandIds: new Set(),
      categoryIds: new Set(),
    };
    if (mode === 'search') namedGroups(index, planned);
    return planned;
  });
  // A word nothing in the shop uses, with no correction and no word it starts ("chiken masala"), is
  // dropped while other words remain: finding masala beats finding nothing.
  const findable = terms.filter(
    (t, i) =>
      !uncertain.has(parsed.terms[i]!.typed) ||
      isKnownWord(index, parsed.terms[i]!.typed) ||
      t.corrected.length > 0 ||
      t.brandIds.size > 0 ||
      t.categoryIds.size > 0 ||
      (t.prefix !== null && index.wordsStartingWith(t.prefix).length > 0),
  );
  return {
    plan: { terms: findable.length ? findable : terms, sizes: parsed.sizes },
    corrections,
    expanded: [...expanded],
  };
}

/** Every phrase the term is found by: as typed, synonyms, the correction and its synonyms. */
export const phrasesOf = (term: PlannedTerm): string[] => [
  ...term.own,
  ...term.synonyms,
  ...term.corrected,
  ...term.correctedSynonyms,
];

/**
 * Brands, and active categories (or their active parent's), whose names hold the term. Only a name using
 * the first word of one of the term's phrases, or a word starting with its unfinished word, can hold it,
 * so only those are tested (groupNameTest); the ones found are added in the brands' and categories' own
 * order, as when every name was tested.
 */
function namedGroups(index: SearchIndex, term: PlannedTerm) {
  const byWord = index.groupsByWord;
  const names = groupNameTest(term);
  const named = new Set<string>();
  for (const phrase of phrasesOf(term))
    for (const form of numberForms(phrase.split(' ')[0]!))
      for (const id of byWord.get(form) ?? []) {
        const group = index.brands.get(id) ?? index.categories.get(id);
        if (group && names(group.words)) named.add(id);
      }
  if (term.prefix !== null)
    for (const [word, ids] of byWord) if (word.startsWith(term.prefix)) for (const id of ids) named.add(id);
  if (!named.size) return;
  for (const brand of index.brands.values()) if (named.has(brand.id)) term.brandIds.add(brand.id);
  for (const category of index.categories.values()) {
    if (!category.active) continue;
    const parent = category.parentId ? index.categories.get(category.parentId) : undefined;
    if (named.has(category.id) || (parent?.active && named.has(parent.id))) term.categoryIds.add(category.id);
  }
}

/**
 * Whether a brand's or category's name words hold the term: one of its phrases in a row (each word
 * singular or plural: "curry leaf" finds "Curry Leaves"), or a word starting with its unfinished word.
 * The forms are worked out once per term, not once per name compared (a search compares hundreds).
 */
export function groupNameTest(term: PlannedTerm): (words: readonly string[]) => boolean {
  const phrases = phrasesOf(term).map((phrase) => phrase.split(' ').map((word) => new Set(numberForms(word))));
  return (words) =>
    phrases.some((phrase) => holdsPhrase(words, phrase)) ||
    (term.prefix !== null && words.some((w) => w.startsWith(term.prefix!)));
}

/** Some run of `words` matches the phrase, word by word (each phrase word as the forms it accepts). */
function holdsPhrase(words: readonly string[], phrase: readonly ReadonlySet<string>[]): boolean {
  for (let start = 0; start + phrase.length <= words.length; start++)
    if (phrase.every((forms, i) => forms.has(words[start + i]!))) return true;
  return false;
}

/** The shopper's text with each misspelt word replaced by its correction. */
export function correctedText(text: string, corrections: Map<string, string>): string {
  return text
    .split(/(\s+)/)
    .map((part) => corrections.get(part.toLowerCase().replace(/['’`]/g, '')) ?? part)
    .join('');
}
