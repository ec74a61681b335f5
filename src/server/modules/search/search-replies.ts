import type { SuggestionsDto } from '../../../shared/search';
import { type CacheCap, TtlCache } from '../../lib/ttl-cache';
import type { SearchIndex } from './search-index';

/** A search reply as the route sends it (search-service.ts `searchJson`). */
export interface SearchReplyJson {
  json: string;
  query: string;
  total: number;
}

/** Header suggestions for one text, as the route sends them besides the text. */
export type SuggestionsReply = Omit<SuggestionsDto, 'query'>;

/**
 * Search replies kept per index, at most this many characters of json together (a few MB: a page of
 * 20 cards is ~14,000), and at most this many replies; suggestions (a few hundred bytes each) by count.
 */
const KEPT_REPLY_CHARS = 4_000_000;
const KEPT_REPLIES = 1_000;
/** How many searches asked once are remembered (their keys only), waiting to be asked again. */
const ASKED_ONCE = 10_000;
/** A reply nobody asked for again in this long goes, whether or not anything changed. */
const KEPT_REPLY_MS = 10 * 60_000;

/**
 * Replies by search, each kept from the second time its search is asked: most searches are asked once
 * (a shopper's own words, a filter nobody else sets), and keeping those would only push out the popular
 * ones and leave garbage behind.
 */
export class KeptReplies<V> {
  private readonly replies: TtlCache<V>;
  private readonly askedOnce = new TtlCache<true>(KEPT_REPLY_MS, ASKED_ONCE);

  constructor(cap: CacheCap) {
    this.replies = new TtlCache(KEPT_REPLY_MS, cap);
  }

  /** The kept reply for `key`, or one made now: kept (weighed by `weigh`) if its search was asked before. */
  getOrMake(key: string, make: () => V, weigh?: (reply: V) => number): V {
    const kept = this.replies.get(key);
    if (kept) return kept;
    const made = make();
    if (this.askedOnce.get(key)) {
      this.askedOnce.delete(key);
      this.replies.set(key, made, weigh?.(made));
    } else {
      this.askedOnce.set(key, true);
    }
    return made;
  }
}

interface Kept {
  changes: number;
  sale: boolean;
  search: KeptReplies<SearchReplyJson>;
  suggestions: KeptReplies<SuggestionsReply>;
}
const kept = new WeakMap<SearchIndex, Kept>();

/**
 * Replies kept for the searches and suggestions asked again (decision 025): the same text, filters,
 * sort and page on an unchanged index during the same sale state give the same reply, so it is sent
 * again rather than ranked and joined again. Exact, not a time-to-live guess: any notified change to the
 * index (a product upserted, brands and categories set) or the sale starting or ending drops every
 * reply of that index; a rebuilt index starts with none. A search never asked before costs what it
 * did (the bench's "every request new").
 */
export function keptReplies(index: SearchIndex, sale: boolean): Pick<Kept, 'search' | 'suggestions'> {
  let entry = kept.get(index);
  if (!entry || entry.changes !== index.changes || entry.sale !== sale) {
    entry = {
      changes: index.changes,
      sale,
      search: new KeptReplies({ entries: KEPT_REPLIES, weight: KEPT_REPLY_CHARS }),
      suggestions: new KeptReplies(KEPT_REPLIES),
    };
    kept.set(index, entry);
  }
  return entry;
}
