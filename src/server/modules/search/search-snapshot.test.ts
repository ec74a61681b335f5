import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchQuery } from '../../../shared/search';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/harness';
import { cardFromIndex } from './search-cards';
import type { SearchIndex } from './search-index';
import { buildSearchIndex, loadSearchIndex, startSearchIndexSync } from './search-index-sync';
import { createSearchService } from './search-service';
import { readSnapshot, writeSnapshot } from './search-snapshot';
import { insertFixtures } from './search-test-fixtures';

/**
 * An instance starts from the stored snapshot plus what changed since (decision 023). What it then
 * answers must be what a full load answers, for products created, repriced, resized, sold out and
 * archived after the snapshot's load began; and a snapshot that disagrees with PostgreSQL is not used.
 */
let database: Database;
let ids: Map<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  ids = await insertFixtures(database, [
    { name: 'Masala Chai', brand: 'Chaiwala', sales: 50 },
    { name: 'Mango Pickle', category: 'Pickles', sales: 20 },
    { name: 'Basmati Rice', priceCents: 1299 },
    { name: 'Garam Masala', stock: 0 },
    { name: 'Makhana Roasted', featured: true },
    { name: 'Toor Dal', priceCents: 899 },
  ]);
  await database.query(
    `insert into product_variants (product_id, name, price_cents, stock_quantity) values ($1, '5 lb', 1999, 4)`,
    [ids.get('Basmati Rice')],
  );
});
afterAll(async () => {
  await database?.close();
});

const QUERIES = ['masala', 'ma', 'pickle', 'rice', 'dal', 'lemon', 'chai', 'roasted'];

/** Every query's page of results (names, prices, cards) and total, and each live product's card. */
async function answers(index: SearchIndex) {
  const service = createSearchService(database, () => index);
  const pages = [];
  for (const q of QUERIES)
    for (const sort of ['relevance', 'price_asc'] as const) {
      const page = await service.search(searchQuery.parse({ q, sort }));
      pages.push({ q, sort, total: page.total, products: page.products });
    }
  const all = await database.query<{ id: string }>('select id from products order by id');
  return { size: index.size, pages, cards: all.map(({ id }) => cardFromIndex(index, id, false) ?? null) };
}

describe('the search index snapshot', () => {
  it('read back and brought up to date answers as a full load does', async () => {
    const built = await buildSearchIndex(database);
    expect(await writeSnapshot(database, built.index.state(), built.missesFrom)).toBe(true);
    expect(await answers((await readSnapshot(database))!)).toEqual(await answers(built.index));

    // Changed after the snapshot's load: one created, one repriced, one resized, one sold out, one archived.
    await insertFixtures(database, [{ name: 'Lemon Pickle', category: 'Pickles', priceCents: 350 }]);
    await database.query('update products set price_cents = 199 where id = $1', [ids.get('Toor Dal')]);
    await database.query(`update product_variants set price_cents = 2299 where name = '5 lb'`);
    await database.query('update products set stock_quantity = 0 where id = $1', [ids.get('Masala Chai')]);
    await database.query('update products set is_active = false where id = $1', [ids.get('Mango Pickle')]);

    const fromSnapshot = (await readSnapshot(database))!;
    const fresh = await loadSearchIndex(database);
    const expected = await answers(fresh);
    expect(await answers(fromSnapshot)).toEqual(expected);
    expect(expected.size).toBe(6);
    expect(expected.pages.find((p) => p.q === 'lemon')!.total).toBe(1);
    expect(expected.pages.find((p) => p.q === 'dal')!.products[0]!.priceCents).toBe(199);

    // An instance starting now starts from it: the changed products' old slots are still there, dead.
    const sync = startSearchIndexSync(database, Fastify().log);
    await sync.ready;
    expect(sync.index().slotCount).toBeGreaterThan(sync.index().size);
    expect(await answers(sync.index())).toEqual(expected);
    await sync.close();
  });

  it('is written again only when the stored one is older than the given age', async () => {
    const built = await buildSearchIndex(database);
    expect(await writeSnapshot(database, built.index.state(), built.missesFrom)).toBe(false);
    expect(await writeSnapshot(database, built.index.state(), built.missesFrom, { everyMs: 0 })).toBe(true);
  });

  it('is not used when its products disagree with PostgreSQL (a change it has no record of)', async () => {
    await insertFixtures(database, [{ name: 'Jaggery Powder' }]);
    await database.query('delete from search_changes');
    expect(await readSnapshot(database)).toBeUndefined();
  });
});
