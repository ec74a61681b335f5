/**
 * Cart benchmark on PostgreSQL: add-to-cart and cart read under autocannon at 50 connections, signed
 * in as 500 seeded shoppers (users and sessions written straight into the database, cookies signed
 * with the server's AUTH_SECRET), and the live channel's delay between two server processes.
 * Bundles the server itself (bench/.data/cart-server), so it needs no `npm run build`.
 * Prints a Markdown section for bench/README.md.
 *   Run: npx tsx bench/cart/run.ts [--seconds 10] [--connections 50] [--shoppers 500]
 */
import { type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import { openPostgres } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { generateDemoCatalog } from '../../src/server/db/seed/demo-catalog';
import { insertCatalog } from '../../src/server/db/seed/seed-catalog';
import { openEventStream } from '../../src/server/realtime/event-stream-client';
import { peakRssMb, recreateDatabase, startProcess, waitForHttp } from '../lib';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    shoppers: { type: 'string', default: '500' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const shopperCount = Number(values.shoppers);
const AUTH_SECRET = randomBytes(32).toString('base64url');
/** NODE_ENV=production: better-auth names the cookie with the __Secure- prefix. */
const COOKIE_NAME = '__Secure-shop.session_token';
const LINES_PER_CART = 8;

interface Shopper {
  id: string;
  cookie: string;
}

/** better-call's signed cookie: value.base64(HMAC-SHA256(secret, value)), URI-encoded. */
const sessionCookie = (token: string) =>
  `${COOKIE_NAME}=${encodeURIComponent(`${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`)}`;

async function seed(): Promise<{ url: string; shoppers: Shopper[]; productIds: string[] }> {
  const url = await recreateDatabase('bench_cart');
  const database = await openPostgres(url);
  await runMigrations(database);
  await insertCatalog(database.db, generateDemoCatalog());
  // Plenty of stock everywhere, so every add is a real upsert rather than a 409.
  await database.query('update products set stock_quantity = 100000');
  await database.query('update product_variants set stock_quantity = 100000');
  const productIds = (
    await database.query<{ id: string }>(
      `select id from products p where is_active and not is_weight_based
       and not exists (select 1 from product_variants v where v.product_id = p.id) order by id`,
    )
  ).map((r) => r.id);

  const users = await database.query<{ id: string }>(
    `insert into users (name, email, email_verified)
     select 'Bench Shopper ' || i, 'bench' || i || '@bench.test', true from generate_series(1, $1::int) i
     returning id`,
    [shopperCount],
  );
  await database.query(
    `insert into profiles (user_id, email, full_name) select id, email, name from users where email like '%@bench.test'`,
  );
  await database.query(
    `insert into addresses (user_id, street, city, state, zip_code, is_default)
     select id, '1200 Main St', 'Irving', 'TX', '75038', true from users where email like '%@bench.test'`,
  );
  const tokens = users.map(() => randomBytes(24).toString('base64url'));
  await database.query(
    `insert into sessions (token, user_id, expires_at)
     select t, u, now() + interval '30 days' from unnest($1::text[], $2::uuid[]) as s(t, u)`,
    [tokens, users.map((u) => u.id)],
  );
  // Every shopper starts with a cart of eight lines.
  await database.query(
    `insert into cart_items (user_id, product_id, quantity)
     select u.id, p.id, 1 + (abs(hashtext(u.id::text || p.id::text)) % 3)
     from users u cross join lateral (
       select id from products where is_active and not is_weight_based
       order by md5(u.id::text || id::text) limit $1) p
     where u.email like '%@bench.test'`,
    [LINES_PER_CART],
  );
  await database.close();
  return { url, shoppers: users.map((u, i) => ({ id: u.id, cookie: sessionCookie(tokens[i]!) })), productIds };
}

async function bundleServer(): Promise<string> {
  rmSync('bench/.data/cart-server', { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    outfile: 'bench/.data/cart-server/main.js',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', 'bench/.data/cart-server/migrations', { recursive: true });
  return 'bench/.data/cart-server/main.js';
}

/** CPU time (user + system) a process has used, in ms, from /proc (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Result {
  name: string;
  /** Server CPU per answered request: a cost that does not depend on how busy the machine is. */
  cpuMsPerRequest?: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** autocannon with one request shape per call: each request picks the next shopper (and product). */
async function load(
  name: string,
  origin: string,
  request: (i: number) => { method: 'GET' | 'POST'; path: string; cookie: string; body?: unknown },
  duration = seconds,
): Promise<Result> {
  let next = 0;
  const times: number[] = [];
  let instance!: autocannon.Instance;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: origin,
        connections,
        duration,
        requests: [
          {
            setupRequest: (req) => {
              const r = request(next++);
              return {
                ...req,
                method: r.method,
                path: r.path,
                // The shop refuses writes that do not come from its own origin (plugins/origin-check.ts).
                headers: { ...req.headers, cookie: r.cookie, 'content-type': 'application/json', origin },
                body: r.body === undefined ? undefined : JSON.stringify(r.body),
              };
            },
          },
        ],
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance.on('response', (_client, _status, _bytes, time) => times.push(time));
  const result = await finished;
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))] ?? 0) * 10) / 10;
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** A port nobody listens on (other benchmarks and servers share this machine). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const stop = async (server: ChildProcess) => {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
};

const { url, shoppers, productIds } = await seed();
const main = await bundleServer();
const env = (port: number) => ({
  DATABASE_URL: url,
  DEMO_DATA: 'false',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AUTH_SECRET,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  WEB_DIST_DIR: '/nonexistent-web-build',
});
const [portA, portB, portBare] = [await freePort(), await freePort(), await freePort()];
const a = startProcess([main], env(portA));
const b = startProcess([main], env(portB));
const bareServer = startProcess(['bench/bare-server.mjs'], { PORT: String(portBare) });
const bareOrigin = `http://127.0.0.1:${portBare}`;
const origin = `http://127.0.0.1:${portA}`;
const originB = `http://127.0.0.1:${portB}`;
try {
  await waitForHttp(`${origin}/readyz`);
  await waitForHttp(`${originB}/readyz`);
  await waitForHttp(`${bareOrigin}/`);
  const shopper = (i: number) => shoppers[i % shoppers.length]!;
  const product = (i: number) => productIds[(i * 7919) % productIds.length]!;

  const check = await fetch(`${origin}/api/cart`, { headers: { cookie: shoppers[0]!.cookie } });
  if (check.status !== 200) throw new Error(`signed-in cart read failed: ${check.status} ${await check.text()}`);

  await load('warm-up', origin, (i) => ({ method: 'GET', path: '/api/cart', cookie: shopper(i).cookie }), 3);
  const measured = async (...args: Parameters<typeof load>) => {
    const before = cpuMs(a.pid!);
    const result = await load(...args);
    const requests = result.reqPerSec * seconds;
    return { ...result, cpuMsPerRequest: Math.round(((cpuMs(a.pid!) - before) / requests) * 100) / 100 };
  };
  const bare = await load('bare Fastify route (yardstick: machine load)', bareOrigin, () => ({
    method: 'GET',
    path: '/',
    cookie: '',
  }));
  // The session lookup's share: an endpoint that does nothing else but one small query.
  const session = await measured('GET /api/cart/drafts (session lookup + 1 small query)', origin, (i) => ({
    method: 'GET',
    path: '/api/cart/drafts',
    cookie: shopper(i).cookie,
  }));
  const read = await measured(`GET /api/cart (${LINES_PER_CART} lines + summary)`, origin, (i) => ({
    method: 'GET',
    path: '/api/cart',
    cookie: shopper(i).cookie,
  }));
  const addToCart = await measured('POST /api/cart/items (add = upsert)', origin, (i) => ({
    method: 'POST',
    path: '/api/cart/items',
    cookie: shopper(i).cookie,
    body: { productId: product(i), quantity: 1 },
  }));
  const peak = peakRssMb(a.pid!);

  // The live channel across processes: a stream on B, adds through A.
  const listener = shoppers[1]!;
  const stream = await openEventStream(`${originB}/api/events`, listener.cookie);
  await stream.next('ready', 5_000);
  const delays: number[] = [];
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    const response = await fetch(`${origin}/api/cart/items`, {
      method: 'POST',
      headers: { cookie: listener.cookie, 'content-type': 'application/json', origin },
      body: JSON.stringify({ productId: productIds[i]!, quantity: 1 }),
    });
    if (response.status !== 200) throw new Error(`add failed: ${response.status} ${await response.text()}`);
    const event = await stream.next('cart', 2_000, started);
    delays.push(event.at - started);
  }
  stream.close();
  delays.sort((x, y) => x - y);
  const ms = (v: number) => Math.round(v * 10) / 10;

  const rows = [bare, session, read, addToCart].map(
    (r) =>
      `| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.cpuMsPerRequest ?? '—'} | ${r.errors} / ${r.non2xx} |`,
  );
  const [load1] = readFileSync('/proc/loadavg', 'utf8').split(' ');
  console.log(`## Cart

PostgreSQL 15, the bundled server with NODE_ENV=production (pool of 10 connections), ${shopperCount} signed-in
shoppers (session cookie per request, rotating), ${connections} connections, ${seconds} s per endpoint;
${cpus().length} cores, load average ${load1} when the run ended (the machine is shared).

| endpoint | req/s | p50 ms | p95 ms | p99 ms | server CPU ms / request | errors / non-2xx |
|---|---|---|---|---|---|---|
${rows.join('\n')}

- Each request includes the session lookup (better-auth session + profile role).
- Live channel between two server processes on one database (stream on B, add through A, 30 adds): the
  'cart' event arrives after the add's answer in p50 **${ms(delays[15]!)} ms**, p95 **${ms(delays[28]!)} ms**,
  max **${ms(delays[29]!)} ms** (measured from sending the add).
- Peak resident memory of the server under load: **${peak} MB**.
`);
} finally {
  await Promise.all([stop(a), stop(b), stop(bareServer)]);
}
process.exit(0);
