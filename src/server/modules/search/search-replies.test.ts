import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type SearchQuery, searchQuery } from '../../../shared/search';
import type { Database } from '../../db/client';
import { SearchIndex } from './search-index';
import { createSearchService } from './search-service';
import { indexedToorDal, toorDalTaxonomy } from './search-test-fixtures';

const WEDNESDAY_NOON = new Date('2026-12-02T18:00:00Z'); // 12:00 CST
const THURSDAY_NOON = new Date('2026-12-03T18:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('kept search replies', () => {
  it('sends a search asked again as it was, until the index changes or the sale starts or ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(WEDNESDAY_NOON);
    let index = new SearchIndex();
    index.setTaxonomy(toorDalTaxonomy('Laxmi'));
    const id = randomUUID();
    index.upsert(id, indexedToorDal(id, 500, 400));
    // A search reads only the index: no database is reached.
    const search = createSearchService(null as unknown as Database, () => index);
    const ask = (query: Partial<SearchQuery>) => search.searchJson(searchQuery.parse(query), { keep: true });
    const price = async (query: Partial<SearchQuery>) =>
      (JSON.parse((await ask(query)).json) as { products: { priceCents: number }[] }).products[0]?.priceCents;

    // Kept from the second time a search is asked: most are asked once.
    const once = await ask({ q: 'toor dal' });
    const first = await ask({ q: 'toor dal' });
    expect(first).not.toBe(once);
    expect(first.json).toBe(once.json);
    expect(await ask({ q: 'toor dal' })).toBe(first);
    // Without `keep` (the warm-up's searches) a reply is made afresh.
    expect(await search.searchJson(searchQuery.parse({ q: 'toor dal' }))).not.toBe(first);
    await search.suggestions('too', { keep: true });
    const suggested = await search.suggestions('too', { keep: true });
    expect(suggested.suggestions).toMatchObject([{ name: 'Toor Dal', priceCents: 500 }]);
    expect(await search.suggestions('too', { keep: true })).toBe(suggested);
    // Another page, sort or filter is another search.
    expect(await ask({ q: 'toor dal', sort: 'price_asc' })).not.toBe(first);
    expect(await price({ q: 'toor dal' })).toBe(500);

    index.upsert(id, indexedToorDal(id, 700, 400));
    expect(await price({ q: 'toor dal' })).toBe(700);
    expect((await search.suggestions('too', { keep: true })).suggestions).toMatchObject([{ priceCents: 700 }]);

    vi.setSystemTime(THURSDAY_NOON);
    expect(await price({ q: 'toor dal' })).toBe(400);
    vi.setSystemTime(new Date('2026-12-04T18:00:00Z'));
    expect(await price({ q: 'toor dal' })).toBe(700);

    index.setTaxonomy(toorDalTaxonomy('Laxmi Gold'));
    expect(JSON.parse((await ask({ q: 'toor dal' })).json)).toMatchObject({ products: [{ brand: 'Laxmi Gold' }] });

    index.upsert(id, null);
    expect((await ask({ q: 'toor dal' })).total).toBe(0);

    // A rebuilt index starts with no kept replies.
    await ask({ q: 'dal' });
    const kept = await ask({ q: 'dal' });
    expect(await ask({ q: 'dal' })).toBe(kept);
    index = new SearchIndex();
    index.setTaxonomy(toorDalTaxonomy('Laxmi'));
    index.upsert(id, indexedToorDal(id, 500, 400));
    expect(await ask({ q: 'dal' })).not.toBe(kept);
    expect(await price({ q: 'dal' })).toBe(500);
  });
});
