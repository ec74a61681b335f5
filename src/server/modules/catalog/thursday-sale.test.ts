import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminSaleDto, SaleProductDto, SaleWindowDto } from '../../../shared/admin-thursday-sale';
import type { CartDto } from '../../../shared/cart';
import type { ProductCardDto, ProductDetailDto, ProductListDto } from '../../../shared/catalog';
import type { CheckoutQuoteDto, PlaceOrderResult } from '../../../shared/checkout';
import { openSlots } from '../../../shared/delivery-slots';
import { CLOCK_HEADER } from '../../lib/clock';
import { eventually } from '../../test/spawn-server';
import { shownPrice } from './sale-pricing';
import { type Desk, fillCart, orderBody, type Shopper, startDesk } from '../../test/harness';

/**
 * The Thursday sale end to end through the API: staff choose prices (validated, audited), and every
 * price a shopper sees or pays follows the store's calendar (America/Chicago) at the request's moment.
 */
const WEDNESDAY_LATE = '2026-12-03T05:59:00.000Z'; // Wed 2 Dec 23:59 CST
const THURSDAY_START = '2026-12-03T06:00:00.000Z'; // Thu 3 Dec 00:00 CST
const THURSDAY_NOON = '2026-12-03T18:00:00.000Z';
const FRIDAY_START = '2026-12-04T06:00:00.000Z'; // Fri 4 Dec 00:00 CST

let desk: Desk;
beforeAll(async () => {
  desk = await startDesk();
}, 120_000);
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  await desk.shop.reset();
  await desk.shop.database.query('delete from thursday_sale_prices');
  await desk.shop.database.query('delete from audit_log');
});

