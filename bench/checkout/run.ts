/**
 * Checkout benchmark: orders per second on PostgreSQL with 50 shoppers ordering at once, (1) spread
 * over 1,000 products and (2) all buying one hot product, then a check that no unit was oversold.
 * Each shopper's cart is filled by one SQL insert from this process before each order, so the number
 * measures placing orders (POST /api/checkout/orders: session, cart read, pricing, one transaction
 * with the stock decrement, payment record, email outbox row), not the cart API.
 * Runs the bundled server (builds it first). Run: npx tsx bench/checkout/run.ts [--seconds 15]
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openSlots } from '../../src/shared/delivery-slots';
import { openPostgres } from '../../src/server/db/client';
import { recreateDatabase, startProcess, waitForHttp } from '../lib';
import { BENCH_PASSWORD, type CartLine, fillCart, insertShoppers, orderBody, spreadCart, stockedShop } from './shop';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '15' }, shoppers: { type: 'string', default: '50' } },
});
const seconds = Number(values.seconds);
const shopperCount = Number(values.shoppers);
const PORT = 3910;
const api = `http://127.0.0.1:${PORT}`;

spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
const url = await recreateDatabase('bench_checkout');
const database = await openPostgres(url);
const { catalog, hot } = await stockedShop(database);

const AUTH_SECRET = randomBytes(32).toString('base64url');
const server = startProcess(['dist/server/main.js'], {
  DATABASE_URL: url,
  DEMO_DATA: 'false',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AUTH_SECRET,
  AUTH_RATE_LIMIT_MAX: '100000',
  DELIVERY_SLOT_CAPACITY: '1000000',
  JOBS: 'off',
  PUBLIC_URL: api,
});
process.on('exit', () => server.kill('SIGTERM'));
await waitForHttp(`${api}/readyz`);

// Shoppers: written directly with one password hash, each signed in through the API for a session.
const emails = Array.from({ length: shopperCount }, (_, i) => `bench.${i}@example.test`);
const ids = await insertShoppers(database.query, emails);
const shoppers: { id: string; cookie: string }[] = [];
for (const [i, email] of emails.entries()) {
  const response = await fetch(`${api}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: api },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, rememberMe: true }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  shoppers.push({ id: ids[i]!, cookie });
}

const pool = new pg.Pool({ connectionString: url, max: 8 });
const poolQuery: typeof database.query = async (text, params) => (await pool.query(text, params)).rows;
const slots = openSlots();

/** CPU time (user + system) the server process has used so far, in ms, from /proc. */
function serverCpuMs(): number {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

async function run(name: string, cart: () => CartLine[], duration = seconds) {
  const cpuBefore = serverCpuMs();
  let ok = 0;
  let failed = 0;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const deadline = performance.now() + duration * 1000;
  const started = performance.now();
  await Promise.all(
    shoppers.map(async (shopper) => {
      while (performance.now() < deadline) {
        await fillCart(poolQuery, shopper.id, cart());
        const t0 = performance.now();
        const response = await fetch(`${api}/api/checkout/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: shopper.cookie, origin: api },
          body: JSON.stringify(orderBody(slots)),
        });
        await response.arrayBuffer();
        times.push(performance.now() - t0);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 201) ok++;
        else {
          failed++;
          await pool.query('delete from cart_items where user_id = $1', [shopper.id]);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]! * 10) / 10;
  const cpuPerOrder = Math.round(((serverCpuMs() - cpuBefore) / Math.max(1, ok + failed)) * 10) / 10;
  return {
    name,
    cpuPerOrder,
    perSecond: Math.round(ok / elapsed),
    ok,
    failed,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    statuses: [...statuses].map(([s, n]) => `${s}×${n}`).join(' '),
  };
}

// Warm up (JIT, pools), then measure.
const spreadOrder = () => spreadCart(catalog, 3);
await run('warm-up', spreadOrder, 3);
const spread = await run(`spread over ${catalog.length.toLocaleString('en-US')} products`, spreadOrder);
const hotBefore = (await pool.query('select stock_quantity::float8 as s from products where id = $1', [hot.id])).rows[0]
  .s as number;
const hotOrdersBefore = (
  await pool.query('select coalesce(sum(quantity), 0)::float8 as s from order_items where product_id = $1', [hot.id])
).rows[0].s as number;
const hotRun = await run('one hot product (every order takes a unit of it)', () => [
  { id: hot.id, variant_id: null, quantity: 1 },
]);

// Oversell check: for every product, units in orders = stock taken; nothing below zero.
const [books] = (
  await pool.query(`select
     (select count(*)::int from products where stock_quantity < 0) + (select count(*)::int from product_variants where stock_quantity < 0) as negative,
     (select count(*)::int from orders o where not exists (select 1 from order_items i where i.order_id = o.id)) as empty_orders,
     (select count(*)::int from orders) as orders`)
).rows;
const hotAfter = (await pool.query('select stock_quantity::float8 as s from products where id = $1', [hot.id])).rows[0]
  .s as number;
const hotSold = (
  await pool.query('select coalesce(sum(quantity), 0)::float8 as s from order_items where product_id = $1', [hot.id])
).rows[0].s as number;
const hotBalanced = hotBefore - hotAfter === hotSold - hotOrdersBefore;

server.kill('SIGTERM');
await pool.end();
await database.close();

const rows = [spread, hotRun].map(
  (r) =>
    `| ${r.name} | **${r.perSecond}** | ${r.ok} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.cpuPerOrder} | ${r.statuses} |`,
);
console.log(`## Checkout

Orders per second on PostgreSQL 15 with ${shopperCount} shoppers ordering at once for ${seconds} s each, against the bundled
server (\`NODE_ENV=production\`, one process, pool of 10 connections), cash on delivery, 10% tip, random delivery
windows. Before each order the shopper's cart gets 1–3 units of random products (≥ $60) or one unit of the hot
product, by one SQL insert from the benchmark. \`npx tsx bench/checkout/run.ts\` (or \`npm run bench checkout\`).

| scenario | orders/s | orders | p50 ms | p95 ms | p99 ms | server CPU ms/order | answers |
|---|---|---|---|---|---|---|---|
${rows.join('\n')}

- Oversell check after both runs: ${books.negative} products or variants below zero, ${books.empty_orders} orders without lines
  among ${books.orders.toLocaleString('en-US')} orders; hot product stock taken ${hotBefore - hotAfter} = units in its orders ${hotSold - hotOrdersBefore}: **${hotBalanced && books.negative === 0 ? 'zero oversell' : 'MISMATCH'}**.
- The same machine runs the benchmark client, the server and PostgreSQL (2 cores); load average at the end of the
  run: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ')}.
`);
process.exit(0);
