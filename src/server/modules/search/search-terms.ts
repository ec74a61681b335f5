import { SEARCH_SYNONYM_PAIRS } from './search-synonyms';

/**
 * Turns what a shopper typed into the terms the database searches. Pure: no I/O.
 *
 * "Toor daal 4lb" → two required terms, each with its synonyms ({toor, tuvar, arhar, pigeon peas},
 * {daal, dal, dhal, lentils}), and a size ("4 lb") that narrows the results when some product name
 * carries it. Everything that reaches SQL is lowercase ASCII letters, digits and inner dots, so it can
 * be written into a tsquery without escaping; other scripts only serve to look up synonyms.
 */

export interface SearchTerm {
  /** The words as typed, normalised ("toor", "whole wheat flour", "हल्दी"). */
  typed: string;
  /** What to search for: the typed words (when searchable) and every synonym, each a phrase. */
  alternatives: string[];
  /** The typed words are a known synonym, so they need no spelling correction. */
  inDictionary: boolean;
  /** The last term of the query, perhaps a word the shopper has not finished. */
  isLast: boolean;
}

export interface ParsedSearch {
  terms: SearchTerm[];
  /** Sizes and numbers ("4 lb", "1121"): they narrow the results when some product name carries them. */
  sizes: string[];
}

const MAX_TERMS = 8;
// "ka", "ki", "ke": Hindi's "of" ("sarson ka tel", mustard oil).
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'or', 'to', 'by', 'ka', 'ki', 'ke']);
const UNITS: Record<string, string> = {
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  oz: 'oz',
  kg: 'kg',
  kgs: 'kg',
  g: 'g',
  gm: 'g',
  gms: 'g',
  gram: 'g',
  grams: 'g',
  ml: 'ml',
  l: 'l',
  ltr: 'l',
  litre: 'l',
  liter: 'l',
  ct: 'ct',
  pcs: 'pcs',
};
const NUMBER = /^\d+(?:\.\d+)?$/;
const SEARCHABLE = /^[a-z0-9]+(?:\.[0-9]+)?$/;

/** Lowercase words of letters (any script, with their marks) and numbers; "20lb" → "20 lb". */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^\p{L}\p{M}\p{N}.]+/u)
    .map((token) => token.replace(/^\.+|\.+$/g, ''))
    .filter((token) => token !== '');
}

/** Latin letters without accents ("jalapeño" → "jalapeno"); other scripts come back unchanged. */
function toAscii(word: string): string {
  return word.normalize('NFKD').replace(/\p{M}/gu, '');
}

const ASCII = /^[^\u0080-\uffff]*$/;

/** The words of a product's (or brand's, category's) text as the index holds them: tokens, accents dropped. */
export function documentWords(text: string): string[] {
  if (ASCII.test(text)) return asciiWords(text);
  // Most of the catalog is plain ASCII: NFKD per word would be most of the index's load time.
  return tokenize(text).map((word) => (/^[\x20-\x7e]*$/.test(word) ? word : toAscii(word)));
}

/**
 * `tokenize` for text that is all ASCII, where NFKC changes nothing and a letter, mark or number is
 * a-z or 0-9 once lowercased: the same words without the Unicode work, which every product's name and
 * description pays while the index loads.
 */
function asciiWords(text: string): string[] {
  const words: string[] = [];
  for (let word of text
    .toLowerCase()
    .replace(/['`]/g, '')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .split(/[^a-z0-9.]+/)) {
    if (word.includes('.')) word = word.replace(/^\.+|\.+$/g, '');
    if (word !== '') words.push(word);
  }
  return words;
}

/** Words a phrase is searched by, or null when some word cannot be searched (another script). */
export function searchableWords(phrase: string): string[] | null {
  const words = phrase.split(' ').map(toAscii);
  return words.every((w) => SEARCHABLE.test(w)) ? words : null;
}

function buildDictionary(pairs: readonly (readonly [string, string])[]): Map<string, string[]> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let root = x;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    parent.set(x, root);
    return root;
  };
  for (const pair of pairs) {
    const [a, b] = pair.map((p) => tokenize(p).join(' ')) as [string, string];
    if (!parent.has(a)) parent.set(a, a);
    if (!parent.has(b)) parent.set(b, b);
    parent.set(find(a), find(b));
  }
  const groups = new Map<string, string[]>();
  for (const term of parent.keys()) groups.set(find(term), [...(groups.get(find(term)) ?? []), term]);
  const dictionary = new Map<string, string[]>();
  for (const members of groups.values()) for (const term of members) dictionary.set(term, members);
  return dictionary;
}

export const SYNONYMS: ReadonlyMap<string, readonly string[]> = buildDictionary(SEARCH_SYNONYM_PAIRS);
/**
 * A word of another script and the romanised word it is paired with ("हल्दी" → "haldi"): that word is
 * what was typed, in the other script, so it ranks as the typed word, not as a synonym.
 */
