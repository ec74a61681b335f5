/**
 * Two running servers compared at the same moments: each query of the mix is sent to one, then the
 * other (order alternating), one at a time, with a filter that changes nothing so neither can answer
 * from a cache. On a shared machine whose load moves by the minute, only such interleaved figures
 * compare engines fairly. Run: npx tsx bench/search/side-by-side.ts --a http://127.0.0.1:3910 --b http://127.0.0.1:3920
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { SEARCH_QUERIES, SUGGESTION_PREFIXES } from './queries';

const { values } = parseArgs({ options: { a: { type: 'string' }, b: { type: 'string' }, passes: { type: 'string' } } });
const servers = [values.a!, values.b!];
const passes = Number(values.passes ?? 2);

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}
const summary = (times: number[]) => {
  times.sort((x, y) => x - y);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms`;
};

const load1 = loadavg()[0]!.toFixed(1);
let n = 0;
for (const [kind, paths] of [
  ['search', SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}`)],
  ['suggestions', SUGGESTION_PREFIXES.map((q) => `/api/search/suggestions?q=${encodeURIComponent(q)}`)],
] as const) {
  const times: number[][] = [[], []];
  // Suggestions have no filter to vary (the old engine caches them by text): they run one pass.
  for (let pass = 0; pass < (kind === 'search' ? passes : 1); pass++)
    for (const path of paths) {
      const order = n++ % 2 === 0 ? [0, 1] : [1, 0];
      // A filter never seen before defeats the old engine's 30 s result caches.
      const unique = kind === 'search' ? `${path}&maxPrice=${100_000_000 - n}` : path;
      for (const i of order) times[i]!.push(await timed(`${servers[i]}${unique}`));
    }
  for (const [i, server] of servers.entries()) console.log(`${kind} ${server}: ${summary(times[i]!)}`);
}
console.log(`load average ${load1} at the start, ${loadavg()[0]!.toFixed(1)} at the end`);
