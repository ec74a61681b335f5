import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type LiveNotice, NOTICE_KINDS, type NoticeKind } from '../../../shared/notices';
import { createNoticeQueue, MAX_WAITING_NOTICES } from './notice-queue';

const notice = (kind: NoticeKind, id: string = kind): LiveNotice =>
  kind === 'new_category'
    ? { kind, categoryId: id, name: `Category ${id}`, slug: id, more: 0 }
    : kind === 'price_drop'
      ? { kind, productId: id, name: `Product ${id}`, slug: id, wasCents: 1000, nowCents: 900, more: 0 }
      : { kind, productId: id, name: `Product ${id}`, slug: id, more: 0 };

/** A queue whose toasts close on their own after their duration, as sonner's do when nobody hovers. */
function setup({ autoClose = true } = {}) {
  const shown: { at: number; notice: LiveNotice; duration: number; close: () => void }[] = [];
  const queue = createNoticeQueue((n, duration, closed) => {
    shown.push({ at: Date.now(), notice: n, duration, close: closed });
    if (autoClose) setTimeout(closed, duration);
  });
  return { queue, shown, names: () => shown.map((s) => s.notice.name) };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('the live notice queue', () => {
  it('shows each kind for the spec duration: price drop 8 s, back in stock 6 s, featured 4 s, new arrival 5 s, new category 4 s', () => {
    const { queue, shown } = setup();
    for (const kind of NOTICE_KINDS) {
      queue.push(notice(kind));
      vi.advanceTimersByTime(10_000);
    }
    expect(Object.fromEntries(shown.map((s) => [s.notice.kind, s.duration]))).toEqual({
      price_drop: 8_000,
      back_in_stock: 6_000,
      featured: 4_000,
      new_arrival: 5_000,
      new_category: 4_000,
    });
  });

  it('shows the first notice at once and the next no sooner than 10 s later', () => {
    const { queue, shown } = setup();
    queue.push(notice('featured', 'a'));
    queue.push(notice('featured', 'b'));
    expect(shown.map((s) => s.at)).toEqual([0]);
    vi.advanceTimersByTime(4_000); // the first closed after its 4 s
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(5_999);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown.map((s) => s.at)).toEqual([0, 10_000]);
  });

  it('never shows two at once: a toast held open (hovered) delays the next until it closes', () => {
    const { queue, shown } = setup({ autoClose: false });
    queue.push(notice('price_drop', 'a'));
    queue.push(notice('new_arrival', 'b'));
    vi.advanceTimersByTime(25_000);
    expect(shown).toHaveLength(1);
    shown[0]!.close();
    expect(shown.map((s) => s.at)).toEqual([0, 25_000]);
    shown[0]!.close(); // closing twice changes nothing
    expect(shown).toHaveLength(2);
  });

  it("puts the shopper's own lists first, replaces a waiting notice of the same subject, and keeps at most 5 waiting", () => {
    const { queue, names } = setup();
    queue.push(notice('new_category', 'first')); // shown at once
    queue.push(notice('new_arrival', 'n1'));
    queue.push(notice('featured', 'f1'));
    queue.push(notice('back_in_stock', 'b1'));
    queue.push({ ...(notice('price_drop', 'p1') as Extract<LiveNotice, { kind: 'price_drop' }>), nowCents: 950 });
    queue.push(notice('price_drop', 'p1')); // the newer price replaces the waiting one
    queue.push(notice('new_category', 'c1'));
    queue.push(notice('new_category', 'c2')); // a sixth: the least important one goes
    vi.advanceTimersByTime(10_000 * (MAX_WAITING_NOTICES + 2));
    expect(names()).toEqual(['Category first', 'Product p1', 'Product b1', 'Product n1', 'Product f1', 'Category c1']);
  });

  it('shows nothing more once cleared (signed out)', () => {
    const { queue, shown } = setup();
    queue.push(notice('featured', 'a'));
    queue.push(notice('featured', 'b'));
    queue.clear();
    vi.advanceTimersByTime(60_000);
    expect(shown).toHaveLength(1);
  });
});
