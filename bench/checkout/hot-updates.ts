/**
 * How many of an order burst's stock updates PostgreSQL made HOT (heap-only: no index entries written),
 * from pg_stat_user_tables. Deterministic enough to compare two versions without a quiet machine: it
 * counts work, not time. The catalog and stock are set up as bench/checkout/run.ts does; the orders
 * go through the real API in this process (app.inject), 25 shoppers at once, spread over 1,000 products
 * or, with --hot, each taking one unit of the same product.
 * Run: npx tsx bench/checkout/hot-updates.ts [--orders 1000] [--hot]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openSlots } from '../../src/shared/delivery-slots';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPostgres } from '../../src/server/db/client';
import { recreateDatabase } from '../lib';
import { BENCH_PASSWORD, fillCart, insertShoppers, orderBody, spreadCart, stockedShop } from './shop';

const { values } = parseArgs({
  options: { orders: { type: 'string', default: '1000' }, hot: { type: 'boolean', default: false } },
});
const orderCount = Number(values.orders);
const SHOPPERS = 25;

const url = await recreateDatabase('bench_hot_updates');
const setup = await openPostgres(url);
const { catalog, hot } = await stockedShop(setup);
await setup.query('vacuum analyze products, product_variants');
const shopperIds = await insertShoppers(
  setup.query,
  Array.from({ length: SHOPPERS }, (_, i) => `hot.${i}@example.test`),
);
await setup.close();

/** Updates so far on the two stock tables, read after every backend that wrote has flushed its counters. */
async function counters() {
  await new Promise((r) => setTimeout(r, 1500));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ relname: string; upd: number; hot: number }>(
    `select relname, n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables
     where relname in ('products', 'product_variants') order by relname`,
  );
  const [numbers] = (
    await client.query<{ orders: number; counted: number }>(
      `select (select count(*)::int from orders) as orders,
         (select count(*)::int from order_number_suffixes) as counted`,
    )
  ).rows;
  await client.end();
  return { tables: new Map(rows.map((r) => [r.relname, r])), numbers: numbers! };
}
const before = await counters();

const database = await openPostgres(url);
const config = loadConfig({
  NODE_ENV: 'production',
  JOBS: 'off',
  LOG_LEVEL: 'warn',
  DEMO_DATA: 'false',
  DELIVERY_SLOT_CAPACITY: '1000000',
  AUTH_RATE_LIMIT_MAX: '100000',
  AUTH_SECRET: 'hot-updates-bench-secret-0123456789abcdef',
  WEB_DIST_DIR: '/nonexistent-web-build',
});
const app = await buildApp({ config, database });
await app.ready();
const origin = 'http://localhost:3000';
const cookies: string[] = [];
for (let i = 0; i < SHOPPERS; i++) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email: `hot.${i}@example.test`, password: BENCH_PASSWORD, rememberMe: true },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  cookies.push(response.cookies.map((c) => `${c.name}=${c.value}`).join('; '));
}

const slots = openSlots();
// One unit of each product, as this count was first measured.
const cart = () => (values.hot ? [{ id: hot.id, variant_id: null, quantity: 1 }] : spreadCart(catalog, 1));
let placed = 0;
let failed = 0;
let next = 0;
await Promise.all(
  shopperIds.map(async (userId, i) => {
    while (next++ < orderCount) {
      await fillCart(database.query, userId, cart());
      const response = await app.inject({
        method: 'POST',
        url: '/api/checkout/orders',
        headers: { cookie: cookies[i]!, origin },
        payload: orderBody(slots),
      });
      if (response.statusCode === 201) placed++;
      else {
        failed++;
        await database.query('delete from cart_items where user_id = $1', [userId]);
      }
    }
  }),
);
await app.close();
await database.close();

const after = await counters();
console.log(`${placed} orders placed, ${failed} refused`);
// Numbers are taken in blocks of 50, so with no collision the counters end at most 49 past the orders.
console.log(`order numbers: ${after.numbers.orders} orders, suffixes claimed ${after.numbers.counted}`);
for (const table of ['products', 'product_variants']) {
  const upd = after.tables.get(table)!.upd - before.tables.get(table)!.upd;
  const hot = after.tables.get(table)!.hot - before.tables.get(table)!.hot;
  console.log(`${table}: ${upd} updates, ${hot} HOT (${upd ? Math.round((hot / upd) * 100) : 0}%)`);
}
process.exit(0);
