import { type LiveNotice, NOTICE_DURATION_MS, NOTICE_KINDS, NOTICE_THROTTLE_MS } from '../../../shared/notices';

/** Shows one notice; calls `closed` once it is gone (timed out, dismissed or followed). */
export type ShowNotice = (notice: LiveNotice, durationMs: number, closed: () => void) => void;

/** Notices waiting past this many drop the least important: a burst is news, not a backlog. */
export const MAX_WAITING_NOTICES = 5;
/** If a toast never says it closed (its code failed to load), the queue moves on after this. */
const CLOSE_FALLBACK_MS = 120_000;

/** The shopper's own lists first (wishlist and cart), then news for everyone, in NOTICE_KINDS order. */
const rank = (notice: LiveNotice) => NOTICE_KINDS.indexOf(notice.kind);
const subject = (notice: LiveNotice) =>
  `${notice.kind}:${notice.kind === 'new_category' ? notice.categoryId : notice.productId}`;

/**
 * Spec section 9: one toast at a time and at most one per 10 s, each for its kind's duration. A notice
 * waits until the previous one has closed (a hovered toast stays longer) and 10 s have passed since it
 * was shown; a newer notice of the same subject replaces a waiting one (the latest price wins).
 */
export function createNoticeQueue(show: ShowNotice, now: () => number = () => Date.now()) {
  const waiting: LiveNotice[] = [];
  let lastShownAt = -Infinity;
  let showing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function pump() {
    clearTimeout(timer);
    timer = undefined;
    if (showing || waiting.length === 0) return;
    const wait = lastShownAt + NOTICE_THROTTLE_MS - now();
    if (wait > 0) {
      timer = setTimeout(pump, wait);
      return;
    }
    const notice = waiting.shift()!;
    showing = true;
    lastShownAt = now();
    let done = false;
    const closed = () => {
      if (done) return;
      done = true;
      clearTimeout(fallback);
      showing = false;
      pump();
    };
    const fallback = setTimeout(closed, CLOSE_FALLBACK_MS);
    show(notice, NOTICE_DURATION_MS[notice.kind], closed);
  }

  return {
    push(notice: LiveNotice) {
      const same = waiting.findIndex((w) => subject(w) === subject(notice));
      if (same >= 0) waiting.splice(same, 1);
      waiting.push(notice);
      waiting.sort((a, b) => rank(a) - rank(b)); // stable: same kind keeps arrival order
      if (waiting.length > MAX_WAITING_NOTICES) waiting.pop();
      pump();
    },
    /** The shopper signed out: nothing more is shown. */
    clear() {
      waiting.length = 0;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
