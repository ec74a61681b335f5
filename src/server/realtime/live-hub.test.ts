import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../shared/cart';
import { type LiveClient, LiveHub, MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER } from './live-hub';

function fakeClient(userId: string, sessionId = `${userId}-session`) {
  const sent: [LiveEvent, unknown][] = [];
  const client: LiveClient & { sent: typeof sent; closed: boolean } = {
    userId,
    sessionId,
    sent,
    closed: false,
    send: (event, data) => void sent.push([event, data]),
    close: () => void (client.closed = true),
  };
  return client;
}

afterEach(() => vi.useRealTimers());

describe('LiveHub', () => {
  it('sends a heartbeat to every stream every 25 s, and stops when the last stream goes', () => {
    vi.useFakeTimers();
    const hub = new LiveHub();
    const a = fakeClient('u1');
    const b = fakeClient('u2');
    expect(hub.add(a)).toBe(true);
    hub.add(b);
    vi.advanceTimersByTime(24_999);
    expect(a.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.sent).toEqual([['heartbeat', {}]]);
    expect(b.sent).toEqual([['heartbeat', {}]]);
    hub.remove(a);
    expect(hub.remove(b)).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(b.sent).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('reaches only the named shopper', () => {
    const hub = new LiveHub();
    const tabs = [fakeClient('u1'), fakeClient('u1')];
    const other = fakeClient('u2');
    tabs.forEach((t) => hub.add(t));
    hub.add(other);
    hub.send('u1', 'cart', { reason: 'items' });
    expect(tabs[1]!.sent).toEqual([['cart', { reason: 'items' }]]);
    expect(tabs[0]!.sent).toEqual([['cart', { reason: 'items' }]]);
    expect(other.sent).toEqual([]);
    hub.closeAll();
    expect(other.closed).toBe(true);
    expect(hub.size).toBe(0);
  });

  it('is full at 6 streams of one session or 10 of one shopper, and never closes one to make room', () => {
    const hub = new LiveHub();
    const tabs = Array.from({ length: MAX_STREAMS_PER_SESSION }, () => fakeClient('u1', 'laptop'));
    tabs.forEach((t) => hub.add(t));
    expect(hub.full('u1', 'laptop')).toBe('session');
    expect(hub.full('u1', 'phone')).toBeNull();
    expect(hub.full('u2', 'other')).toBeNull();
    for (let i = MAX_STREAMS_PER_SESSION; i < MAX_STREAMS_PER_USER; i++) hub.add(fakeClient('u1', `device-${i}`));
    expect(hub.full('u1', 'phone')).toBe('user');
    expect(tabs.some((t) => t.closed)).toBe(false);
    hub.closeAll();
  });
});
