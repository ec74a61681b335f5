import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListDto } from '../../../shared/catalog';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { generateDemoCatalog } from '../../db/seed/demo-catalog';
import { insertCatalog } from '../../db/seed/seed-catalog';
import { CLOCK_HEADER } from '../../lib/clock';
import { createTestDatabase, testConfig } from '../../test/harness';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await insertCatalog(database.db, generateDemoCatalog({ seed: 3, productCount: 30 }));
  const config = testConfig();
  app = await buildApp({ config, database, catalogCache: { countTtlMs: 0, listTtlMs: 0, pageTtlMs: 60_000 } });
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const list = async (query: string) => (await app.inject(`/api/products${query}`)).json() as ProductListDto;

describe('product list micro-cache', () => {
  it('reuses a page it has just built, and builds other pages fresh', async () => {
    const first = await list('?sort=price_asc&pageSize=5');
    const cheapest = first.products[0]!;
    await database.query('update products set price_cents = price_cents + 100 where id = $1', [cheapest.id]);
    expect((await list('?sort=price_asc&pageSize=5')).products[0]!.priceCents).toBe(cheapest.priceCents);
    const fresh = await list('?sort=price_asc&pageSize=6');
    expect(fresh.products.find((p) => p.id === cheapest.id)?.priceCents ?? cheapest.priceCents + 100).toBe(
      cheapest.priceCents + 100,
    );
  });

  it('keeps a page built before Thursday 00:00 (store time) from being shown during the sale', async () => {
    const listAt = async (moment: string) =>
      (
        await app.inject({ url: '/api/products?sort=newest&pageSize=50', headers: { [CLOCK_HEADER]: moment } })
      ).json() as ProductListDto;
    const [product] = await database.query<{ id: string; price_cents: number }>(
      `select id, price_cents from products p where is_active and price_cents >= 500
       and not exists (select 1 from product_variants v where v.product_id = p.id) order by created_at desc, id desc limit 1`,
    );
    const wednesday = '2026-12-03T05:59:59.000Z';
    const thursday = '2026-12-03T06:00:00.000Z';
    const before = (await listAt(wednesday)).products.find((p) => p.id === product!.id);
    expect(before?.priceCents).toBe(product!.price_cents);
    await database.query('insert into thursday_sale_prices (product_id, sale_price_cents) values ($1, $2)', [
      product!.id,
      product!.price_cents - 100,
    ]);
    try {
      const during = (await listAt(thursday)).products.find((p) => p.id === product!.id);
      expect(during).toMatchObject({ priceCents: product!.price_cents - 100, thursdaySale: true });
    } finally {
      await database.query('delete from thursday_sale_prices');
    }
  });

  it('never caches the product page itself', async () => {
    const { products } = await list('?pageSize=1&sort=newest');
    const slug = products[0]!.slug;
    await database.query('update products set price_cents = 4321 where slug = $1', [slug]);
    expect((await app.inject(`/api/products/${slug}`)).json().priceCents).toBe(4321);
  });
});

describe('product list micro-cache by size', () => {
  it('keeps no more cards than its cap: a page heavier than the cap is built fresh every time', async () => {
    const config = testConfig();
    const small = await buildApp({
      config,
      database,
      catalogCache: { countTtlMs: 0, listTtlMs: 0, pageTtlMs: 60_000, pageCards: 8 },
    });
    const listed = async (query: string) => (await small.inject(`/api/products${query}`)).json() as ProductListDto;
    const heavy = (await listed('?sort=rating&pageSize=9')).products[0]!;
    const light = (await listed('?sort=rating&pageSize=4')).products[0]!;
    try {
      expect(light.id).toBe(heavy.id);
      await database.query('update products set price_cents = price_cents + 7 where id = $1', [heavy.id]);
      expect((await listed('?sort=rating&pageSize=9')).products[0]!.priceCents).toBe(heavy.priceCents + 7);
      expect((await listed('?sort=rating&pageSize=4')).products[0]!.priceCents).toBe(heavy.priceCents);
    } finally {
      await database.query('update products set price_cents = price_cents - 7 where id = $1', [heavy.id]);
      await small.close();
    }
  });
});
