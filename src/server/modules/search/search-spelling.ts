/**
 * How far a misspelt word is from a word of the catalog, for spelling corrections. Pure: no I/O.
 *
 * Trigram similarity alone is too loose for short words ("masla" is as close to "masoor" as to
 * "masala") and too strict for swapped letters ("hladi" shares two trigrams with "haldi"). So the
 * database only proposes candidates, and this weighted edit distance (adjacent swaps count as one
 * edit) decides. Romanised Hindi is spelt by ear: vowels, doubled letters and the h of an aspirate
 * ("dhal" / "dal") vary most, so those edits cost half.
 */

const VOWELS = 'aeiouy';
/** Consonants that romanisations use for the same sound ("rawa" / "rava", "zeera" / "jeera"). */
const SAME_SOUND = ['vw', 'jz', 'ck', 'kq'];

/**
 * Costs by character code (the distance runs for every vocabulary word of a similar length on each
 * correction, so no strings or sets in its loop): SUBSTITUTE[a * 128 + b]; IS_VOWEL[code].
 */
const IS_VOWEL = new Uint8Array(128);
for (const v of VOWELS) IS_VOWEL[v.charCodeAt(0)] = 1;
const SUBSTITUTE = new Float32Array(128 * 128).fill(1);
for (let a = 0; a < 128; a++) {
  SUBSTITUTE[a * 128 + a] = 0;
  for (let b = 0; b < 128; b++) if (a !== b && IS_VOWEL[a] && IS_VOWEL[b]) SUBSTITUTE[a * 128 + b] = 0.5;
}
for (const [a, b] of SAME_SOUND.map((pair) => [pair.charCodeAt(0), pair.charCodeAt(1)] as const)) {
  SUBSTITUTE[a * 128 + b] = 0.5;
  SUBSTITUTE[b * 128 + a] = 0.5;
}
const H = 'h'.charCodeAt(0);

/** Words of up to this many letters may differ by one edit; longer ones by two. */
const SHORT_WORD = 5;

export function maxSpellingCost(typed: string): number {
  return typed.length <= SHORT_WORD ? 1 : 2;
}

function substitution(a: number, b: number): number {
  if (a === b) return 0;
  return a < 128 && b < 128 ? SUBSTITUTE[a * 128 + b]! : 1;
}

/** Adding or dropping the letter `code` after `before` (-1 at the start of the word). */
function indel(code: number, before: number): number {
  const vowel = code < 128 && IS_VOWEL[code] === 1;
  const aspirate = code === H && before >= 0 && !(before < 128 && IS_VOWEL[before] === 1);
  return vowel || code === before || aspirate ? 0.5 : 1;
}

/** The distance table, reused: a correction compares the typed word with every vocabulary word. */
let table = new Float64Array(0);

/**
 * Weighted optimal-string-alignment distance from what was typed to a word. Past `limit` it stops
 * early and answers Infinity (two whole rows over the limit: nothing after can come back under it).
 */
export function spellingCost(typed: string, word: string, limit = Infinity): number {
  const rows = typed.length + 1;
  const cols = word.length + 1;
  if (table.length < rows * cols) table = new Float64Array(rows * cols * 2);
  const d = table;
  const t = (i: number) => (i >= 0 ? typed.charCodeAt(i) : -1);
  const w = (j: number) => (j >= 0 ? word.charCodeAt(j) : -1);
  d[0] = 0;
  for (let i = 1; i < rows; i++) d[i * cols] = d[(i - 1) * cols]! + indel(t(i - 1), t(i - 2));
  for (let j = 1; j < cols; j++) d[j] = d[j - 1]! + indel(w(j - 1), w(j - 2));
  let previousRowMin = 0;
  for (let i = 1; i < rows; i++) {
    const a = t(i - 1);
    const beforeA = t(i - 2);
    const dropA = indel(a, beforeA);
    let rowMin = d[i * cols]!;
    for (let j = 1; j < cols; j++) {
      const b = w(j - 1);
      let best = Math.min(
        d[(i - 1) * cols + j]! + dropA,
        d[i * cols + j - 1]! + indel(b, w(j - 2)),
        d[(i - 1) * cols + j - 1]! + substitution(a, b),
      );
      if (i > 1 && j > 1 && a === w(j - 2) && beforeA === b && a !== b)
        best = Math.min(best, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > limit && previousRowMin > limit) return Infinity;
    previousRowMin = rowMin;
  }
  const cost = d[typed.length * cols + word.length]!;
  return cost > limit ? Infinity : cost;
}

export interface SpellingCandidate {
  word: string;
  /** Trigram similarity to the typed word (a tie-breaker): computed here when not given. */
  similarity?: number;
  productCount: number;
}

/**
 * The candidate that best stands in for the typed word, or null when none is close enough for its
 * length: the nearest, and among equally near ones the most used (as a shopper most likely means a
 * word the shop sells often: "panir" is paneer before pani), then the most similar.
 */
export function closestWord(typed: string, candidates: SpellingCandidate[]): string | null {
  const allowed = maxSpellingCost(typed);
  let best: Required<SpellingCandidate> & { cost: number } = {
    word: '',
    cost: Infinity,
    productCount: 0,
    similarity: 0,
  };
  const letters = letterCounts(typed);
  // One pass, no sorting: similarity (trigram sets) is only worked out to break a tie.
  for (const candidate of candidates) {
    if (candidate.word === typed || lettersApart(typed, letters, candidate.word) * 0.5 > allowed) continue;
    const cost = spellingCost(typed, candidate.word, allowed);
    if (cost > allowed || cost > best.cost) continue;
    if (cost === best.cost && candidate.productCount < best.productCount) continue;
    const similarity = candidate.similarity ?? trigramSimilarity(typed, candidate.word);
    const better =
      cost < best.cost ||
      candidate.productCount > best.productCount ||
      similarity > best.similarity ||
      (similarity === best.similarity && candidate.word.localeCompare(best.word) < 0);
    if (better) best = { word: candidate.word, cost, productCount: candidate.productCount, similarity };
  }
  return best.cost <= allowed ? best.word : null;
}

/** How many of each letter a word has (ASCII codes; others are left out). */
function letterCounts(word: string): Int16Array {
  const counts = new Int16Array(128);
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) < 128) counts[word.charCodeAt(i)]!++;
  return counts;
}
const used = new Int16Array(128);
const outside = (word: string) => {
  let n = 0;
  for (let i = 0; i < word.length; i++) if (word.charCodeAt(i) >= 128) n++;
  return n;
};

/**
 * Letters of one word without a match in the other, counted for the side with more. Every edit costs
 * at least 0.5 and settles at most one such letter per side, so half of this is a lower bound of
 * spellingCost: a candidate over the allowed cost by it is skipped without the table. Letters outside
 * ASCII count as matched, which only lowers the bound.
 */
function lettersApart(typed: string, counts: Int16Array, word: string): number {
  let unmatched = 0;
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code >= 128) continue;
    if (counts[code]! > 0) {
      counts[code]!--;
      used[code]!++;
    } else unmatched++;
  }
  // Give the letters back for the next candidate.
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 128 && used[code]! > 0) {
      counts[code]!++;
      used[code]!--;
    }
  }
  let typedLetters = 0;
  for (let i = 0; i < typed.length; i++) if (typed.charCodeAt(i) < 128) typedLetters++;
  return Math.max(unmatched, typedLetters - (word.length - unmatched - outside(word)));
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const found = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) found.add(padded.slice(i, i + 3));
  return found;
}

/** pg_trgm's similarity of two words: shared trigrams over all trigrams (a tie-breaker only). */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}
