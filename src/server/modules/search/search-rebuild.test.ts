import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_SUGGESTION_LIMIT, searchQuery } from '../../../shared/search';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/harness';
import { loadSearchIndex, startSearchIndexSync, type SearchIndexSync } from './search-index-sync';
import { createSearchService } from './search-service';
import { insertFixtures } from './search-test-fixtures';

/**
 * The index is rebuilt whole every 15 minutes (and after a lost LISTEN). The rankings kept for short
 * prefixes must survive it: the rebuilt index has them before it replaces the current one, or the first
 * shoppers after every rebuild rank thousands of names for "ma" again.
 */
let database: Database;
let sync: SearchIndexSync;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertFixtures(database, [
    { name: 'Masala Chai', sales: 50 },
    { name: 'Mango Pickle', sales: 20 },
    { name: 'Basmati Rice' },
    { name: 'Garam Masala', stock: 0 },
    { name: 'Makhana Roasted', featured: true },
  ]);
  sync = startSearchIndexSync(database, Fastify().log, { keepPrefixesFrom: 0 });
  await sync.ready;
});
afterAll(async () => {
  await sync?.close();
  await database?.close();
});

describe('a rebuild of the search index', () => {
  it('keeps the rankings of two- and three-letter prefixes, the same as ranking every match', async () => {
    const first = sync.index();
    await sync.rebuild();
    const rebuilt = sync.index();
    expect(rebuilt).not.toBe(first);
    for (const [head, key] of <[string, string][]>[
      ['ma', 'search ma'],
      ['ma', 'search mas'],
      ['ba', 'search bas'],
      ['ma', `suggest ${SEARCH_SUGGESTION_LIMIT} mak`],
    ])
      expect(rebuilt.ranked.get(head)?.has(key), key).toBe(true);
    const fresh = await loadSearchIndex(database);
    for (const q of ['ma', 'mas', 'mak', 'ba']) {
      const kept = await createSearchService(database, () => rebuilt).search(searchQuery.parse({ q }));
      const ranked = await createSearchService(database, () => fresh).search(searchQuery.parse({ q }));
      expect(kept.products.map((p) => p.name)).toEqual(ranked.products.map((p) => p.name));
      expect(kept.total).toBe(ranked.total);
    }
    expect(fresh.ranked.size).toBeGreaterThan(0);
  });
});
