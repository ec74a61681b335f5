// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_KEYS } from '../../../lib/cart-queries';
import { ORDER_KEYS } from '../../../lib/order-queries';
import { WISHLIST_KEYS } from '../../../lib/wishlist-queries';
import { useCartLive } from './use-cart-live';

/** A stand-in EventSource the test drives: open streams, events, errors. */
class FakeEventSource {
  static all: FakeEventSource[] = [];
  listeners = new Map<string, (() => void)[]>();
  onerror: (() => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  emit(name: string, data?: string) {
    for (const listener of this.listeners.get(name) ?? []) (listener as (event: { data?: string }) => void)({ data });
  }
  close() {
    this.closed = true;
  }
}
const latest = () => FakeEventSource.all.at(-1)!;

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ on }) => useCartLive(on), { wrapper, initialProps: { on: true } });
  return { invalidate, hook, client };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.all = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useCartLive', () => {
  it('reloads the list each event names', () => {
    const { invalidate } = setup();
    expect(latest().url).toBe('/api/events');
    act(() => latest().emit('ready'));
    invalidate.mockClear();
    act(() => latest().emit('cart'));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: CART_KEYS.current });
    act(() => latest().emit('saved'));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: CART_KEYS.saved });
    act(() => latest().emit('drafts'));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: CART_KEYS.drafts });
    // A staff change or refund of one of the shopper's orders: /track-order and /account/orders reload.
    act(() => latest().emit('order'));
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: ORDER_KEYS.all });
  });

  it('reloads what the page read before its stream first opened: a change meanwhile sent it no event', () => {
    const { invalidate, client } = setup();
    // The order was read (Confirmed) while the stream was still opening; staff packed it before 'ready'.
    client.setQueryData(ORDER_KEYS.track('US-20260101-1234'), { status: 'confirmed' });
    client.setQueryData(CART_KEYS.current, { items: [] });
    expect(invalidate).not.toHaveBeenCalled();
    act(() => latest().emit('ready'));
    expect(client.getQueryState(ORDER_KEYS.track('US-20260101-1234'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(CART_KEYS.current)?.isInvalidated).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CART_KEYS.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: WISHLIST_KEYS.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ORDER_KEYS.all });
  });

  it('reconnects after 1, 2, 5 and then 10 s, and reloads everything once back', () => {
    const { invalidate } = setup();
    act(() => latest().emit('ready'));
    invalidate.mockClear();
    for (const delay of [1000, 2000, 5000, 10000, 10000]) {
      const before = FakeEventSource.all.length;
      act(() => latest().onerror!());
      expect(FakeEventSource.all.at(-1)!.closed).toBe(true);
      act(() => vi.advanceTimersByTime(delay - 1));
      expect(FakeEventSource.all.length).toBe(before);
      act(() => vi.advanceTimersByTime(1));
      expect(FakeEventSource.all.length).toBe(before + 1);
    }
    expect(invalidate).not.toHaveBeenCalled();
    act(() => latest().emit('ready'));
    // Everything the stream keeps current, since events may have been missed.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CART_KEYS.all });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ORDER_KEYS.all });
    // Back to 1 s after a successful open.
    act(() => latest().onerror!());
    const before = FakeEventSource.all.length;
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.all.length).toBe(before + 1);
  });

  it('treats a stream silent for 25 s + 10 s as lost, and closes it when turned off', () => {
    const { hook } = setup();
    act(() => latest().emit('ready'));
    act(() => vi.advanceTimersByTime(20_000));
    act(() => latest().emit('heartbeat'));
    act(() => vi.advanceTimersByTime(34_999));
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(FakeEventSource.all[0]!.closed).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(FakeEventSource.all).toHaveLength(2);
    hook.rerender({ on: false });
    expect(latest().closed).toBe(true);
  });

  it("hands a 'notice' event's data to onNotice, without reopening the stream when the callback changes", () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const first = vi.fn();
    const second = vi.fn();
    const hook = renderHook(({ onNotice }) => useCartLive(true, onNotice), {
      wrapper,
      initialProps: { onNotice: first },
    });
    act(() => latest().emit('ready'));
    act(() => latest().emit('notice', '{"kind":"featured","name":"Kaju Katli 500 g"}'));
    expect(first).toHaveBeenCalledWith({ kind: 'featured', name: 'Kaju Katli 500 g' });
    hook.rerender({ onNotice: second });
    expect(FakeEventSource.all).toHaveLength(1);
    act(() => latest().emit('notice', 'not json'));
    expect(second).toHaveBeenCalledWith(null);
  });
});
