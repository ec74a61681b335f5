import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResultDto, SuggestionsDto } from '../../../shared/search';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { buildSearchApp, insertFixtures } from './search-test-fixtures';

/**
 * The bounded paths big catalogs take, shrunk to a small one: relevance ranks a pool found among the
 * best sellers, and suggestions look among the best sellers before the whole catalog.
 */
let database: Database;
let app: Awaited<ReturnType<typeof buildSearchApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertFixtures(database, [
    // 60 best sellers share a word; the best-selling three also carry it in their descriptions.
    ...Array.from({ length: 60 }, (_, i) => ({
      name: `Yarrow Tea ${i}`,
      sales: 10_000 - i,
      description: i === 2 ? 'Yarrow, picked by hand.' : undefined,
    })),
    ...Array.from({ length: 25 }, (_, i) => ({ name: `Zelkova Syrup ${i}`, sales: 10 + i })),
    ...Array.from({ length: 300 }, (_, i) => ({ name: `Plain Staple ${i}`, sales: 100 + i })),
  ]);
  await database.query('analyze products');
  app = await buildSearchApp(database, { relevancePool: 3, suggestionPool: 32 });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = async <T>(url: string) => (await app.inject({ method: 'GET', url })).json() as T;

describe('search on a big catalog, in small', () => {
  it('ranks the pool from the best sellers, then pages on by sales without repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 7; page++) {
      const body = await get<SearchResultDto>(`/api/search?q=yarrow&pageSize=10&page=${page}`);
      expect(body.total).toBe(60);
      seen.push(...body.products.map((p) => p.name));
    }
    expect(new Set(seen).size).toBe(60);
    // The three best sellers form the pool; "Yarrow Tea 2" also matches its description (3 more).
    expect(seen.slice(0, 3)).toEqual(['Yarrow Tea 2', 'Yarrow Tea 0', 'Yarrow Tea 1']);
    expect(seen.slice(3)).toEqual(Array.from({ length: 57 }, (_, i) => `Yarrow Tea ${i + 3}`));
  });

  it('suggests from the best sellers, and from the whole catalog when they hold too few', async () => {
    const best = await get<SuggestionsDto>('/api/search/suggestions?q=yarr');
    expect(best.suggestions.map((s) => s.name)).toEqual(Array.from({ length: 20 }, (_, i) => `Yarrow Tea ${i}`));
    const rare = await get<SuggestionsDto>('/api/search/suggestions?q=zelk');
    expect(rare.suggestions.map((s) => s.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Zelkova Syrup ${24 - i}`),
    );
  });

  it('estimates big totals from the best sellers, and says so', async () => {
    const estimating = await buildSearchApp(database, { exactTotalLimit: 40, totalSample: 64 });
    const common = (await estimating.inject({ method: 'GET', url: '/api/search?q=yarrow' })).json() as SearchResultDto;
    const rare = (await estimating.inject({ method: 'GET', url: '/api/search?q=zelkova' })).json() as SearchResultDto;
    await estimating.close();
    // 60 of the 64 best sellers match, of 385 products: about 360.
    expect(common).toMatchObject({ total: 360, totalIsEstimate: true });
    expect(common.products[0]!.name).toBe('Yarrow Tea 2');
    expect(rare).toMatchObject({ total: 25, totalIsEstimate: false });
  });
});
