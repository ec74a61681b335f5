/**
 * A yardstick for search throughput: a bare Fastify route that does only the ranking part of a search:
 * the in-memory index (the shop's own parse, plan and match) picks the page of 20 ids for the next query
 * of the mix, and those ids are sent as JSON. No database, no hooks, no compression. With the
 * cards-only route (cards-floor.ts) it splits a search's cost in two: what ranking alone allows on this
 * machine, and what reading fresh cards alone allows. Started by run.ts; PORT and DATABASE_URL from the
 * environment.
 */
import Fastify from 'fastify';
import { openPostgres } from '../../src/server/db/client';
import { searchIndex } from '../../src/server/modules/search/search-engine';
import { loadSearchIndex } from '../../src/server/modules/search/search-index-sync';
import { planSearch } from '../../src/server/modules/search/search-planner';
import { parseSearch } from '../../src/server/modules/search/search-terms';
import { SEARCH_QUERIES } from './queries';

const database = await openPostgres(process.env.DATABASE_URL!);
const index = await loadSearchIndex(database);
await database.close();
const filters = { page: 1, pageSize: 20, sort: 'relevance' as const };
let next = 0;
const app = Fastify({ logger: false });
app.get('/', async () => {
  const q = SEARCH_QUERIES[next++ % SEARCH_QUERIES.length]!;
  return searchIndex(index, planSearch(index, parseSearch(q), 'search').plan, filters);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
