import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
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

export const BENCH_PASSWORD = 'Bench#Order2026';
type Query = Database['query'];

/** Shoppers written straight into the tables with one password hash (each signs in through the API). */
export async function insertShoppers(query: Query, emails: string[]): Promise<string[]> {
  const hash = await hashPassword(BENCH_PASSWORD);
  const ids: string[] = [];
  for (const email of emails) {
    const [user] = await query<{ id: string }>(
      `insert into users (name, email, email_verified) values ('Bench Shopper', $1, true) returning id`,
      [email],
    );
    await query(
      `insert into accounts (user_id, account_id, provider_id, password) values ($1::uuid, $1::text, 'credential', $2)`,
      [user!.id, hash],
    );
    ids.push(user!.id);
  }
  return ids;
}

export interface CartLine {
  id: string;
  variant_id: string | null;
  quantity: number;
}

export const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

/** Distinct random products, 1 to `maxQuantity` units each, until the cart reaches $60 (over the minimum). */
export function spreadCart(catalog: CartChoice[], maxQuantity: number): CartLine[] {
  const lines: CartLine[] = [];
  let subtotal = 0;
  while (subtotal < 6000) {
    const product = pick(catalog);
    if (lines.some((l) => l.id === product.id)) continue;
    const quantity = 1 + Math.floor(Math.random() * maxQuantity);
    lines.push({ id: product.id, variant_id: product.variant_id, quantity });
    subtotal += product.price * quantity;
  }
  return lines;
}

/** The shopper's cart, filled by one insert (the benchmarks measure placing orders, not the cart API). */
export async function fillCart(query: Query, userId: string, lines: CartLine[]) {
  await query(
    `insert into cart_items (user_id, product_id, variant_id, quantity)
     select $1, u.p, u.v, u.q from unnest($2::uuid[], $3::uuid[], $4::numeric[]) as u(p, v, q)`,
    [userId, lines.map((l) => l.id), lines.map((l) => l.variant_id), lines.map((l) => l.quantity)],
  );
}

/** A cash-on-delivery order to a DFW address in a random open window, 10% tip. */
export function orderBody(slots: readonly unknown[]) {
  return {
    idempotencyKey: randomUUID(),
    contact: { fullName: 'Bench Shopper', email: 'bench@example.test', phone: '(972) 555-0100' },
    delivery: {
      address: { street: '1 Main St', city: 'Irving', state: 'TX', zipCode: '75038' },
      slot: pick(slots),
      express: false,
    },
    payment: { method: 'cod', tip: { percent: 10 } },
  };
}
