import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lowestSalePriceCents, storeMidnight } from '../../../shared/thursday-sale';
import { createThursdaySaleService } from '../../modules/catalog/thursday-sale-service';
import { createTestDatabase } from '../../test/harness';
import type { Database } from '../client';
import { DEMO_ADMIN } from './demo-accounts';
import { seedIfEmpty } from './seed';
import { DEMO_SALE_PICKS, demoSalePriceCents, seedThursdaySale } from './seed-thursday-sale';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedIfEmpty(database, { demoData: true })).toBe('seeded');
}, 120_000);
afterAll(async () => {
  await database?.close();
});

const saleRows = () =>
  database.query<{ product_id: string; variant_id: string | null; sale_price_cents: number; updated_at: string }>(
    `select product_id, variant_id, sale_price_cents, updated_at::text from thursday_sale_prices
     order by product_id, variant_id nulls first`,
  );

describe('demo Thursday sale', () => {
  it('puts products of several departments on the sale, each size priced 10–40% below its regular price', async () => {
    const { products } = await createThursdaySaleService(database).list(new Date());
    expect(products.length).toBeGreaterThanOrEqual(12);
    expect(products.length).toBeLessThanOrEqual(DEMO_SALE_PICKS.length);
    const [departments] = await database.query<{ n: number }>(
      `select count(distinct c.parent_id)::int as n from products p join categories c on c.id = p.category_id
       where p.id in (select product_id from thursday_sale_prices)`,
    );
    expect(departments!.n).toBeGreaterThanOrEqual(5);
    let sized = 0;
    for (const product of products) {
      expect(product.isActive).toBe(true);
      if (product.lines[0]?.variantId) sized++;
      for (const line of product.lines) {
        // A product sold in sizes has every size on the sale, each with its own price.
        const sale = line.salePriceCents!;
        expect(Number.isInteger(sale), `${product.slug} ${line.variantName}`).toBe(true);
        expect(sale).toBeGreaterThan(0);
        expect(sale).toBeLessThan(line.regularPriceCents);
        expect(sale).toBeGreaterThanOrEqual(lowestSalePriceCents(line.regularPriceCents));
        expect(sale, `${product.slug} ${line.variantName}`).toBeLessThanOrEqual(line.regularPriceCents * 0.9);
      }
    }
    expect(sized).toBeGreaterThanOrEqual(3);
  });

  it('shows them on the deals shelf on a Thursday, store time, and not on a Wednesday', async () => {
    const service = createThursdaySaleService(database);
    const thursday = new Date(storeMidnight('2026-12-03').getTime() + 10 * 3_600_000);
    const shelf = await service.shelf(thursday);
    expect(shelf.window.active).toBe(true);
    expect(shelf.products.length).toBeGreaterThanOrEqual(12);
    expect(shelf.products.every((card) => card.thursdaySale && card.discount >= 10 && card.discount <= 40)).toBe(true);
    const wednesday = await service.shelf(new Date(thursday.getTime() - 24 * 3_600_000));
    expect(wednesday.products).toEqual([]);
  });

  it('adds nothing when run again, nor on a sale staff have emptied', async () => {
    const before = await saleRows();
    expect(await seedThursdaySale(database)).toBe(0);
    expect(await seedIfEmpty(database, { demoData: true })).toBe('kept');
    expect(await saleRows()).toEqual(before);

    const service = createThursdaySaleService(database);
    const [admin] = await database.query<{ id: string }>('select id from users where email = $1', [DEMO_ADMIN.email]);
    const actor = { id: admin!.id, email: DEMO_ADMIN.email };
    for (const productId of new Set(before.map((row) => row.product_id))) await service.remove(productId, actor);
    expect(await seedThursdaySale(database)).toBe(0);
    expect(await saleRows()).toEqual([]);
  });

  it('prices like a shelf label within the shop’s rules', () => {
    expect(demoSalePriceCents(499, 25)).toBe(369);
    expect(demoSalePriceCents(1000, 10)).toBe(899);
    // 40% off $4.99 is $2.994: the 40% claim rounds up to $3.00.
    expect(demoSalePriceCents(499, 40)).toBe(300);
    expect(demoSalePriceCents(1, 20)).toBeNull();
  });
});
