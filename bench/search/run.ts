/**
 * Search benchmark: the shop's server on PostgreSQL with 100,000 and 1,000,000 demo products.
 * For each size: every query of the mix once, one at a time, on a freshly started server (nothing
 * cached: what the first shopper to type a query waits); then autocannon at 50 connections over a
 * bare Fastify route and the catalog's product page (yardsticks for the machine), the 200-query mix,
 * the header suggestions (both asked again and again, so mostly answered with replies kept since their
 * second ask, decision 025), and the mix made unique per request (a filter that changes nothing, so
 * every reply is ranked and joined afresh: what searches nobody asked before cost).
 * Also: the server's start (until its first search answers) and memory, the index's own heap and
 * load time in full and from its snapshot (index-cost.ts, which writes the snapshot the server then
 * starts from), and precision at 5 / NDCG at 10 of the judged query set.
 * Prints a Markdown section for bench/README.md.
 *
 * Run: npx tsx bench/search/run.ts [--products 100000,1000000] [--seconds 10] [--reseed] [--port 3910]
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { execFileSync } from 'node:child_process';
import { bundleServer, load, type LoadResult, peakRssMb, startProcess, table, waitForHttp } from '../lib';
import { QUERY_KINDS, SEARCH_QUERIES, SUGGESTION_PREFIXES } from './queries';
import { judge } from './relevance';
import { seededDatabase } from './seed';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000,1000000' },
    seconds: { type: 'string', default: '10' },
    reseed: { type: 'boolean', default: false },
    // The shop's server on this port, then the bare route, the cards-only route and the ranking-only route.
    port: { type: 'string', default: '3910' },
  },
});
const seconds = Number(values.seconds);
const api = `http://127.0.0.1:${values.port}`;
const barePort = String(Number(values.port) + 1);
const cardsPort = String(Number(values.port) + 2);
const rankingPort = String(Number(values.port) + 3);
const search = (q: string, extra = '') => `${api}/api/search?q=${encodeURIComponent(q)}${extra}`;
const suggest = (q: string) => `${api}/api/search/suggestions?q=${encodeURIComponent(q)}`;

interface Timing {
  name: string;
  count: number;
  /** The server process's CPU time (user + system, all threads) per request, from /proc. */
  cpuMs: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** CPU time a process has used so far, in ms (utime + stime of /proc/<pid>/stat, 100 ticks a second). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One connection, kept open between the one-at-a-time requests, as a browser's would be. */
const oneAtATime = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * A GET as a browser asks (compressed replies accepted), timed until its last byte has come. Through
 * node:http, not `fetch`: `fetch`'s streams added pauses of their own (a reply the server had ended
 * 1 ms after the request reached `fetch` whole 12 ms after it: bench/README.md "Search").
 */
function timedGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent: oneAtATime, headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        response.on('data', () => {});
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', reject);
  });
}

/**
 * Each URL once, one at a time: latency with nothing cached and nothing else running. Also the
 * server's CPU per request, which the shared machine's load barely moves (wall time it multiplies).
 */
async function oneByOne(name: string, urls: string[], serverPid: number): Promise<Timing> {
  const cpuBefore = processCpuMs(serverPid);
  const times: number[] = [];
  for (const url of urls) times.push(await timedGet(url));
  times.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]! * 10) / 10;
  const cpuMs = Math.round(((processCpuMs(serverPid) - cpuBefore) / urls.length) * 100) / 100;
  return { name, count: times.length, cpuMs, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
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

/** Resident memory (VmRSS) of a process now, in MB, from /proc. */
function rssMb(pid: number): number {
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024);
}

