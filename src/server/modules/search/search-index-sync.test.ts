import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCardDto } from '../../../shared/catalog';
import type { SearchResultDto } from '../../../shared/search';
import type { Database } from '../../db/client';
import { CLOCK_HEADER } from '../../lib/clock';
import { createTestDatabase } from '../../test/harness';
import { productsByIds } from '../catalog/catalog-repository';
import { toCard } from '../catalog/catalog-service';
import { loadSearchIndex } from './search-index-sync';
import { buildSearchApp, insertFixtures } from './search-test-fixtures';

/**
 * Two instances on one database, as in production: a product created, repriced or archived through
 * either (here: by SQL, as the admin does) is searchable, or gone, on both within 2 s (decision
 * 011), through migration 0014's NOTIFY and each instance's LISTEN.
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
    // The card kept beside the index shows the new price too.
    expect((await search(instances[1]!, 'q=zorbaq')).products[0]!.priceCents).toBe(900);

    await database.query('update products set is_active = false where id = $1', [product]);
    expect(await untilEvery('q=zorbaq', (body) => body.total === 0)).toBeLessThan(WITHIN_MS);
  });

  it('shows the same card as PostgreSQL on every instance within 2 s: created, repriced, out of and back in stock, sized, on the Thursday sale, archived', async () => {
    // Thursday and Wednesday noon in store time (America/Chicago).
    const thursday = '2026-11-26T18:00:00.000Z';
    const wednesday = '2026-11-25T18:00:00.000Z';
    /** The card the catalog reads from PostgreSQL this moment, as the sale stands on `at`. */
    const fresh = async (id: string, at: string): Promise<ProductCardDto | undefined> => {
      const [row] = await productsByIds(database, [id]);
      return row && toCard(row, at === thursday);
    };
    const cardOn = async (app: App, at: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/search?q=quorvex',
        headers: { [CLOCK_HEADER]: at },
      });
      return (response.json() as SearchResultDto).products[0];
    };
    /** Polls both instances until each shows PostgreSQL's card; returns how long the slowest took. */
    const inStep = async (id: string, at = wednesday) => {
      const started = performance.now();
      const expected = await fresh(id, at);
      for (const app of instances) {
        while (JSON.stringify(await cardOn(app, at)) !== JSON.stringify(expected)) {
          if (performance.now() - started > WITHIN_MS * 2)
            throw new Error(`not in step after ${WITHIN_MS * 2} ms: ${JSON.stringify(await cardOn(app, at))}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
      return { ms: performance.now() - started, card: expected };
    };

    const id = (await insertFixtures(database, [{ name: 'Quorvex Basmati', priceCents: 1000, stock: 5 }])).get(
      'Quorvex Basmati',
    )!;
    const created = await inStep(id);
    expect(created.ms).toBeLessThan(WITHIN_MS);
    expect(created.card).toMatchObject({ name: 'Quorvex Basmati', priceCents: 1000, inStock: true });

    await database.query('update products set price_cents = 900 where id = $1', [id]);
    expect((await inStep(id)).card?.priceCents).toBe(900);

    await database.query('update products set stock_quantity = 0 where id = $1', [id]);
    const soldOut = await inStep(id);
    expect(soldOut.ms).toBeLessThan(WITHIN_MS);
    expect(soldOut.card?.inStock).toBe(false);

    await database.query('update products set stock_quantity = 12 where id = $1', [id]);
    expect((await inStep(id)).card?.inStock).toBe(true);

    // On the Thursday sale: the sale price shows on Thursday only, with no reload at midnight.
    await database.query('insert into thursday_sale_prices (product_id, sale_price_cents) values ($1, 700)', [id]);
    const onSale = await inStep(id, thursday);
    expect(onSale.ms).toBeLessThan(WITHIN_MS);
    expect(onSale.card).toMatchObject({ priceCents: 700, originalPriceCents: 900, thursdaySale: true });
    expect((await inStep(id, wednesday)).card).toMatchObject({ priceCents: 900, thursdaySale: false });

    // A size added (the card lists sizes, each with its stock).
    await database.query(
      `insert into product_variants (product_id, name, price_cents, stock_quantity) values ($1, '10 lb', 900, 0)`,
      [id],
    );
    expect((await inStep(id)).card?.variants).toMatchObject([{ name: '10 lb', priceCents: 900, stockQuantity: 0 }]);

    await database.query('update products set is_active = false where id = $1', [id]);
    expect(await untilEvery('q=quorvex', (body) => body.total === 0)).toBeLessThan(WITHIN_MS);
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
