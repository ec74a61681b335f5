import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('forgets a value after its time to live', () => {
    let now = 1000;
    const cache = new TtlCache<number>(50, 10, () => now);
    cache.set('a', 1);
    expect(cache.get('a')).toBe(1);
    now += 50;
    expect(cache.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry when full', () => {
    const cache = new TtlCache<number>(1000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('drops expired entries when a new one is stored, not only when their key is asked for again', () => {
    let now = 1000;
    const cache = new TtlCache<number>(50, 10, () => now);
    cache.set('a', 1);
    cache.set('b', 2);
    now += 30;
    cache.set('c', 3);
    now += 30;
    cache.set('d', 4);
    expect(cache.size).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('loads once and serves the stored value after', async () => {
    const cache = new TtlCache<number>(1000, 10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('never stores with a zero time to live', async () => {
    const cache = new TtlCache<number>(0, 10);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads);
    await cache.getOrLoad('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});
