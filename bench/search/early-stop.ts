/**
 * The early-stopping ranking (search-engine.ts `rankEarly`) against ranking every match (`rankAll`) on
 * a bench database: for the mix and the judged set, each with filters, pages and page sizes, the same
 * page of slots and, below SEARCH_EXACT_TOTAL_LIMIT, the same total; and each one's CPU time per search
 * and how many blocks the early stop walked. Prints a summary; exits 1 on any difference.
 * Run: DATABASE_URL=… npx tsx bench/search/early-stop.ts
 */
import { SEARCH_EXACT_TOTAL_LIMIT } from '../../src/shared/search';
import { openPostgres } from '../../src/server/db/client';
import { JUDGED_QUERIES } from '../../src/server/modules/search/judged-queries';
import { rankAll, rankEarly, type SearchFilters } from '../../src/server/modules/search/search-engine';
import { loadSearchIndex } from '../../src/server/modules/search/search-index-sync';
import { planSearch } from '../../src/server/modules/search/search-planner';
import { parseSearch } from '../../src/server/modules/search/search-terms';
import { SEARCH_QUERIES } from './queries';

const database = await openPostgres(process.env.DATABASE_URL!);
const loadStarted = performance.now();
const loadCpu = process.cpuUsage();
const index = await loadSearchIndex(database);
const loaded = process.cpuUsage(loadCpu);
console.log(
  `${index.size.toLocaleString('en-US')} products loaded in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s ` +
    `(${((loaded.user + loaded.system) / 1e6).toFixed(1)} s of this process's CPU)`,
);
await database.close();
const category = [...index.categories.values()].find((c) => c.slug === 'dals-pulses')?.slug;
const variants: Partial<SearchFilters>[] = [
  {},
  { page: 2 },
  { page: 5 },
  { pageSize: 10 },
  { inStock: true },
  { maxPrice: 800 },
  { minRating: 4 },
  { category },
];
const queries = [...new Set([...SEARCH_QUERIES, ...JUDGED_QUERIES.map((j) => j.q)])];
const cpu = (run: () => void) => {
  const started = process.cpuUsage();
  run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
};
let searches = 0;
let differ = 0;
let stopped = 0;
let cpuAll = 0;
let cpuEarly = 0;
const blockCount = ((index.slotCount - 1) >> 10) + 1;
let walkedBlocks = 0;
for (let pass = 0; pass < 2; pass++)
  for (const q of queries) {
    const parsed = parseSearch(q);
    if (!parsed.terms.length) continue;
    const { plan } = planSearch(index, parsed, 'search');
    for (const variant of variants) {
      const filters: SearchFilters = { page: 1, pageSize: 20, sort: 'relevance', ...variant };
      const first = filters.page * filters.pageSize;
      let all!: ReturnType<typeof rankAll>;
      let early!: ReturnType<typeof rankEarly>;
      const allMs = cpu(() => (all = rankAll(index, plan, filters, false, first)));
      const allSlots = Array.from(all.slots);
      const allTotal = all.total;
      const earlyMs = cpu(() => (early = rankEarly(index, plan, filters, false, first)));
      if (pass === 0) {
        searches++;
        const same =
          allSlots.join() === Array.from(early.slots).join() &&
          (allTotal < SEARCH_EXACT_TOTAL_LIMIT ? early.total === allTotal : early.total >= SEARCH_EXACT_TOTAL_LIMIT);
        if (!same) {
          differ++;
          if (differ <= 10) console.log('differs:', q, JSON.stringify(variant), allTotal, early.total);
        }
        if (early.blocksWalked < blockCount) stopped++;
        walkedBlocks += early.blocksWalked;
      } else {
        cpuAll += allMs;
        cpuEarly += earlyMs;
      }
    }
  }
console.log(
  `${searches} searches (${queries.length} queries × ${variants.length} variants), ${differ} differ; ` +
    `${stopped} walked fewer than all ${blockCount} blocks (mean ${(walkedBlocks / searches).toFixed(1)}); ` +
    `CPU per search, mean: every match ${(cpuAll / searches).toFixed(3)} ms, early stop ${(cpuEarly / searches).toFixed(3)} ms`,
);
process.exit(differ ? 1 : 0);