type Body<T> = T & { error: { code: string; message: string; fields?: Record<string, string> } };
async function as<T>(
  who: Shopper | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { at, payload }: { at?: string; payload?: unknown } = {},
) {
  const response = await desk.shop.app.inject({
    method,
    url,
    headers: {
      origin: desk.shop.config.publicUrl,
      ...(who ? { cookie: who.cookie } : {}),
      ...(at ? { [CLOCK_HEADER]: at } : {}),
    },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: JSON.parse(response.body || 'null') as Body<T> };
}
const staff = <T>(method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  as<T>(desk.staff, method, url, { payload });

const mangoes = () => desk.shop.products.mangoes;
const rice = () => desk.shop.products.rice;
const putMangoes = (salePriceCents: number | null) =>
  staff<SaleProductDto>('PUT', `/api/admin/thursday-sale/products/${mangoes().id}`, {
    prices: [{ variantId: null, salePriceCents }],
  });
async function putSale() {
  expect((await putMangoes(999)).status).toBe(200);
  const [small, large] = rice().variants;
  const riceSale = await staff<SaleProductDto>('PUT', `/api/admin/thursday-sale/products/${rice().id}`, {
    prices: [
      { variantId: small!.id, salePriceCents: null },
      { variantId: large!.id, salePriceCents: 2499 },
    ],
  });
  expect(riceSale.status).toBe(200);
}

const card = (list: ProductCardDto[], id: string) => list.find((p) => p.id === id)!;

describe('staff choose the sale', () => {
  it('sets a price per product or per size, audited, and lists the sale with its window', async () => {
    await putSale();
    const sale = await as<AdminSaleDto>(desk.staff, 'GET', '/api/admin/thursday-sale', { at: WEDNESDAY_LATE });
    expect(sale.status).toBe(200);
    expect(sale.body.window).toEqual({
      active: false,
      endsAt: null,
      nextStartsAt: THURSDAY_START,
      serverNow: WEDNESDAY_LATE,
    });
    expect(sale.body.products.map((p) => p.name).sort()).toEqual([mangoes().name, rice().name].sort());
    const riceLines = sale.body.products.find((p) => p.productId === rice().id)!.lines;
    expect(riceLines.map((l) => [l.variantName, l.regularPriceCents, l.salePriceCents])).toEqual([
      ['10 lb bag', 1899, null],
      ['20 lb bag', 3499, 2499],
    ]);
    const audit = await desk.shop.database.query<{ action: string; entity_id: string; actor_email: string }>(
      'select action, entity_id, actor_email from audit_log order by created_at, id',
    );
    expect(audit.map((a) => [a.action, a.entity_id])).toEqual([
      ['thursday_sale.set', mangoes().id],
      ['thursday_sale.set', rice().id],
    ]);
    expect(audit[0]!.actor_email).toBe(desk.staff.email);

    const removed = await staff<SaleProductDto>('DELETE', `/api/admin/thursday-sale/products/${mangoes().id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.lines[0]!.salePriceCents).toBeNull();
    const [last] = await desk.shop.database.query<{ action: string }>(
      'select action from audit_log order by created_at desc, id desc limit 1',
    );
    expect(last!.action).toBe('thursday_sale.remove');
  });

  it('refuses a price at or above the regular one, below zero, past 40% off, or for a wrong size, saving nothing', async () => {
    const refusals: [unknown, string, string][] = [
      [
        { variantId: null, salePriceCents: 1299 },
        'prices.0.salePriceCents',
        'The sale price must be below the regular price of $12.99',
      ],
      [
        { variantId: null, salePriceCents: 1500 },
        'prices.0.salePriceCents',
        'The sale price must be below the regular price of $12.99',
      ],
      [{ variantId: null, salePriceCents: -1 }, 'prices.0.salePriceCents', 'Enter a sale price of $0.00 or more'],
      [
        { variantId: null, salePriceCents: 0 },
        'prices.0.salePriceCents',
        'The sale is up to 40% off: the sale price must be $7.80 or more',
      ],
      [
        { variantId: null, salePriceCents: 779 },
        'prices.0.salePriceCents',
        'The sale is up to 40% off: the sale price must be $7.80 or more',
      ],
      [
        { variantId: rice().variants[0]!.id, salePriceCents: 999 },
        'prices.0.variantId',
        'This size is not one of the product’s',
      ],
      [
        { variantId: null, salePriceCents: null },
        'prices',
        'Enter a sale price for at least one size, or remove the product from the sale',
      ],
    ];
    for (const [price, field, message] of refusals) {
      const refused = await staff('PUT', `/api/admin/thursday-sale/products/${mangoes().id}`, { prices: [price] });
      expect(refused.status, JSON.stringify(price)).toBe(400);
      expect(refused.body.error.fields?.[field]).toBe(message);
    }
    const sized = await staff('PUT', `/api/admin/thursday-sale/products/${rice().id}`, {
      prices: [{ variantId: null, salePriceCents: 1500 }],
    });
    expect(sized.body.error.fields?.['prices.0.variantId']).toBe(
      'This product is sold in sizes: give each size its own sale price',
    );
    // A good first line does not save when a later one is refused.
    const mixed = await staff('PUT', `/api/admin/thursday-sale/products/${rice().id}`, {
      prices: [
        { variantId: rice().variants[0]!.id, salePriceCents: 1500 },
        { variantId: rice().variants[1]!.id, salePriceCents: 3499 },
      ],
    });
    expect(mixed.status).toBe(400);
    const unknown = await staff('PUT', '/api/admin/thursday-sale/products/not-a-product', {
      prices: [{ variantId: null, salePriceCents: 100 }],
    });
    expect(unknown.status).toBe(404);
    expect(await desk.shop.database.query('select 1 from thursday_sale_prices')).toHaveLength(0);
    expect(await desk.shop.database.query('select 1 from audit_log')).toHaveLength(0);
    // The lowest price the claim allows is accepted.
    expect((await putMangoes(780)).status).toBe(200);
  });

  it('is for staff only', async () => {
    expect((await as(null, 'GET', '/api/admin/thursday-sale')).status).toBe(401);
    expect((await as(desk.shopper, 'GET', '/api/admin/thursday-sale')).status).toBe(403);
    const put = await as(desk.shopper, 'PUT', `/api/admin/thursday-sale/products/${mangoes().id}`, {
      payload: { prices: [{ variantId: null, salePriceCents: 999 }] },
    });
    expect(put.status).toBe(403);
  });
});

describe('shoppers see sale prices only on Thursday, store time', () => {
  const listAt = async (at: string) =>
    (await as<ProductCardDto[]>(null, 'GET', `/api/products/by-ids?ids=${mangoes().id},${rice().id}`, { at })).body;

  it('from Thursday 00:00 to Friday 00:00 Chicago time, in cards, sizes, lists, search and the product page', async () => {
    await putSale();
    const wednesday = await listAt(WEDNESDAY_LATE);
    expect(card(wednesday, mangoes().id)).toMatchObject({ priceCents: 1299, thursdaySale: false });
    expect(card(wednesday, rice().id).variants.map((v) => v.priceCents)).toEqual([1899, 3499]);

    const thursday = await listAt(THURSDAY_START);
    expect(card(thursday, mangoes().id)).toMatchObject({
      priceCents: 999,
      originalPriceCents: 1299,
      discount: 23,
      thursdaySale: true,
    });
    const riceCard = card(thursday, rice().id);
    expect(riceCard.thursdaySale).toBe(true);
    // The first size is not on sale: the card's own price stays; the 20 lb bag is cut.
    expect(riceCard.priceCents).toBe(1899);
    expect(riceCard.variants.map((v) => [v.priceCents, v.originalPriceCents, v.thursdaySale ?? false])).toEqual([
      [1899, null, false],
      [2499, 3499, true],
    ]);
    // Sale prices never leave the server on other days, not even as an extra field.
    expect(JSON.stringify(wednesday)).not.toContain('salePrice');
    expect(JSON.stringify(thursday)).not.toContain('salePrice');

    expect(card(await listAt(FRIDAY_START), mangoes().id)).toMatchObject({ priceCents: 1299, thursdaySale: false });

    const slug = 'fixture-mangoes';
    const page = await as<ProductDetailDto>(null, 'GET', `/api/products/${slug}`, { at: THURSDAY_NOON });
    expect(page.body.priceCents).toBe(999);
    const list = await as<ProductListDto>(null, 'GET', '/api/products?pageSize=100', { at: THURSDAY_NOON });
    expect(card(list.body.products, mangoes().id).priceCents).toBe(999);
    // Search serves cards kept beside its index, told of the sale price by the database's notifications.
    const found = await eventually(
      () => as<ProductListDto>(null, 'GET', '/api/search?q=alphonso%20mangoes', { at: THURSDAY_NOON }),
      (response) => card(response.body.products, mangoes().id).priceCents === 999,
      5_000,
    );
    expect(card(found.body.products, mangoes().id).priceCents).toBe(999);
    const later = await as<ProductListDto>(null, 'GET', '/api/search?q=alphonso%20mangoes', { at: FRIDAY_START });
    expect(card(later.body.products, mangoes().id).priceCents).toBe(1299);
  });

  it('follows daylight saving time: Thursday starts at 05:00 UTC in summer', async () => {
    await putSale();
    // DST began Sun 8 Mar 2026: Wed 11 Mar 23:59 CDT is 04:59 UTC, Thu 12 Mar 00:00 CDT 05:00 UTC.
    expect(card(await listAt('2026-03-12T04:59:00Z'), mangoes().id).priceCents).toBe(1299);
    expect(card(await listAt('2026-03-12T05:00:00Z'), mangoes().id).priceCents).toBe(999);
    // Thu 12 Mar 23:59 CDT is still the sale although UTC says Friday.
    expect(card(await listAt('2026-03-13T04:59:00Z'), mangoes().id).priceCents).toBe(999);
    expect(card(await listAt('2026-03-13T05:00:00Z'), mangoes().id).priceCents).toBe(1299);
    // DST ended Sun 1 Nov 2026: Thu 5 Nov starts at 06:00 UTC.
    expect(card(await listAt('2026-11-05T05:59:00Z'), mangoes().id).priceCents).toBe(1299);
    expect(card(await listAt('2026-11-05T06:00:00Z'), mangoes().id).priceCents).toBe(999);
  });

  it('the deals shelf lists the sale only while it runs, with the window to count down to', async () => {
    await putSale();
    type Shelf = { window: SaleWindowDto; products: ProductCardDto[] };
    const before = await as<Shelf>(null, 'GET', '/api/deals/thursday-sale', { at: WEDNESDAY_LATE });
    expect(before.body.window).toMatchObject({ active: false, nextStartsAt: THURSDAY_START });
    expect(before.body.products).toEqual([]);
    const during = await as<Shelf>(null, 'GET', '/api/deals/thursday-sale', { at: THURSDAY_NOON });
    expect(during.body.window).toMatchObject({ active: true, endsAt: FRIDAY_START });
    expect(during.body.products.map((p) => p.id).sort()).toEqual([mangoes().id, rice().id].sort());
    expect((await as<Shelf>(null, 'GET', '/api/deals/thursday-sale', { at: FRIDAY_START })).body.products).toEqual([]);
  });
});

describe("price sorts and price filters use the price shown, Thursday's while the sale runs", () => {
  const MOMENTS = [
    { at: WEDNESDAY_LATE, sale: false },
    { at: THURSDAY_START, sale: true },
    { at: FRIDAY_START, sale: false },
  ];
  // Mangoes 1299 → 1199 and the rice's first size (the card's price) 1899 → 1149: on Thursdays the rice
  // is the cheaper of the two, on other days the dearer.
  async function putPriceCuts() {
    expect((await putMangoes(1199)).status).toBe(200);
    const [small] = rice().variants;
    const cut = await staff<SaleProductDto>('PUT', `/api/admin/thursday-sale/products/${rice().id}`, {
      prices: [{ variantId: small!.id, salePriceCents: 1149 }],
    });
    expect(cut.status).toBe(200);
  }
  const before = (list: ProductCardDto[], first: string, second: string) =>
    list.findIndex((p) => p.id === first) < list.findIndex((p) => p.id === second);
  const prices = (list: ProductCardDto[]) => list.map((p) => p.priceCents);
  const ascending = (list: number[]) => list.every((price, i) => i === 0 || list[i - 1]! <= price);
  const descending = (list: number[]) => list.every((price, i) => i === 0 || list[i - 1]! >= price);
  async function wholeCatalog(sort: string, at: string): Promise<ProductCardDto[]> {
    const all: ProductCardDto[] = [];
    for (let page = 1; ; page++) {
      const { body } = await as<ProductListDto>(null, 'GET', `/api/products?sort=${sort}&pageSize=100&page=${page}`, {
        at,
      });
      all.push(...body.products);
      if (all.length >= body.total) return all;
    }
  }
  const ids = (list: ProductCardDto[]) => list.map((p) => p.id);
  const inWindow = async (path: string, at: string, min: number, max: number) =>
    ids(
      (await as<ProductListDto>(null, 'GET', `${path}&minPrice=${min}&maxPrice=${max}&pageSize=100`, { at })).body
        .products,
    );

  it('in the catalog, as of Wednesday 23:59, Thursday 00:00 and Friday 00:00 store time', async () => {
    await putPriceCuts();
    for (const { at, sale } of MOMENTS) {
      const cheapest = await wholeCatalog('price_asc', at);
      expect(ascending(prices(cheapest)), at).toBe(true);
      expect(card(cheapest, mangoes().id).priceCents).toBe(sale ? 1199 : 1299);
      expect(before(cheapest, rice().id, mangoes().id), at).toBe(sale);
      const dearest = await wholeCatalog('price_desc', at);
      expect(descending(prices(dearest)), at).toBe(true);
      expect(before(dearest, mangoes().id, rice().id), at).toBe(sale);
      expect((await inWindow('/api/products?sort=price_asc', at, 1150, 1250)).includes(mangoes().id), at).toBe(sale);
      expect((await inWindow('/api/products?sort=price_asc', at, 1100, 1149)).includes(rice().id), at).toBe(sale);
      expect((await inWindow('/api/products?sort=price_asc', at, 1250, 1350)).includes(mangoes().id), at).toBe(!sale);
    }
  });

  it('in search, kept current as sale prices change', async () => {
    // One made-up word both products hold, so one search finds the two.
    await desk.shop.database.query(
      `update products set description = description || ' Quorvello.' where id = any($1::uuid[])`,
      [[mangoes().id, rice().id]],
    );
    await putPriceCuts();
    const searchWindow = (at: string, min: number, max: number) => inWindow('/api/search?q=quorvello', at, min, max);
    // The index learns of the sale through the database's notifications, within moments.
    await eventually(
      () => searchWindow(THURSDAY_START, 1100, 1149),
      (found) => found.includes(rice().id),
      5_000,
    );
    const sorted = (sort: string, at: string) =>
      as<ProductListDto>(null, 'GET', `/api/search?q=quorvello&sort=${sort}&pageSize=100`, { at });
    for (const { at, sale } of MOMENTS) {
      expect((await searchWindow(at, 1150, 1250)).includes(mangoes().id), at).toBe(sale);
      expect((await searchWindow(at, 1100, 1149)).includes(rice().id), at).toBe(sale);
      expect((await searchWindow(at, 1250, 1350)).includes(mangoes().id), at).toBe(!sale);
      const cheapest = (await sorted('price_asc', at)).body.products;
      expect(cheapest).toHaveLength(2);
      expect(ascending(prices(cheapest)), at).toBe(true);
      expect(before(cheapest, rice().id, mangoes().id), at).toBe(sale);
      const dearest = (await sorted('price_desc', at)).body.products;
      expect(descending(prices(dearest)), at).toBe(true);
      expect(before(dearest, mangoes().id, rice().id), at).toBe(sale);
    }
  });

  it("the planner knows how many products a Thursday price range holds (or it sorts every match's card)", async () => {
    const { database } = desk.shop;
    await database.query('analyze products');
    const [{ active }] = (await database.query<{ active: number }>(
      'select count(*)::int as active from products where is_active',
    )) as [{ active: number }];
    const [row] = await database.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `explain (format json) select p.id from products p where p.is_active and ${shownPrice(true)} between 0 and 10000000`,
    );
    // A partial index's expression gives PostgreSQL no estimate: without migration 0028's statistics it
    // guesses 0.5% of the rows.
    expect(row!['QUERY PLAN'][0].Plan['Plan Rows']).toBeGreaterThan(active / 2);
  });

  it('a regular price lowered under the sale price wins, in the sorts and filters too', async () => {
    await putPriceCuts();
    await desk.shop.database.query('update products set price_cents = 1099 where id = $1', [mangoes().id]);
    expect(await inWindow('/api/products?sort=price_asc', THURSDAY_START, 1050, 1150)).toContain(mangoes().id);
    expect(await inWindow('/api/products?sort=price_asc', THURSDAY_START, 1150, 1250)).not.toContain(mangoes().id);
    // Staff clearing the sale takes Thursday's price with it.
    await desk.shop.database.query('update products set price_cents = 1299 where id = $1', [mangoes().id]);
    expect(await inWindow('/api/products?sort=price_asc', THURSDAY_START, 1150, 1250)).toContain(mangoes().id);
    expect((await staff('DELETE', `/api/admin/thursday-sale/products/${mangoes().id}`)).status).toBe(200);
    expect(await inWindow('/api/products?sort=price_asc', THURSDAY_START, 1150, 1250)).not.toContain(mangoes().id);
  });
});

describe('cart and checkout charge the price of the moment the order is placed', () => {
  const slotAt = (at: string) => openSlots(new Date(at))[0]!;
  const quote = (at: string) =>
    as<CheckoutQuoteDto>(desk.shopper, 'POST', '/api/checkout/quote', {
      at,
      payload: { zipCode: '75038', state: 'TX', express: false, loyaltyPoints: 0, promoCode: null },
    });
  const place = (at: string, expected?: { productId: string; variantId?: string | null; unitPriceCents: number }[]) =>
    as<PlaceOrderResult>(desk.shopper, 'POST', '/api/checkout/orders', {
      at,
      payload: orderBody({
        delivery: { ...orderBody().delivery, slot: slotAt(at) },
        ...(expected ? { expected: { lines: expected } } : {}),
      }),
    });
  const orderLines = (orderId: string) =>
    desk.shop.database.query<{ unit_price_cents: number; line_total_cents: number }>(
      'select unit_price_cents, line_total_cents from order_items where order_id = $1 order by unit_price_cents',
      [orderId],
    );

  it('a cart put together on Wednesday and checked out on Thursday pays the sale price, stored on its lines', async () => {
    await putSale();
    const large = rice().variants[1]!;
    await fillCart(desk.shop.database, desk.shopper.id, [
      { productId: mangoes().id, quantity: 6 },
      { productId: rice().id, variantId: large.id, quantity: 1 },
    ]);
    const wednesdayCart = await as<CartDto>(desk.shopper, 'GET', '/api/cart', { at: WEDNESDAY_LATE });
    expect(wednesdayCart.body.items.map((i) => i.unitPriceCents).sort()).toEqual([1299, 3499]);
    expect(wednesdayCart.body.summary.subtotalCents).toBe(6 * 1299 + 3499);
    expect((await quote(WEDNESDAY_LATE)).body.totals.subtotalCents).toBe(6 * 1299 + 3499);

    const thursdayCart = await as<CartDto>(desk.shopper, 'GET', '/api/cart', { at: THURSDAY_START });
    expect(thursdayCart.body.summary.subtotalCents).toBe(6 * 999 + 2499);
    const placed = await place(THURSDAY_START, [
      { productId: mangoes().id, unitPriceCents: 1299 },
      { productId: rice().id, variantId: large.id, unitPriceCents: 3499 },
    ]);
    expect(placed.status).toBe(201);
    expect(placed.body.order.totals.subtotalCents).toBe(6 * 999 + 2499);
    // The shopper is told the prices went down since they looked.
    expect(placed.body.priceChanges.map((c) => [c.previousCents, c.currentCents]).sort()).toEqual([
      [1299, 999],
      [3499, 2499],
    ]);
    expect(await orderLines(placed.body.order.id)).toEqual([
      { unit_price_cents: 999, line_total_cents: 5994 },
      { unit_price_cents: 2499, line_total_cents: 2499 },
    ]);
  });

  it('a cart quoted on Thursday and ordered at Friday 00:00 pays the regular price', async () => {
    await putSale();
    await fillCart(desk.shop.database, desk.shopper.id, [{ productId: mangoes().id, quantity: 6 }]);
    const thursdayQuote = await quote('2026-12-04T05:59:30.000Z');
    expect(thursdayQuote.body.totals.subtotalCents).toBe(6 * 999);
    const placed = await place(FRIDAY_START, [{ productId: mangoes().id, unitPriceCents: 999 }]);
    expect(placed.status).toBe(201);
    expect(placed.body.order.totals.subtotalCents).toBe(6 * 1299);
    expect(placed.body.priceChanges).toEqual([{ name: mangoes().name, previousCents: 999, currentCents: 1299 }]);
    expect((await orderLines(placed.body.order.id))[0]!.unit_price_cents).toBe(1299);
  });

  it('never charges more than the regular price when staff lower it below the sale price', async () => {
    await putSale();
    await desk.shop.database.query('update products set price_cents = 899 where id = $1', [mangoes().id]);
    await fillCart(desk.shop.database, desk.shopper.id, [{ productId: mangoes().id, quantity: 6 }]);
    const cart = await as<CartDto>(desk.shopper, 'GET', '/api/cart', { at: THURSDAY_NOON });
    expect(cart.body.items[0]!.unitPriceCents).toBe(899);
    expect(cart.body.items[0]!.product.thursdaySale).toBe(false);
    const placed = await place(THURSDAY_NOON);
    expect(placed.body.order.totals.subtotalCents).toBe(6 * 899);
  });
});
