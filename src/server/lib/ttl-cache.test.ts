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

  it('evicts the oldest entries while their total weight is over the cap', () => {
    const cache = new TtlCache<string>(1000, { entries: 10, weight: 100 });
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    cache.set('c', 'C', 30);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('B');
    expect(cache.get('c')).toBe('C');
    // Storing a key again replaces its weight instead of adding to it.
    cache.set('c', 'C2', 60);
    expect(cache.size).toBe(2);
    cache.set('d', 'D', 1);
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('c'), cache.get('d')]).toEqual(['C2', 'D']);
  });

  it('keeps nothing heavier than the whole cap and leaves the other entries', async () => {
    const cache = new TtlCache<number[]>(1000, { entries: 10, weight: 5 });
    cache.set('small', [1], 1);
    expect(
      await cache.getOrLoad(
        'big',
        async () => [1, 2, 3, 4, 5, 6],
        (list) => list.length,
      ),
    ).toHaveLength(6);
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('small')).toEqual([1]);
  });

  it('frees the weight of expired and deleted entries', () => {
    let now = 1000;
    const cache = new TtlCache<string>(50, { entries: 10, weight: 10 }, () => now);
    cache.set('a', 'A', 6);
    now += 50;
    cache.set('b', 'B', 6);
    cache.delete('b');
    cache.set('c', 'C', 10);
    cache.set('d', 'D', 0);
    expect([cache.get('c'), cache.get('d')]).toEqual(['C', 'D']);
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
