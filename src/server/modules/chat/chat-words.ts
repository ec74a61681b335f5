/**
 * Word-level helpers for the chat's intent rules: shoppers type fast on phones, so a keyword of five
 * letters or more also matches with one typo ("delivry", "refnd"), eight or more with two.
 */

/** Lowercase words without punctuation or markup; `<b>` and `<script>` tags are not words. */
export function chatWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/<[^>]*>/g, ' ')
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}%]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), capped at `max + 1`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) rows.push([i]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = d;
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length]![b.length]!;
}

/**
 * Whether a typed word is this keyword, allowing for typos in longer words. A keyword written `=stale`
 * matches only exactly: one typo away from it is another common word ("state").
 */
export function wordMatches(typed: string, keyword: string): boolean {
  if (keyword.startsWith('=')) return typed === keyword.slice(1);
  if (typed === keyword) return true;
  const allowed = keyword.length >= 8 ? 2 : keyword.length >= 5 ? 1 : 0;
  if (!allowed || typed.length < 4) return false;
  return editDistance(typed, keyword, allowed) <= allowed;
}

/**
 * A message's words with every keyword's matches remembered: the rules ask about a few hundred
 * keywords, and a long message repeats its words, so each (word, keyword) pair is compared once.
 */
export class MessageWords {
  private readonly distinct: string[];
  private readonly matched = new Map<string, Set<string>>();

  constructor(readonly words: readonly string[]) {
    this.distinct = [...new Set(words)];
  }

  private matching(keyword: string): Set<string> {
    let found = this.matched.get(keyword);
    if (!found) {
      found = new Set(this.distinct.filter((word) => wordMatches(word, keyword)));
      this.matched.set(keyword, found);
    }
    return found;
  }

  /**
   * Where a phrase ("same day", "price match") starts, or -1. Each phrase word may carry a typo; a
   * one-word phrase is just a keyword.
   */
  find(phrase: readonly string[]): number {
    const first = this.matching(phrase[0]!);
    if (!first.size) return -1;
    for (let start = 0; start + phrase.length <= this.words.length; start++) {
      if (phrase.every((keyword, i) => this.matching(keyword).has(this.words[start + i]!))) return start;
    }
    return -1;
  }

  hasAny(list: readonly (readonly string[])[]): boolean {
    return list.some((phrase) => this.find(phrase) >= 0);
  }
}

/** A comma-separated list of phrases ("price match, cheaper"), split once. */
export const phrases = (list: string): string[][] => list.split(',').map((p) => p.trim().split(' '));
