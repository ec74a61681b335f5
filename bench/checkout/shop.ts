import type { Database } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { generateDemoCatalog } from '../../src/server/db/seed/demo-catalog';
import { insertCatalog } from '../../src/server/db/seed/seed-catalog';

/** A product as the benchmarks put it in a cart: at its first size, if it has sizes. */
export interface CartChoice {
  id: string;
  variant_id: string | null;
  price: number;
}

/**
 * The checkout benchmarks' shop on a fresh database: 1,000 generated products with plenty of stock,
 * one of them the hot product (no sizes, $59.99 so one unit makes the minimum order, a million units).
 */
export async function stockedShop(database: Database): Promise<{ catalog: CartChoice[]; hot: { id: string } }> {
  await runMigrations(database);
  await insertCatalog(database.db, generateDemoCatalog({ productCount: 1000 }));
  // Plenty of stock everywhere (variants first, then each product as the sum of its variants).
  await database.query('update product_variants set stock_quantity = 100000');
  await database.query(
    `update products p set stock_quantity = coalesce((select sum(v.stock_quantity) from product_variants v where v.product_id = p.id), 100000)`,
  );
  const [hot] = await database.query<{ id: string }>(
    `update products set price_cents = 5999, stock_quantity = 1000000 where id = (
       select id from products p where is_active and not exists (select 1 from product_variants v where v.product_id = p.id) limit 1)
     returning id`,
  );
  const catalog = await database.query<CartChoice>(
    `select p.id, v.id as variant_id, coalesce(v.price_cents, p.price_cents) as price from products p
     left join lateral (select id, price_cents from product_variants where product_id = p.id order by sort_order limit 1) v on true
     where p.is_active and p.price_cents > 0`,
  );
  return { catalog, hot: hot! };
}
