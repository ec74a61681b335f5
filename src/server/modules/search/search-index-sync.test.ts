import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResultDto } from '../../../shared/search';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../test/test-database';
import { loadSearchIndex } from './search-index-sync';
import { buildSearchApp, insertFixtures } from './search-test-fixtures';

/**
 * Two instances on one database, as in production: a product created, repriced or archived through
 * either (here: by SQL, as the admin does) is searchable, or gone, on both within 2 s (the issue's
 * promise), through migration 0014's NOTIFY and each instance's LISTEN.
 */
const WITHIN_MS = 2_000;
type App = Awaited<ReturnType<typeof buildSearchApp>>;
let database: Database;
let instances: App[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
  await insertFixtures(database, [{ name: 'Plain Staple' }]);
  instances = [await buildSearchApp(database), await buildSearchApp(database)];
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await database?.close();
});

const search = async (app: App, query: string) =>
  (await app.inject({ method: 'GET', url: `/api/search?${query}` })).json() as SearchResultDto;

/** Polls every instance until `done` holds on each; returns how long the slowest took. */
async function untilEvery(query: string, done: (body: SearchResultDto) => boolean): Promise<number> {
  const started = performance.now();
  for (const app of instances) {
    while (!done(await search(app, query))) {
      if (performance.now() - started > WITHIN_MS * 2)
        throw new Error(`${query}: not in step after ${WITHIN_MS * 2} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
  return performance.now() - started;
}

describe('the search index on several instances', () => {
  it('finds a new product, a new price and an archived one on every instance within 2 s', async () => {
    expect((await search(instances[0]!, 'q=zorbaq')).total).toBe(0);
    const [product] = await insertFixtures(database, [{ name: 'Zorbaq Lime Pickle', priceCents: 400 }]).then((ids) => [
      ...ids.values(),
    ]);
    expect(await untilEvery('q=zorbaq', (body) => body.total === 1)).toBeLessThan(WITHIN_MS);

    await database.query('update products set price_cents = 900 where id = $1', [product]);
    expect(await untilEvery('q=zorbaq&maxPrice=500', (body) => body.total === 0)).toBeLessThan(WITHIN_MS);
    // Cards are read fresh: the new price shows however the index ranked.
    expect((await search(instances[1]!, 'q=zorbaq')).products[0]!.priceCents).toBe(900);

    await database.query('update products set is_active = false where id = $1', [product]);
    expect(await untilEvery('q=zorbaq', (body) => body.total === 0)).toBeLessThan(WITHIN_MS);
  });

  it('follows a renamed category', async () => {
    await database.query(`update categories set name = 'Quillet Corner' where slug = 'fixture-test-shelf'`);
    expect(await untilEvery('q=quillet', (body) => body.total === 1)).toBeLessThan(WITHIN_MS);
  });
});

describe('loading the index', () => {
  it('holds every active product once, its slots shelf by shelf and by name within a shelf', async () => {
    const ids = await insertFixtures(database, [
      { name: 'Yellow Moong Dal', category: 'Dals' },
      { name: 'Amla Pickle', category: 'Pickles' },
      { name: 'Chana Dal', category: 'Dals' },
      { name: 'Brinjal Pickle', category: 'Pickles' },
      { name: 'Retired Dal', category: 'Dals', active: false },
    ]);
    const index = await loadSearchIndex(database);
    const [active] = await database.query<{ count: number }>(
      'select count(*)::int as count from products where is_active',
    );
    expect(index.size).toBe(active!.count);
    const slotOf = (name: string) => [...Array(index.slotCount).keys()].find((s) => index.idOf(s) === ids.get(name));
    expect(slotOf('Retired Dal')).toBeUndefined();
    // Neighbours in memory: the two dals next to each other, then the two pickles, each shelf by name.
    const dals = [slotOf('Chana Dal')!, slotOf('Yellow Moong Dal')!];
    const pickles = [slotOf('Amla Pickle')!, slotOf('Brinjal Pickle')!];
    for (const [first, second] of [dals, pickles]) expect(second).toBe(first! + 1);
  });
});