const serverMain = await bundleServer('bench/.data/search-server');
const sections: string[] = [];
for (const productCount of values.products.split(',').map(Number)) {
  const url = await seededDatabase(productCount, values.reseed);
  const facts = await databaseFacts(url);
  const index = JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/search/index-cost.ts'], {
      env: { ...process.env, DATABASE_URL: url },
      encoding: 'utf8',
    }),
  ) as {
    products: number;
    words: number;
    loadMs: number;
    snapshotWriteMs: number;
    snapshotLoadMs: number;
    snapshotMb: number;
    heapMb: number;
    rssMb: number;
    search: { p50: number; p95: number; max: number };
    suggest: { p50: number; p95: number; max: number };
  };
  const bare = startProcess(['bench/bare-server.mjs'], { PORT: barePort });
  const cardsOnly = startProcess(['--import', 'tsx', 'bench/search/cards-floor.ts'], {
    PORT: cardsPort,
    DATABASE_URL: url,
  });
  // The bundled server as production runs it (README, "Commands": two malloc arenas, big blocks mapped
  // on their own, a 4 MB young generation), with the larger heap cap a big catalog's index needs: npm
  // start's 128 MB suits the demo catalog; 256 MB per 100,000 products (the million ran out at 256).
  const heapMb = 256 * Math.max(1, Math.ceil(productCount / 100_000));
  const server = startProcess([`--max-old-space-size=${heapMb}`, '--max-semi-space-size=4', serverMain], {
    MALLOC_ARENA_MAX: '2',
    MALLOC_MMAP_THRESHOLD_: '32768',
    DATABASE_URL: url,
    DEMO_DATA: 'false',
    PORT: values.port,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  // Started after the shop's server, so the two index loads do not share the CPU while its start is timed.
  let rankingOnly: ReturnType<typeof startProcess> | undefined;
  try {
    // Started: the first search answered (/readyz and search open together, once the index is loaded and warmed).
    const startMs = Math.round(await waitForHttp(search('warm up'), 300_000));
    const startedRss = peakRssMb(server.pid!);
    rankingOnly = startProcess(['--import', 'tsx', 'bench/search/index-floor.ts'], {
      PORT: rankingPort,
      DATABASE_URL: url,
    });
    await waitForHttp(`http://127.0.0.1:${barePort}/`);
    await waitForHttp(`http://127.0.0.1:${cardsPort}/`);
    await waitForHttp(`http://127.0.0.1:${rankingPort}/`, 300_000);
    const load1 = loadavg()[0]!.toFixed(1);
    // This process's client is cold too (connection, its code): warmed on catalog pages, not searches,
    // or the first group's first requests time the client (72 ms seen against 10 ms in the server's log).
    for (let page = 1; page <= 20; page++) await timedGet(`${api}/api/products?page=${page}`);
    // One group after another (each started only when the previous one ended).
    const cold = [
      ...Object.entries(QUERY_KINDS).map(
        ([kind, queries]) =>
          () =>
            oneByOne(
              `search, ${kind} (${queries.length})`,
              queries.map((q) => search(q)),
              server.pid!,
            ),
      ),
      () =>
        oneByOne(`suggestions (${SUGGESTION_PREFIXES.length} prefixes)`, SUGGESTION_PREFIXES.map(suggest), server.pid!),
    ];
    const timings: Timing[] = [];
    for (const timing of cold) timings.push(await timing());

    const relevance = await judge(api);
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
      [`http://127.0.0.1:${barePort}/`],
      seconds,
    );
    const results: LoadResult[] = [baseline];
    // What any search costs at least: 20 cards read fresh from PostgreSQL, without ranking or the shop's hooks.
    results.push(
      await load(
        'bare route reading 20 cards by id (separate process; no index, no hooks)',
        [`http://127.0.0.1:${cardsPort}/`],
        seconds,
      ),
    );
    // What any search costs at least on the other side: ranking the mix on the in-memory index, nothing else.
    results.push(
      await load(
        `bare route ranking the ${SEARCH_QUERIES.length}-query mix on the index (separate process; no database, no hooks)`,
        [`http://127.0.0.1:${rankingPort}/`],
        seconds,
      ),
    );
    results.push(await load('GET /api/products (catalog page of 20 cards)', [`${api}/api/products`], seconds));
    results.push(
      await load(
        `GET /api/search, ${SEARCH_QUERIES.length}-query mix`,
        SEARCH_QUERIES.map((q) => search(q)),
        seconds,
      ),
    );
    const prefixes = SUGGESTION_PREFIXES.map(suggest);
    results.push(await load(`GET /api/search/suggestions, ${prefixes.length} prefixes`, prefixes, seconds));
    results.push(await load('GET /api/search, every request new (nothing cached)', unique, seconds));
    const peakRss = peakRssMb(server.pid!);
    const rssAfter = rssMb(server.pid!);
    const loadEnd = loadavg()[0]!.toFixed(1);

    sections.push(`### Search at ${productCount.toLocaleString('en-US')} products

PostgreSQL ${facts.version} (shared_buffers ${facts.shared_buffers}), products table with its indexes ${facts.size};
load average ${load1} on the 2 shared cores when the run started, ${loadEnd} when it ended.

Server: first search answered ${(startMs / 1000).toFixed(1)} s after start (index loaded); resident memory
${startedRss} MB then, ${rssAfter} MB after the bench (${peakRss} MB at peak under load); the bundled server with
V8's old space capped at ${heapMb} MB (256 MB per 100,000 products, as the README advises for 100,000) and, as the README runs it,
a 4 MB young generation, two malloc arenas and blocks from 32 KB mapped on their own; it started from the
index snapshot written just before. The index alone: ${index.products.toLocaleString('en-US')}
products, ${index.words.toLocaleString('en-US')} words, ${index.heapMb} MB of heap (the process's resident memory grew
${index.rssMb} MB while loading it: what search adds to a server), loaded in full in ${(index.loadMs / 1000).toFixed(1)} s
and from its snapshot (${index.snapshotMb} MB, written in ${(index.snapshotWriteMs / 1000).toFixed(1)} s) in
**${(index.snapshotLoadMs / 1000).toFixed(1)} s** (in a separate process). CPU time of matching and ranking in that process (the mix three times, no
database): search p50 ${index.search.p50} ms, p95 ${index.search.p95} ms, max ${index.search.max} ms;
suggestions p50 ${index.suggest.p50} ms, p95 ${index.suggest.p95} ms.

Judged query set (${relevance.queries} queries): precision at 5 **${relevance.precisionAt5}**, NDCG at 10
**${relevance.ndcgAt10}**.

First request for each query, one at a time, on a freshly started server (nothing cached):

| queries | requests | p50 ms | p95 ms | p99 ms | max ms | server CPU ms per request |
|---|---|---|---|---|---|---|
${timings.map((t) => `| ${t.name} | ${t.count} | ${t.p50} | ${t.p95} | ${t.p99} | ${t.max} | ${t.cpuMs} |`).join('\n')}

autocannon, 50 connections, ${seconds} s each:

${table(results, baseline)}
`);
  } finally {
    // Let the requests autocannon left in flight finish before the pool closes.
    await new Promise((r) => setTimeout(r, 5_000));
    bare.kill('SIGTERM');
    cardsOnly.kill('SIGTERM');
    rankingOnly?.kill('SIGTERM');
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
console.log(sections.join('\n'));
process.exit(0);
