/**
 * Search benchmark: the shop's server on PostgreSQL with 100,000 and 1,000,000 demo products.
 * For each size: every query of the mix once, one at a time, on a freshly started server (nothing
 * cached: what the first shopper to type a query waits); then autocannon at 50 connections over a
 * bare Fastify route and the catalog's product page (yardsticks for the machine), the 200-query mix,
 * the header suggestions, and the mix made unique per request (a filter that changes nothing but the
 * cache key, so every request counts and ranks in PostgreSQL).
 * Prints a Markdown section for bench/README.md.
 *
 * Run: npx tsx bench/search/run.ts [--products 100000,1000000] [--seconds 10] [--reseed]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { load, type LoadResult, startProcess, table, waitForHttp } from '../lib';
import { QUERY_KINDS, SEARCH_QUERIES, SUGGESTION_PREFIXES } from './queries';
import { seededDatabase } from './seed';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000,1000000' },
    seconds: { type: 'string', default: '10' },
    reseed: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
const api = 'http://127.0.0.1:3910';
const search = (q: string, extra = '') => `${api}/api/search?q=${encodeURIComponent(q)}${extra}`;
const suggest = (q: string) => `${api}/api/search/suggestions?q=${encodeURIComponent(q)}`;

interface Timing {
  name: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Each URL once, one at a time: latency with nothing cached and nothing else running. */
async function oneByOne(name: string, urls: string[]): Promise<Timing> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]! * 10) / 10;
  return { name, count: times.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
}

async function databaseFacts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ version: string; shared_buffers: string; size: string; products: number }>(
    `select current_setting('server_version') as version, current_setting('shared_buffers') as shared_buffers,
            pg_size_pretty(pg_total_relation_size('products')) as size, (select count(*)::int from products) as products`,
  );
  await client.end();
  return rows[0]!;
}

const sections: string[] = [];
for (const productCount of values.products.split(',').map(Number)) {
  const url = await seededDatabase(productCount, values.reseed);
  const facts = await databaseFacts(url);
  const bare = startProcess(['bench/bare-server.mjs'], { PORT: '3911' });
  const server = startProcess(['--import', 'tsx', 'src/server/main.ts'], {
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    PORT: '3910',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  try {
    await waitForHttp(`${api}/readyz`, 120_000);
    await waitForHttp('http://127.0.0.1:3911/');
    const load1 = loadavg()[0]!.toFixed(1);
    const cold = [
      ...Object.entries(QUERY_KINDS).map(([kind, queries]) =>
        oneByOne(
          `search, ${kind} (${queries.length})`,
          queries.map((q) => search(q)),
        ),
      ),
      oneByOne(`suggestions (${SUGGESTION_PREFIXES.length} prefixes)`, SUGGESTION_PREFIXES.map(suggest)),
    ];
    const timings: Timing[] = [];
    for (const timing of cold) timings.push(await timing);

    const unique = Array.from({ length: 20_000 }, (_, i) =>
      search(SEARCH_QUERIES[i % SEARCH_QUERIES.length]!, `&maxPrice=${100_000_000 - i}`),
    );
    await load(
      'warm-up',
      SEARCH_QUERIES.map((q) => search(q)),
      3,
    );
    // Yardsticks on the same machine at the same moment: what any request, and a catalog page, cost.
    const baseline = await load(
      'bare Fastify route (separate process, no database)',
      ['http://127.0.0.1:3911/'],
      seconds,
    );
    const results: LoadResult[] = [baseline];
    results.push(await load('GET /api/products (catalog page of 20 cards)', [`${api}/api/products`], seconds));
    results.push(
      await load(
        'GET /api/search, 200-query mix',
        SEARCH_QUERIES.map((q) => search(q)),
        seconds,
      ),
    );
    const prefixes = SUGGESTION_PREFIXES.map(suggest);
    results.push(await load(`GET /api/search/suggestions, ${prefixes.length} prefixes`, prefixes, seconds));
    results.push(await load('GET /api/search, every request new (nothing cached)', unique, seconds));

    sections.push(`### Search at ${productCount.toLocaleString('en-US')} products

PostgreSQL ${facts.version} (shared_buffers ${facts.shared_buffers}), products table with its indexes ${facts.size};
load average ${load1} on the 2 shared cores when the run started.

First request for each query, one at a time, on a freshly started server (nothing cached):

| queries | requests | p50 ms | p95 ms | p99 ms | max ms |
|---|---|---|---|---|---|
${timings.map((t) => `| ${t.name} | ${t.count} | ${t.p50} | ${t.p95} | ${t.p99} | ${t.max} |`).join('\n')}

autocannon, 50 connections, ${seconds} s each:

${table(results, baseline)}
`);
  } finally {
    // Let the requests autocannon left in flight finish before the pool closes.
    await new Promise((r) => setTimeout(r, 5_000));
    bare.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
console.log(sections.join('\n'));
process.exit(0);
