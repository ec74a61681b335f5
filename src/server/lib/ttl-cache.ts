/**
 * A small in-process cache with a time-to-live and a size cap (oldest entry evicted first).
 * Used for values that may be a few seconds stale without harm, such as result counts and the
 * category list; each server instance keeps its own.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    const now = this.now();
    this.entries.delete(key);
    this.dropExpired(now);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: now + this.ttlMs });
  }

  /**
   * Every entry lives ttlMs and a set moves its key to the end, so the map is in expiry order: expired
   * entries are dropped from the front instead of staying until the size cap pushes them out.
   */
  private dropExpired(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.expires > now) return;
      this.entries.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  /** Returns the cached value or loads, stores and returns a fresh one. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const value = await load();
    if (this.ttlMs > 0) this.set(key, value);
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