export const TRANSLITERATIONS: ReadonlyMap<string, string> = new Map(
  SEARCH_SYNONYM_PAIRS.filter(([a]) => !searchableWords(tokenize(a).join(' '))).map(([a, b]) => [
    tokenize(a).join(' '),
    b,
  ]),
);
const LONGEST_SYNONYM = Math.max(...[...SYNONYMS.keys()].map((k) => k.split(' ').length));

/** The synonym group of a phrase, trying simple plural forms too ("lentil" finds "lentils"). */
function synonymsOf(phrase: string): readonly string[] | undefined {
  for (const form of [phrase, `${phrase}s`, phrase.replace(/e?s$/, '')]) {
    const group = SYNONYMS.get(form);
    if (group) return group;
  }
  return undefined;
}

/**
 * `unfinished`: the text is still being typed (suggestions), so its last word is kept even when it is
 * a stop word or a single letter: "to" may become "toor".
 */
export function parseSearch(text: string, { unfinished = false } = {}): ParsedSearch {
  const all = tokenize(text);
  const tokens = all.filter((t, i) => !STOP_WORDS.has(t) || (unfinished && i === all.length - 1));
  const sizes: string[] = [];
  const words: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const unit = UNITS[tokens[i + 1] ?? ''];
    if (NUMBER.test(token)) {
      sizes.push(unit ? `${token} ${unit}` : token);
      if (unit) i++;
    } else if (!/^[a-z]$/.test(token) || (unfinished && i === tokens.length - 1)) {
      words.push(token);
    }
  }

  const terms: SearchTerm[] = [];
  const seenGroups = new Set<readonly string[]>();
  for (let i = 0; i < words.length && terms.length < MAX_TERMS;) {
    let length = Math.min(LONGEST_SYNONYM, words.length - i);
    let group: readonly string[] | undefined;
    for (; length > 1; length--) {
      group = synonymsOf(words.slice(i, i + length).join(' '));
      if (group) break;
    }
    const typed = words.slice(i, i + length).join(' ');
    group ??= synonymsOf(typed);
    const alternatives = [...new Set([typed, ...(group ?? [])])]
      .map((phrase) => searchableWords(phrase)?.join(' '))
      .filter((phrase): phrase is string => phrase !== undefined);
    // "maida (all-purpose flour)" names one thing twice: one term is enough.
    const repeated = group !== undefined && seenGroups.has(group);
    if (group) seenGroups.add(group);
    if (alternatives.length && !repeated)
      terms.push({ typed, alternatives, inDictionary: group !== undefined, isLast: false });
    i += length;
  }
  const last = terms.at(-1);
  if (last) last.isLast = true;
  return { terms, sizes: sizes.slice(0, MAX_TERMS) };
}

const formsOf = new Map<string, readonly string[]>();
/**
 * The word with its regular plural or singular ("lentil" ⇄ "lentils", "chilly" ⇄ "chillies").
 * Remembered (its regular expressions would otherwise run for every brand and category name a search
 * compares); the answer is shared, so callers must not change it.
 */
export function numberForms(word: string): readonly string[] {
  let forms = formsOf.get(word);
  if (!forms) {
    if (formsOf.size > 10_000) formsOf.clear();
    forms = computeNumberForms(word);
    formsOf.set(word, forms);
  }
  return forms;
}

function computeNumberForms(word: string): string[] {
  if (!/^[a-z]{3,}$/.test(word)) return [word];
  if (/[^aeiou]ies$/.test(word)) return [word, `${word.slice(0, -3)}y`, word.slice(0, -1)];
  if (/(s|x|z|ch|sh|o)es$/.test(word)) return [word, word.slice(0, -2)];
  if (/[^s]s$/.test(word)) return [word, word.slice(0, -1)];
  if (/[^aeiou]y$/.test(word)) return [word, `${word.slice(0, -1)}ies`];
  if (/(s|x|z|ch|sh|o)$/.test(word)) return [word, `${word}es`, `${word}s`];
  return [word, `${word}s`];
}

/**
 * A tsquery (to_tsquery('simple', …) syntax, matching products.search_document) for any of the
 * alternatives: phrases keep their word order, and the last word of each may be singular or plural.
 * `weight` restricts matches to a part of the document (A = name, D = description); `prefix` lists
 * words that may also be the start of a longer word (what the shopper is still typing).
 */
export function textQuery(
  alternatives: readonly string[],
  options: { weight?: 'A' | 'D'; prefix?: readonly string[] } = {},
): string {
  const label = options.weight ?? '';
  const lexeme = (w: string) => `'${w}'${label ? `:${label}` : ''}`;
  const parts = alternatives.map((alternative) => {
    const words = alternative.split(' ');
    const last = numberForms(words.pop()!).map(lexeme);
    const head = words.map(lexeme);
    return `(${[...head, last.length > 1 ? `(${last.join(' | ')})` : last[0]].join(' <-> ')})`;
  });
  for (const word of options.prefix ?? []) parts.push(`'${word}':*${label}`);
  return parts.join(' | ');
}
