import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import type { SoakClient } from './client';

export const SHOPPER_PASSWORD = 'Soak#Masala2026';

export interface ShopData {
  categories: string[];
  brands: string[];
  productSlugs: string[];
  /** Products a checkout fills its cart with: no sizes, $6–$25, stock plenty. */
  everyday: { id: string; priceCents: number }[];
  /** A few products with little stock that many checkouts want: they sell out during the soak. */
  hot: { id: string }[];
  /** Words of product names, for search queries nobody has typed before. */
  words: string[];
}

/**
 * Readies the freshly seeded demo shop: plenty of stock everywhere except five "hot" products with
 * 150 units each (so the stock check meets real contention and sell-outs), and the lists browsing
 * and checkouts draw from.
 */
export async function prepareShop(db: pg.Client): Promise<ShopData> {
  await db.query('update products set stock_quantity = 1000000');
  await db.query('update product_variants set stock_quantity = 1000000');
  const { rows: plain } = await db.query<{ id: string; price: number }>(
    `select p.id, p.price_cents as price from products p
      where p.is_active and not p.is_weight_based and p.price_cents between 600 and 2500
        and not exists (select 1 from product_variants v where v.product_id = p.id)
      order by p.slug`,
  );
  const hot = plain.filter((_, i) => i % 37 === 0).slice(0, 5);
  await db.query('update products set stock_quantity = 150 where id = any($1::uuid[])', [hot.map((p) => p.id)]);
  const hotIds = new Set(hot.map((p) => p.id));
  const list = async (sql: string) => (await db.query<{ v: string }>(sql)).rows.map((r) => r.v);
  const names = await list('select name as v from products where is_active');
  const words = [...new Set(names.flatMap((n) => n.toLowerCase().split(/[^a-z]+/)).filter((w) => w.length >= 4))];
  return {
    categories: await list('select slug as v from categories where is_active'),
    brands: await list('select slug as v from brands'),
    productSlugs: await list('select slug as v from products where is_active'),
    everyday: plain.filter((p) => !hotIds.has(p.id)).map((p) => ({ id: p.id, priceCents: p.price })),
    hot: hot.map((p) => ({ id: p.id })),
    words,
  };
}

export interface Shopper {
  email: string;
  cookie: string;
}

/** Verified shoppers written straight into the database, each then signed in through the proxy. */
export async function createShoppers(db: pg.Client, client: SoakClient, count: number): Promise<Shopper[]> {
  const hash = await hashPassword(SHOPPER_PASSWORD);
  const emails = Array.from({ length: count }, (_, i) => `soak.shopper.${i + 1}@example.test`);
  for (const email of emails) {
    const { rows } = await db.query<{ id: string }>(
      `insert into users (name, email, email_verified) values ('Soak Shopper', $1, true) returning id`,
      [email],
    );
    const id = rows[0]!.id;
    await db.query(
      `insert into accounts (user_id, account_id, provider_id, password) values ($1::uuid, $1::text, 'credential', $2)`,
      [id, hash],
    );
    await db.query(`insert into profiles (user_id, email, full_name) values ($1, $2, 'Soak Shopper')`, [id, email]);
  }
  const shoppers: Shopper[] = [];
  // Four at a time: sign-in hashes the password (scrypt), which is the slow part.
  for (let i = 0; i < emails.length; i += 4) {
    const batch = await Promise.all(
      emails.slice(i, i + 4).map(async (email) => {
        const answer = await client.call('sign-in', 'POST', '/api/auth/sign-in/email', {
          body: { email, password: SHOPPER_PASSWORD, rememberMe: true },
        });
        if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.body}`);
        const cookie = answer.setCookie.map((c) => c.split(';', 1)[0]).join('; ');
        return { email, cookie };
      }),
    );
    shoppers.push(...batch);
  }
  return shoppers;
}
