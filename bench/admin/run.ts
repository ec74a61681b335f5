/**
 * Staff side at scale: the dashboard and the orders desk over 100,000 orders on PostgreSQL, signed in
 * as staff. Seeds a fresh `bench_admin` database (bench/admin/seed.ts, set-based SQL), bundles the
 * server itself (bench/.data/admin-server, no `npm run build` needed), then for each endpoint measures
 * one request at a time (the server's own time per request: p50/p95) and 10 at once (req/s under load).
 * Prints a Markdown section for bench/README.md.
 *   Run: npx tsx bench/admin/run.ts [--orders 100000] [--customers 20000] [--seconds 10] [--reuse]
 */
import { randomBytes } from 'node:crypto';
import { cpSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';
import { openPostgres } from '../../src/server/db/client';
import { load, type LoadResult, PG_URL, recreateDatabase, startProcess, waitForHttp } from '../lib';
import { createDashboardService } from '../../src/server/modules/admin/dashboard-service';
import { seedAdminBench, STAFF } from './seed';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '10' },
    reuse: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const PORT = 3930;
const api = `http://127.0.0.1:${PORT}`;

let url: string;
let seedSeconds = 0;
if (values.reuse) {
  const u = new URL(PG_URL);
  u.pathname = '/bench_admin';
  url = u.toString();
} else {
  const started = performance.now();
  url = await recreateDatabase('bench_admin');
  const database = await openPostgres(url);
  await seedAdminBench(database, { orders: Number(values.orders), customers: Number(values.customers) });
  await database.close();
  seedSeconds = Math.round((performance.now() - started) / 100) / 10;
}

rmSync('bench/.data/admin-server', { recursive: true, force: true });
await build({
  entryPoints: ['src/server/main.ts'],
  outfile: 'bench/.data/admin-server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'warning',
});
cpSync('src/server/db/migrations', 'bench/.data/admin-server/migrations', { recursive: true });

const server = startProcess(['bench/.data/admin-server/main.js'], {
  DATABASE_URL: url,
  DEMO_DATA: 'false',
  PORT: String(PORT),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AUTH_SECRET: randomBytes(32).toString('base64url'),
  AUTH_RATE_LIMIT_MAX: '100000',
  JOBS: 'off',
  PUBLIC_URL: api,
});
process.on('exit', () => server.kill('SIGTERM'));
await waitForHttp(`${api}/readyz`);

const signIn = await fetch(`${api}/api/auth/sign-in/email`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: api },
  body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
});
if (!signIn.ok) throw new Error(`staff sign-in failed: ${signIn.status} ${await signIn.text()}`);
const cookie = signIn.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const database = await openPostgres(url, 2);
const [facts] = await database.query<{ orders: number; lines: number; customers: number; version: string }>(
  `select (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as lines,
          (select count(*)::int from users) as customers, version() as version`,
);
// Searches staff type: surnames and first names (many matches), an exact email, an order number's tail.
const someOrders = await database.query<{ email: string; order_number: string }>(
  `select contact_email as email, order_number from orders order by md5(id::text) limit 20`,
);
const lastPage = Math.floor(facts!.orders / 25);
await database.close();

const endpoints: { name: string; paths: string[] }[] = [
  { name: 'GET /api/admin/dashboard?range=7d', paths: ['/api/admin/dashboard?range=7d'] },
  { name: 'GET /api/admin/dashboard?range=30d', paths: ['/api/admin/dashboard?range=30d'] },
  { name: 'GET /api/admin/orders (first page)', paths: ['/api/admin/orders'] },
  {
    name: 'GET /api/admin/orders?status=… (filtered)',
    paths: ['confirmed', 'packed', 'pending', 'out_for_delivery', 'delivered'].map(
      (s) => `/api/admin/orders?status=${s}`,
    ),
  },
  {
    name: 'GET /api/admin/orders?q=… (name, email, number)',
    paths: [
      ...['patel', 'priya', 'reddy iy', 'kumar'].map((q) => `/api/admin/orders?q=${encodeURIComponent(q)}`),
      ...someOrders.flatMap((o) => [
        `/api/admin/orders?q=${encodeURIComponent(o.email)}`,
        `/api/admin/orders?q=${o.order_number.slice(-6)}`,
      ]),
    ],
  },
  {
    name: `GET /api/admin/orders?page=… (deep: pages ${lastPage - 100}–${lastPage})`,
    paths: Array.from({ length: 20 }, (_, i) => `/api/admin/orders?page=${lastPage - i * 5}`),
  },
];

const headers = { cookie };
/** autocannon via bench/lib with the staff cookie on every request. */
const measure = (name: string, paths: string[], connections: number, duration = seconds) =>
  load(
    name,
    paths.map((p) => `${api}${p}`),
    duration,
    connections,
    headers,
  );

const load0 = loadavg()[0]!.toFixed(1);
const serial: LoadResult[] = [];
const concurrent: LoadResult[] = [];
for (const e of endpoints) {
  const probe = await fetch(`${api}${e.paths[0]}`, { headers });
  if (!probe.ok) console.error(`${e.paths[0]} answered ${probe.status}: ${(await probe.text()).slice(0, 200)}`);
  await measure('warm-up', e.paths, 4, 2);
  serial.push(await measure(e.name, e.paths, 1));
  concurrent.push(await measure(e.name, e.paths, 10));
}
server.kill('SIGTERM');

// The dashboard's period figures are cached for 30 s, so the HTTP runs above mostly measure cache hits
// plus the live parts. Its queries uncached, one at a time, on a pool like the server's:
const direct = await openPostgres(url, 10);
const uncached = createDashboardService(direct, { slotCapacity: 20, periodCacheMs: 0 });
const cold: { name: string; p50: number; p95: number; max: number }[] = [];
for (const range of ['today', '7d', '30d'] as const) {
  const times: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await uncached.summary(range);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
  cold.push({ name: `dashboard ${range}, uncached (30 runs)`, p50: at(0.5), p95: at(0.95), max: at(1) });
}
await direct.close();

const rows = (results: LoadResult[]) =>
  results.map((r) => `| ${r.name} | ${r.reqPerSec} | ${r.p50} | **${r.p95}** | ${r.p99} | ${r.errors} / ${r.non2xx} |`);
const head = '| endpoint | req/s | p50 ms | p95 ms | p99 ms | errors / non-2xx |\n|---|---|---|---|---|---|';
console.log(`### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC

${facts!.orders.toLocaleString('en-US')} orders (${facts!.lines.toLocaleString('en-US')} lines), ${facts!.customers.toLocaleString('en-US')} users${seedSeconds ? `, seeded in ${seedSeconds} s` : ''}; ${facts!.version.split(' on ')[0]};
bundled server, \`NODE_ENV=production\`, pool of 10; ${seconds} s per endpoint; load average ${load0} at the start, ${loadavg()[0]!.toFixed(1)} at the end.

One request at a time (the server's time per request):

${head}
${rows(serial).join('\n')}

10 connections:

${head}
${rows(concurrent).join('\n')}

The dashboard's data without its cache (the service called in-process, one at a time):

| figures | p50 ms | p95 ms | max ms |
|---|---|---|---|
${cold.map((c) => `| ${c.name} | ${c.p50} | **${c.p95}** | ${c.max} |`).join('\n')}
`);
process.exit(0);
