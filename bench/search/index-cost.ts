/**
 * What the search index costs a server, measured in this process: the JavaScript heap it holds (after
 * garbage collection), the resident memory the process grew by while loading it (what a server with
 * search holds above one without; the budget is 150 MB at 100,000 products), its load time, the time
 * to write its snapshot and to start from it (search-snapshot.ts), and the CPU time (not wall time: the
 * benchmark machine's 2 cores are shared, CPU time barely moves with their load) of matching and ranking each query of the mix, three passes. Prints JSON. Run: DATABASE_URL=… node --expose-gc --import tsx bench/search/index-cost.ts
 */
import { openPostgres } from '../../src/server/db/client';
import { searchIndex, suggestFromIndex } from '../../src/server/modules/search/search-engine';
import { buildSearchIndex } from '../../src/server/modules/search/search-index-sync';
import { readSnapshot, writeSnapshot } from '../../src/server/modules/search/search-snapshot';
import { planSearch } from '../../src/server/modules/search/search-planner';
import { documentWords, parseSearch } from '../../src/server/modules/search/search-terms';
import { SEARCH_QUERIES, SUGGESTION_PREFIXES } from './queries';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const database = await openPostgres(process.env.DATABASE_URL!);
gc();
const before = process.memoryUsage();
const started = performance.now();
const startCpu = process.cpuUsage();
const { index, missesFrom } = await buildSearchIndex(database);
const loadMs = Math.round(performance.now() - started);
// This process's CPU during the load: the rest of the wall time is waiting for PostgreSQL.
const loadCpu = process.cpuUsage(startCpu);
gc();
const after = process.memoryUsage();
// The snapshot a server then starts from (search-snapshot.ts), written now so the bench's server reads it,
// and how long reading it back (with no changes since) takes.
let at = performance.now();
await writeSnapshot(database, index.state(), missesFrom, { everyMs: 0 });
const snapshotWriteMs = Math.round(performance.now() - at);
at = performance.now();
const snapshotCpu = process.cpuUsage();
const snapshotSize = (await readSnapshot(database))?.size;
const snapshotLoadMs = Math.round(performance.now() - at);
const snapshotLoadCpu = process.cpuUsage(snapshotCpu);
if (snapshotSize !== index.size) throw new Error(`snapshot: ${snapshotSize} products, loaded ${index.size}`);
const [stored] = await database.query<{ bytes: number }>(
  'select sum(octet_length(bytes))::float8 as bytes from search_index_snapshot',
);
await database.close();
const mb = (n: number) => Math.round(n / 1_048_576);

function cpuMs(queries: readonly string[], run: (q: string) => void) {
  const times: number[] = [];
  for (let pass = 0; pass < 3; pass++)
    for (const q of queries) {
      const start = process.cpuUsage();
      run(q);
      const used = process.cpuUsage(start);
      times.push((used.user + used.system) / 1000);
    }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}
const filters = { page: 1, pageSize: 20, sort: 'relevance' as const };
const search = cpuMs(SEARCH_QUERIES, (q) => {
  searchIndex(index, planSearch(index, parseSearch(q), 'search').plan, filters);
});
const suggest = cpuMs(SUGGESTION_PREFIXES, (q) => {
  const parsed = parseSearch(q, { unfinished: true });
  if (parsed.terms.length) suggestFromIndex(index, planSearch(index, parsed, 'suggest').plan, documentWords(q), 20);
});
console.log(
  JSON.stringify({
    products: index.size,
    words: index.words.length,
    loadMs,
    loadCpuMs: Math.round((loadCpu.user + loadCpu.system) / 1000),
    snapshotWriteMs,
    snapshotLoadMs,
    snapshotLoadCpuMs: Math.round((snapshotLoadCpu.user + snapshotLoadCpu.system) / 1000),
    snapshotMb: mb(stored!.bytes),
    heapMb: mb(after.heapUsed - before.heapUsed + after.arrayBuffers - before.arrayBuffers),
    rssMb: mb(after.rss - before.rss),
    search,
    suggest,
  }),
);
