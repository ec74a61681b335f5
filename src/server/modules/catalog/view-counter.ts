import type { Database } from '../../db/client';
import { addViews } from './catalog-repository';

/**
 * Product views are counted in memory and added to the database every few seconds in one statement.
 * Writing on every page view would make each product page a write transaction (and hot products a
 * lock queue); a few seconds' delay in a popularity counter costs nothing. Counts are additive, so
 * several server instances flushing their own buffers stay correct.
 */
export class ViewCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly flushEveryMs = 5_000,
  ) {}

  record(productId: string): void {
    this.pending.set(productId, (this.pending.get(productId) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), this.flushEveryMs).unref();
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending.size) return;
    const batch = this.pending;
    this.pending = new Map();
    await addViews(this.database, [...batch.keys()], [...batch.values()]);
  }
}
