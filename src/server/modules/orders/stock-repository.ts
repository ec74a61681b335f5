import type { Executor } from '../../db/executor';

export interface StockLine {
  productId: string;
  variantId: string | null;
  quantity: number;
}

export interface LockedStock {
  products: Map<string, { stock: number; isActive: boolean }>;
  variants: Map<string, number>;
}

/**
 * Stock moves for orders. A product with variants keeps the sum of its variants' stock in its own
 * stock_quantity, so every move changes the variant and its product together.
 *
 * Locks are taken products first, then variants, each in id order, by every writer here: two orders
 * sharing products wait for each other instead of deadlocking. They are NO KEY UPDATE locks (what an
 * UPDATE of stock takes anyway), which do not conflict with the KEY SHARE locks that inserting order
 * lines takes through their foreign keys; FOR UPDATE would, and two orders would deadlock on it.
 */
export const stockRepository = {
  async lock(tx: Executor, lines: StockLine[]): Promise<LockedStock> {
    const productIds = [...new Set(lines.map((l) => l.productId))];
    const variantIds = [...new Set(lines.flatMap((l) => (l.variantId ? [l.variantId] : [])))];
    const rows = await tx.query<{ kind: 'p' | 'v'; id: string; stock: number; isActive: boolean }>(
      `with p as (select id, stock_quantity, is_active from products where id = any($1::uuid[]) order by id for no key update),
            v as (select id, stock_quantity from product_variants where id = any($2::uuid[]) order by id for no key update)
       select 'p' as kind, id, stock_quantity::float8 as stock, is_active as "isActive" from p
       union all select 'v', id, stock_quantity::float8, true from v`,
      [productIds, variantIds],
    );
    const locked: LockedStock = { products: new Map(), variants: new Map() };
    for (const row of rows) {
      if (row.kind === 'p') locked.products.set(row.id, { stock: row.stock, isActive: row.isActive });
      else locked.variants.set(row.id, row.stock);
    }
    return locked;
  },

  /**
   * Puts each line's quantity back into its variant and product (an order cancelled or released).
   * Taking stock is the order statement's own guarded update (place-order-repository.ts).
   */
  async putBack(tx: Executor, lines: StockLine[]) {
    const variantLines = lines.filter((l) => l.variantId);
    await tx.query(
      `with vu as (
         update product_variants v set stock_quantity = v.stock_quantity + u.q, updated_at = now()
         from (select id, sum(q) as q from unnest($1::uuid[], $2::numeric[]) as x(id, q) group by id) u
         where v.id = u.id returning 1),
       pu as (
         update products p set stock_quantity = p.stock_quantity + u.q, updated_at = now()
         from (select id, sum(q) as q from unnest($3::uuid[], $4::numeric[]) as x(id, q) group by id) u
         where p.id = u.id returning 1)
       select (select count(*) from vu)::int as variants, (select count(*) from pu)::int as products`,
      [
        variantLines.map((l) => l.variantId),
        variantLines.map((l) => l.quantity),
        lines.map((l) => l.productId),
        lines.map((l) => l.quantity),
      ],
    );
  },

  /** The lines of an order whose units are still held, for returning them. */
  async orderLines(tx: Executor, orderId: string): Promise<StockLine[]> {
    return tx.query<StockLine>(
      `select product_id as "productId", variant_id as "variantId", quantity::float8 as quantity from order_items
       where order_id = $1 and product_id is not null`,
      [orderId],
    );
  },
};
