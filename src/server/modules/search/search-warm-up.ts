import { searchQuery } from '../../../shared/search';
import { SHORT_PREFIX_LENGTH } from './search-engine';
import type { SearchIndex } from './search-index';
import type { SearchService } from './search-service';
import { SYNONYMS, TRANSLITERATIONS } from './search-terms';

/**
 * Distinct name words searched before the first shopper, each whole, as prefixes, misspelt, paired, with
 * a size and as the start of a name that holds it; beside each, a synonym, a word of another script and
 * a word found only in descriptions.
 */
const WARM_UP_WORDS = 12;
/** Sizes as shoppers type them, one per warm-up word: the size filter's paths compile too. */
const WARM_UP_SIZES = ['2 lb', '20lb', '500 g', '1 l', '4lb', '10 lb'];
const ENCODINGS = ['br', 'gzip', 'identity'];
/** Below this many products every search is cheap, compiled or not (and tests start faster). */
export const WARM_UP_MIN_PRODUCTS = 5_000;

/** Asks the shop's own search routes (app.inject: no socket), as a browser would. */
export type SearchRouteRequest = (
  path: 'search' | 'search/suggestions',
  q: string,
  acceptEncoding: string,
) => Promise<void>;

/**
 * Runs a few searches and suggestions right after the index loads, so V8 compiles the engine's loops
 * before the first shoppers search; the most common name words take the busiest paths. Given `request`
 * they go through the routes themselves (query validation, hooks, the reply's serializer, each
 * compression), which the service alone never touches: the first searches through a cold reply path
 * are several times slower than the next ones (decision 011 has the measurements), and a route asked
 * only a dozen times is still compiling while the first shoppers search (bench/README.md "Search").
 */
export async function warmUpSearch(
  service: Pick<SearchService, 'search' | 'suggestions'>,
  index: SearchIndex,
  { minProducts = WARM_UP_MIN_PRODUCTS, request }: { minProducts?: number; request?: SearchRouteRequest } = {},
): Promise<void> {
  if (index.size < minProducts) return;
  const words = commonNameWords(index);
  const synonyms = [...SYNONYMS.keys()];
  const otherScript = [...TRANSLITERATIONS.keys()];
  const describing = descriptionOnlyWords(index);
  // The encodings a browser may accept take turns, so each compression is compiled too.
  let asked = 0;
  const encoding = () => ENCODINGS[asked++ % ENCODINGS.length]!;
  const search = request
    ? (q: string) => request('search', q, encoding())
    : (q: string) => service.search(searchQuery.parse({ q })).then(() => undefined);
  const suggest = request
    ? (q: string) => request('search/suggestions', q, encoding())
    : (q: string) => service.suggestions(q).then(() => undefined);
  for (const [i, word] of words.entries()) {
    const misspelt = word.slice(0, 2) + word[3] + word[2] + word.slice(4);
    // Two common words seldom share a name, so the engine stops at the first; a name's own words all
    // match, which walks the second word's checks too.
    const paired = `${word} ${words[(i + 1) % words.length]}`;
    const named = nameStart(index, word, i);
    const sized = `${word} ${WARM_UP_SIZES[i % WARM_UP_SIZES.length]}`;
    const synonym = synonyms[(i * 7) % synonyms.length]!;
    const transliterated = otherScript[(i * 7) % otherScript.length]!;
    const described = describing.length ? `${word} ${describing[i % describing.length]}` : word;
    // Two letters last: the first keystrokes reaching the search page rank thousands of matches.
    for (const q of [word, word.slice(0, 3), misspelt, paired, named, sized, synonym, transliterated, described])
      await search(q);
    await search(word.slice(0, 2));
    await suggest(word.slice(0, 2));
    await suggest(word.slice(0, 4));
  }
  await keepShortPrefixes(service, index);
}

/**
 * The first two and three letters of every name word, searched and suggested once: kept ranked on the
 * index from then on (search-engine.ts `rankedPrefix`), so the first shopper to type them does not rank
 * the thousands of names they start. Used on a freshly loaded index and on every rebuild before it
 * replaces the current one; between prefixes it lets the event loop serve whatever else is waiting.
 */
export async function keepShortPrefixes(
  service: Pick<SearchService, 'search' | 'suggestions'>,
  index: SearchIndex,
): Promise<void> {
  for (const letters of [2, SHORT_PREFIX_LENGTH])
    for (const head of wordStarts(index, letters)) {
      await service.search(searchQuery.parse({ q: head }));
      await service.suggestions(head);
      await new Promise((resolve) => setImmediate(resolve));
    }
}

/** The index's most used name words of four letters or more, the commonest first. */
function commonNameWords(index: SearchIndex): string[] {
  return index.words
    .map((word, id) => ({ word, postings: index.inName[id]!.length }))
    .filter(({ word }) => /^\p{L}{4,}$/u.test(word))
    .sort((a, b) => b.postings - a.postings)
    .slice(0, WARM_UP_WORDS)
    .map(({ word }) => word);
}

/** The first three name words of the `nth` product whose name holds `word` (its postings spread across the index). */
function nameStart(index: SearchIndex, word: string, nth: number): string {
  const postings = index.inName[index.wordId(word)!]!;
  const slot = postings.data[Math.floor(((nth % 7) / 7) * postings.length)]!;
  const start: string[] = [];
  for (let position = 0; position < 3; position++) {
    const id = index.nameWord(slot, position);
    if (id >= 0) start.push(index.words[id]!);
  }
  return start.join(' ');
}

/** Words of four letters or more found in many descriptions and in no name, the commonest first. */
function descriptionOnlyWords(index: SearchIndex): string[] {
  return index.words
    .map((word, id) => ({ word, postings: index.inDescription[id]!.length, named: index.inName[id]!.length }))
    .filter(({ word, postings, named }) => postings > 0 && named === 0 && /^\p{L}{4,}$/u.test(word))
    .sort((a, b) => b.postings - a.postings)
    .slice(0, WARM_UP_WORDS)
    .map(({ word }) => word);
}

/** The distinct first `letters` letters of the index's name words (letters only), in the vocabulary's order. */
function wordStarts(index: SearchIndex, letters: number): string[] {
  const heads = new Set<string>();
  const start = new RegExp(`^\\p{L}{${letters}}`, 'u');
  for (const [id, word] of index.words.entries())
    if (index.inName[id]!.length && start.test(word)) heads.add([...word].slice(0, letters).join(''));
  return [...heads];
}
