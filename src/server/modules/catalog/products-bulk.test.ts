import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BulkReportDto } from '../../../shared/admin-bulk';
import { type Desk, staffCall, startDesk } from '../../test/harness';

/** Bulk actions on the products table: one transaction and one audit row per product, a per-product report. */
let desk: Desk;

beforeAll(async () => {
  desk = await startDesk();
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  await desk.shop.reset();
  const { database, products } = desk.shop;
  await database.query('delete from audit_log');
  await database.query('delete from thursday_sale_prices');
  await database.query('update products set original_price_cents = null');
  for (const v of products.rice.variants)
    await database.query('update product_variants set price_cents = $2, original_price_cents = null where id = $1', [
      v.id,
      v.priceCents,
    ]);
});

const bulk = (payload: unknown) => staffCall<BulkReportDto>(desk, 'POST', '/api/admin/products/bulk', payload);
const ids = (...names: ('mangoes' | 'rice' | 'paneer' | 'okra' | 'snack')[]) =>
  names.map((n) => desk.shop.products[n].id);
const priceOf = async (id: string) =>
  (await desk.shop.database.query<{ price_cents: number }>('select price_cents from products where id = $1', [id]))[0]!
    .price_cents;
const auditOf = (id: string) =>
  desk.shop.database.query<{ action: string; summary: string }>(
    'select action, summary from audit_log where entity_id = $1 order by created_at, id',
    [id],
  );

describe('bulk price changes', () => {
  it('cuts 10% off each product (every size of a sized one), one audit row each', async () => {
    const answer = await bulk({
      selection: { ids: ids('mangoes', 'rice', 'paneer') },
      action: { kind: 'price', mode: 'percent', value: -10 },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ done: 3, refused: 0 });
    expect(await priceOf(desk.shop.products.mangoes.id)).toBe(1169);
    expect(await priceOf(desk.shop.products.paneer.id)).toBe(539);
    const sizes = await desk.shop.database.query<{ price_cents: number }>(
      'select price_cents from product_variants where product_id = $1 order by sort_order',
      [desk.shop.products.rice.id],
    );
    expect(sizes.map((s) => s.price_cents)).toEqual([1709, 3149]);
    for (const id of ids('mangoes', 'rice', 'paneer')) expect(await auditOf(id)).toHaveLength(1);
    expect((await auditOf(desk.shop.products.mangoes.id))[0]).toEqual({
      action: 'product.bulk_price',
      summary: 'Alphonso Mangoes (Box of 6): price $12.99 → $11.69',
    });
  });

  it('refuses a product whose price would pass its original price, and changes none of its sizes', async () => {
    const { rice, mangoes } = desk.shop.products;
    // The 20 lb bag may rise; the 10 lb bag's original price stops it, so neither size moves.
    await desk.shop.database.query('update product_variants set original_price_cents = 1950 where id = $1', [
      rice.variants[0]!.id,
    ]);
    const answer = await bulk({
      selection: { ids: ids('rice', 'mangoes') },
      action: { kind: 'price', mode: 'amount', value: 100 },
    });
    expect(answer.body.items).toEqual([
      {
        id: rice.id,
        label: rice.name,
        done: false,
        message: '10 lb bag: the new price $19.99 would be above the original price $19.50',
      },
      { id: mangoes.id, label: mangoes.name, done: true, message: 'Price $12.99 → $13.99' },
    ]);
    const sizes = await desk.shop.database.query<{ price_cents: number }>(
      'select price_cents from product_variants where product_id = $1 order by sort_order',
      [rice.id],
    );
    expect(sizes.map((s) => s.price_cents)).toEqual([1899, 3499]);
    expect(await auditOf(rice.id)).toEqual([]);
  });
});

describe('bulk stock, archive and Thursday sale', () => {
  it('sets stock, refusing a sized product', async () => {
    const answer = await bulk({
      selection: { ids: ids('snack', 'rice') },
      action: { kind: 'stock', stockQuantity: 7 },
    });
    expect(answer.body.items.map((i) => [i.done, i.message])).toEqual([
      [true, 'Stock 40 → 7'],
      [false, 'Sold in sizes: set each size’s stock on its page'],
    ]);
  });

  it('archives, refuses the already archived, and restores', async () => {
    const [snack, paneer] = ids('snack', 'paneer');
    await bulk({ selection: { ids: [snack] }, action: { kind: 'archive', archived: true } });
    const again = await bulk({ selection: { ids: [snack, paneer] }, action: { kind: 'archive', archived: true } });
    expect(again.body.items.map((i) => [i.done, i.message])).toEqual([
      [false, 'Already archived'],
      [true, 'Archived'],
    ]);
    const restored = await bulk({ selection: { ids: [snack] }, action: { kind: 'archive', archived: false } });
    expect(restored.body.items[0]!.message).toBe('Restored');
    expect((await auditOf(snack!)).map((a) => a.action)).toEqual(['product.archive', 'product.restore']);
  });

  it('adds to the Thursday sale at a percent off (every size) and takes off, refusing one not on it', async () => {
    const [rice, snack] = ids('rice', 'snack');
    const added = await bulk({ selection: { ids: [rice] }, action: { kind: 'sale_add', percentOff: 20 } });
    expect(added.body.items[0]).toMatchObject({ done: true, message: 'On the Thursday sale at 20% off' });
    const prices = await desk.shop.database.query<{ sale_price_cents: number }>(
      'select sale_price_cents from thursday_sale_prices where product_id = $1 order by sale_price_cents',
      [rice],
    );
    expect(prices.map((p) => p.sale_price_cents)).toEqual([1519, 2799]);
    const removed = await bulk({ selection: { ids: [rice, snack] }, action: { kind: 'sale_remove' } });
    expect(removed.body.items.map((i) => [i.done, i.message])).toEqual([
      [true, 'Off the Thursday sale'],
      [false, 'Not on the Thursday sale'],
    ]);
    expect((await auditOf(rice!)).map((a) => a.action)).toEqual(['thursday_sale.set', 'thursday_sale.remove']);
  });

  it('acts on every product a filter matches, and refuses a bad action with 400', async () => {
    const answer = await bulk({
      selection: { filters: { q: 'masala peanuts' } },
      action: { kind: 'stock', stockQuantity: 9 },
    });
    expect(answer.body.items.map((i) => i.label)).toEqual(['Masala Peanuts 200 g']);
    expect(
      (await bulk({ selection: { ids: ids('snack') }, action: { kind: 'sale_add', percentOff: 75 } })).status,
    ).toBe(400);
    expect((await bulk({ selection: { ids: ids('snack') }, action: { kind: 'price', mode: 'percent' } })).status).toBe(
      400,
    );
  });
});
