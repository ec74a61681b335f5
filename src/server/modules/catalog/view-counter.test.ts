import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startShop, type TestShop } from '../../test/harness';
import { ViewCounter } from './view-counter';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ catalogSize: 5, fixtures: false, promos: false });
});
afterAll(() => shop?.close());

const views = async (slug: string) =>
  (await shop.database.query<{ n: number }>('select views_count as n from products where slug = $1', [slug]))[0]!.n;

describe('product views', () => {
  it('adds buffered views to the products in one flush', async () => {
    const [a, b] = await shop.database.query<{ id: string; slug: string }>(
      'select id, slug from products order by slug limit 2',
    );
    const before = [await views(a!.slug), await views(b!.slug)];
    const counter = new ViewCounter(shop.database, 60_000);
    counter.record(a!.id);
    counter.record(a!.id);
    counter.record(b!.id);
    expect(await views(a!.slug)).toBe(before[0]);
    await counter.flush();
    expect([await views(a!.slug), await views(b!.slug)]).toEqual([before[0]! + 2, before[1]! + 1]);
    await counter.flush();
    expect(await views(a!.slug)).toBe(before[0]! + 2);
  });

  it('counts product page views through the API once the server closes', async () => {
    const slug = shop.catalog.products[0]!.slug;
    const before = await views(slug);
    await shop.app.inject(`/api/products/${slug}`);
    await shop.app.inject(`/api/products/${slug}`);
    await shop.app.close();
    expect(await views(slug)).toBe(before + 2);
  });
});
