/**
 * Precision at 5 and NDCG at 10 of the judged query set (judged-queries.ts) against a running shop.
 * Run alone: npx tsx bench/search/relevance.ts [--api http://127.0.0.1:3910] [--misses]
 */
import { parseArgs } from 'node:util';
import { JUDGED_QUERIES, judgeResults } from '../../src/server/modules/search/judged-queries';

export interface Relevance {
  queries: number;
  precisionAt5: number;
  ndcgAt10: number;
  /** Queries whose first result is not what was meant. */
  misses: { q: string; first: string[] }[];
}

export async function judge(api: string): Promise<Relevance> {
  let precision = 0;
  let ndcg = 0;
  const misses: Relevance['misses'] = [];
  for (const judged of JUDGED_QUERIES) {
    const response = await fetch(`${api}/api/search?q=${encodeURIComponent(judged.q)}&pageSize=10`);
    if (!response.ok) throw new Error(`${judged.q} answered ${response.status}`);
    const names = ((await response.json()) as { products: { name: string }[] }).products.map((p) => p.name);
    const result = judgeResults(judged, names);
    precision += result.precisionAt5;
    ndcg += result.ndcgAt10;
    if (!result.firstIsMeant) misses.push({ q: judged.q, first: names.slice(0, 3) });
  }
  const round = (n: number) => Math.round((n / JUDGED_QUERIES.length) * 1000) / 1000;
  return { queries: JUDGED_QUERIES.length, precisionAt5: round(precision), ndcgAt10: round(ndcg), misses };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { api: { type: 'string', default: 'http://127.0.0.1:3910' }, misses: { type: 'boolean' } },
  });
  const result = await judge(values.api);
  console.log(`${result.queries} queries: precision@5 ${result.precisionAt5}, NDCG@10 ${result.ndcgAt10}`);
  if (values.misses) for (const miss of result.misses) console.log(`${miss.q} → ${miss.first.join(' | ')}`);
}
