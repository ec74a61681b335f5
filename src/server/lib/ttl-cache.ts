/**
 * How many entries a cache may hold, and optionally how much they may weigh together: each `set` gives its
 * entry a weight in the cache's own unit (the characters of a page, the products of a list), so a cache of
 * large values is bounded by their size and not only by their count.
 */
export type CacheCap = number | { entries: number; weight: number };

/**
 * A small in-process cache with a time-to-live and a size cap (oldest entry evicted first).
 * Used for values that may be a few seconds stale without harm, such as result counts and the
 * category list; each server instance keeps its own.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; weight: number }>();
  private readonly maxEntries: number;
  private readonly maxWeight: number;
  private weight = 0;

  constructor(
    private readonly ttlMs: number,
    cap: CacheCap,
    private readonly now: () => number = Date.now,
  ) {
    this.maxEntries = typeof cap === 'number' ? cap : cap.entries;
    this.maxWeight = typeof cap === 'number' ? Infinity : cap.weight;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores value for ttlMs from now; oldest entries go first while the count or the total weight is over. */
  set(key: string, value: V, weight = 0): void {
    const now = this.now();
    this.delete(key);
    this.dropExpired(now);
    // One value heavier than the whole cap is not kept, rather than emptying the cache for it.
    if (weight > this.maxWeight) return;
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.weight + weight > this.maxWeight)) {
      this.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, expires: now + this.ttlMs, weight });
    this.weight += weight;
  }

  /**
   * Every entry lives ttlMs and a set moves its key to the end, so the map is in expiry order: expired
   * entries are dropped from the front instead of staying until the size cap pushes them out.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Returns the cached value or loads, stores (weighed by `weigh`) and returns a fresh one. */
  async getOrLoad(key: string, load: () => Promise<V>, weigh?: (value: V) => number): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    if (this.ttlMs > 0) this.set(key, value, weigh?.(value));
    return value;
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }
}
