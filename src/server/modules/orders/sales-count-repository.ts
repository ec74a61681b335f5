import type { Database } from '../../db/client';
import type { StockLine } from './stock-repository';
import { type Executor, inTransaction } from '../../db/executor';

/**
 * products.sales_count (the popularity order) is not written by the orders themselves. An order adds a
 * row to sales_count_changes in its own statement (place-order-repository.ts), a cancellation takes
 * its lines back the same way, and the scheduler folds the rows into sales_count once a minute. So an
 * order's stock updates touch no indexed column and stay HOT (docs/decisions/008); the price is that
 * the popularity order lags sales by up to a minute.
 */
export const salesCountRepository = {
  /** A cancelled order's lines come off the count: one per line, as placing it added. */
  async takeBack(tx: Executor, lines: StockLine[]) {
    const perProduct = new Map<string, number>();
    for (const l of lines) perProduct.set(l.productId, (perProduct.get(l.productId) ?? 0) - 1);
    if (!perProduct.size) return;
    await tx.query('insert into sales_count_changes (product_ids, lines) values ($1::uuid[], $2::int[])', [
      [...perProduct.keys()],
      [...perProduct.values()],
    ]);
  },

  /**
   * Adds the changes written so far to sales_count and deletes them, in one transaction: with several
   * instances each change is counted once (a second fold waits for the rows the first deletes, then
   * skips them). Returns how many products changed.
   */
  async fold(database: Database): Promise<number> {
    return inTransaction(database, async (tx) => {
      const sums = await tx.query<{ id: string; n: number }>(
        `with taken as (delete from sales_count_changes returning product_ids, lines)
         select u.id, sum(u.n)::int as n from taken, unnest(taken.product_ids, taken.lines) as u(id, n)
         group by u.id having sum(u.n) <> 0`,
      );
      if (!sums.length) return 0;
      const ids = sums.map((s) => s.id);
      // Locked in id order first, as orders lock products, so a fold and an order cannot deadlock.
      await tx.query('select 1 from products where id = any($1::uuid[]) order by id for no key update', [ids]);
      await tx.query(
        `update products p set sales_count = greatest(0, p.sales_count + u.n)
         from unnest($1::uuid[], $2::int[]) as u(id, n) where p.id = u.id`,
        [ids, sums.map((s) => s.n)],
      );
      return sums.length;
    });
  },
};
