/**
 * How far a misspelt word is from a word of the catalog, for spelling corrections. Pure: no I/O.
 *
 * Trigram similarity alone is too loose for short words ("masla" is as close to "masoor" as to
 * "masala") and too strict for swapped letters ("hladi" shares two trigrams with "haldi"). So the
 * database only proposes candidates, and this weighted edit distance (adjacent swaps count as one
 * edit) decides. Romanised Hindi is spelt by ear: vowels, doubled letters and the h of an aspirate
 * ("dhal" / "dal") vary most, so those edits cost half.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
/** Consonants that romanisations use for the same sound ("rawa" / "rava", "zeera" / "jeera"). */
const SAME_SOUND = new Set(['v|w', 'w|v', 'j|z', 'z|j', 'c|k', 'k|c', 'k|q', 'q|k']);

/** Words of up to this many letters may differ by one edit; longer ones by two. */
const SHORT_WORD = 5;

export function maxSpellingCost(typed: string): number {
  return typed.length <= SHORT_WORD ? 1 : 2;
}

function substitution(a: string, b: string): number {
  if (a === b) return 0;
  if ((VOWELS.has(a) && VOWELS.has(b)) || SAME_SOUND.has(`${a}|${b}`)) return 0.5;
  return 1;
}

/** Adding or dropping `letter` after `before` (empty at the start of the word). */
function indel(letter: string, before: string): number {
  const aspirate = letter === 'h' && before !== '' && !VOWELS.has(before);
  return VOWELS.has(letter) || letter === before || aspirate ? 0.5 : 1;
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
  d[0] = 0;
  for (let i = 1; i < rows; i++) d[i * cols] = d[(i - 1) * cols]! + indel(typed[i - 1]!, typed[i - 2] ?? '');
  for (let j = 1; j < cols; j++) d[j] = d[j - 1]! + indel(word[j - 1]!, word[j - 2] ?? '');
  let previousRowMin = 0;
  for (let i = 1; i < rows; i++) {
    const a = typed[i - 1]!;
    let rowMin = d[i * cols]!;
    for (let j = 1; j < cols; j++) {
      const b = word[j - 1]!;
      let best = Math.min(
        d[(i - 1) * cols + j]! + indel(a, typed[i - 2] ?? ''),
        d[i * cols + j - 1]! + indel(b, word[j - 2] ?? ''),
        d[(i - 1) * cols + j - 1]! + substitution(a, b),
      );
      if (i > 1 && j > 1 && a === word[j - 2] && typed[i - 2] === b && a !== b)
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
  const [best] = candidates
    .filter((c) => c.word !== typed)
    .map((c) => ({ ...c, cost: spellingCost(typed, c.word, allowed) }))
    .filter((c) => c.cost <= allowed)
    .map((c) => ({ ...c, similarity: c.similarity ?? trigramSimilarity(typed, c.word) }))
    .sort(
      (a, b) =>
        a.cost - b.cost ||
        b.productCount - a.productCount ||
        b.similarity - a.similarity ||
        a.word.localeCompare(b.word),
    );
  return best?.word ?? null;
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
