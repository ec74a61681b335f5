import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProductDto, AdminProductListDto, ProductInputDraft } from '../../../shared/admin-products';
import { CART_CHANNEL } from '../../realtime/cart-live';
import { createNotificationListener } from '../../realtime/notification-listener';
import { type Desk, placeOrder, startDesk } from '../../test/harness';

/** The staff product desk: list filters, create/edit/archive, inline edits, and every validation rule. */
let desk: Desk;
let categoryId: string;
let brandId: string;

beforeAll(async () => {
  desk = await startDesk();
  const [category] = await desk.shop.database.query<{ id: string }>('select id from categories order by slug limit 1');
  const [brand] = await desk.shop.database.query<{ id: string }>('select id from brands order by slug limit 1');
  categoryId = category!.id;
  brandId = brand!.id;
});
afterAll(async () => desk?.shop.close());
beforeEach(async () => {
  await desk.shop.reset();
  await desk.shop.database.query(`delete from orders`);
  await desk.shop.database.query(`delete from products where slug like 'staff-%'`);
  await desk.shop.database.query('delete from audit_log');
});

type Body = AdminProductDto & AdminProductListDto & { error: { code: string; message: string; fields?: object } };
async function staff(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  const response = await desk.shop.app.inject({
    method,
    url,
    headers: { origin: desk.shop.config.publicUrl, cookie: desk.staff.cookie },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: (response.body ? JSON.parse(response.body) : null) as Body };
}

const rasam = (overrides: Partial<ProductInputDraft> = {}): ProductInputDraft => ({
  name: 'Staff Tomato Rasam Powder',
  slug: 'staff-tomato-rasam-powder',
  description: 'Tangy South Indian rasam powder.\nRoasted in small batches.',
  originStory: 'Ground in Madurai from Guntur chillies and Tamil Nadu coriander.',
  healthBenefits: ['Warming spices'],
  brandId,
  categoryId,
  priceCents: 499,
  originalPriceCents: 599,
  stockQuantity: 40,
  isWeightBased: false,
  unit: 'piece',
  taxClass: 'food',
  dietaryInfo: ['vegetarian', 'vegan'],
  authenticityBadge: 'traditional',
  isFeatured: false,
  isActive: true,
  variants: [
    { name: '100 g', priceCents: 349, originalPriceCents: 399, stockQuantity: 25 },
    { name: '200 g', priceCents: 599, originalPriceCents: null, stockQuantity: 15 },
  ],
  ...overrides,
});

const countStaffProducts = async () =>
  (
    await desk.shop.database.query<{ n: number }>(`select count(*)::int as n from products where slug like 'staff-%'`)
  )[0]!.n;
const auditCount = async () =>
  (await desk.shop.database.query<{ n: number }>('select count(*)::int as n from audit_log'))[0]!.n;

describe('create', () => {
  it('saves every storefront field with two variants; the storefront shows it and search finds it', async () => {
    const created = await staff('POST', '/api/admin/products', rasam());
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'staff-tomato-rasam-powder',
      // With variants the product shows the first one's price and their total stock.
      priceCents: 349,
      originalPriceCents: 399,
      stockQuantity: 40,
      dietaryInfo: ['vegetarian', 'vegan'],
      authenticityBadge: 'traditional',
      orderLines: 0,
    });
    expect(created.body.variants.map((v) => v.name)).toEqual(['100 g', '200 g']);

    const page = await desk.shop.app.inject({ url: '/api/products/staff-tomato-rasam-powder' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      name: 'Staff Tomato Rasam Powder',
      originStory: 'Ground in Madurai from Guntur chillies and Tamil Nadu coriander.',
      description: 'Tangy South Indian rasam powder.\nRoasted in small batches.',
    });
    // Search keeps its own index, told of new products through NOTIFY: it finds it within moments.
    await vi.waitFor(
      async () => {
        const search = await desk.shop.app.inject({ url: '/api/search?q=rasam' });
        expect(search.json().products.map((p: { slug: string }) => p.slug)).toContain('staff-tomato-rasam-powder');
      },
      { timeout: 3000, interval: 100 },
    );

    const [audit] = await desk.shop.database.query<{ action: string; actor_email: string }>(
      'select action, actor_email from audit_log where entity_id = $1',
      [created.body.id],
    );
    expect(audit).toEqual({ action: 'product.create', actor_email: desk.staff.email });
  });

  it('makes the slug from the name when none is given', async () => {
    const created = await staff('POST', '/api/admin/products', rasam({ slug: undefined, name: 'Staff Kala Namak' }));
    expect(created.body.slug).toBe('staff-kala-namak');
  });

  it('refuses a duplicate slug with 409 and saves nothing', async () => {
    expect((await staff('POST', '/api/admin/products', rasam())).status).toBe(201);
    const before = [await countStaffProducts(), await auditCount()];
    const again = await staff('POST', '/api/admin/products', rasam({ name: 'Another Rasam' }));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      message: 'A product with this slug already exists',
      fields: { slug: 'A product with this slug already exists' },
    });
    expect([await countStaffProducts(), await auditCount()]).toEqual(before);
  });

  const refusals: [string, Partial<ProductInputDraft>, string, string][] = [
    ['a negative price', { variants: [], priceCents: -1 }, 'priceCents', 'Price cannot be negative'],
    ['negative stock', { variants: [], stockQuantity: -3 }, 'stockQuantity', 'Stock cannot be negative'],
    [
      'a negative variant price',
      { variants: [{ name: '1 kg', priceCents: -100, originalPriceCents: null, stockQuantity: 1 }] },
      'variants.0.priceCents',
      'Variant price cannot be negative',
    ],
    [
      'negative variant stock',
      { variants: [{ name: '1 kg', priceCents: 100, originalPriceCents: null, stockQuantity: -1 }] },
      'variants.0.stockQuantity',
      'Stock cannot be negative',
    ],
    [
      'an original price below the price',
      { variants: [], priceCents: 500, originalPriceCents: 450 },
      'originalPriceCents',
      'Original price cannot be below the price',
    ],
    [
      "a variant's original price below its price",
      { variants: [{ name: '1 kg', priceCents: 900, originalPriceCents: 800, stockQuantity: 1 }] },
      'variants.0.originalPriceCents',
      'Original price cannot be below the price',
    ],
    [
      'a weight-based product sold by the piece',
      { variants: [], isWeightBased: true, unit: 'piece' },
      'unit',
      'A weight-based product is sold per lb',
    ],
    [
      'a weight-based product with size variants',
      { isWeightBased: true, unit: 'lb' },
      'variants',
      'A weight-based product is sold by weight and has no size variants',
    ],
    [
      'a counted product sold per lb',
      { variants: [], unit: 'lb' },
      'unit',
      'Only weight-based products are sold per lb',
    ],
    [
      'fractional stock of a counted product',
      { variants: [], stockQuantity: 2.5 },
      'stockQuantity',
      'Stock of a counted product is a whole number',
    ],
    ['a bad slug', { slug: 'Rasam Powder!' }, 'slug', 'Slug may hold lowercase letters, digits and single hyphens'],
    ['an unknown dietary tag', { dietaryInfo: ['paleo' as 'vegan'] }, 'dietaryInfo.0', 'Unknown dietary tag'],
  ];
  it.each(refusals)('refuses %s with a message on its field and saves nothing', async (_, change, field, message) => {
    const refused = await staff('POST', '/api/admin/products', rasam(change));
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields).toMatchObject({ [field]: message });
    expect(await countStaffProducts()).toBe(0);
  });

  it('accepts fractional pounds for a weight-based product', async () => {
    const okra = rasam({ slug: 'staff-okra', variants: [], isWeightBased: true, unit: 'lb', stockQuantity: 37.25 });
    const created = await staff('POST', '/api/admin/products', okra);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.stockQuantity).toBe(37.25);
  });

  it('refuses an unknown category or brand with 400 and saves nothing, audit included', async () => {
    const unknown = '6f1c2b0a-1111-4222-8333-944455556666';
    const noCategory = await staff('POST', '/api/admin/products', rasam({ categoryId: unknown }));
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.error).toMatchObject({
      message: 'Unknown category',
      fields: { categoryId: 'Unknown category' },
    });
    const noBrand = await staff('POST', '/api/admin/products', rasam({ brandId: unknown }));
    expect(noBrand.body.error.fields).toEqual({ brandId: 'Unknown brand' });
    expect([await countStaffProducts(), await auditCount()]).toEqual([0, 0]);
  });
});

describe('edit', () => {
  it('changes fields and variants in place; the slug stays; ids of kept variants stay', async () => {
    const created = (await staff('POST', '/api/admin/products', rasam())).body;
    const [small] = created.variants;
    const edited = await staff('PUT', `/api/admin/products/${created.id}`, {
      ...rasam({ slug: undefined }),
      name: 'Staff Tomato Rasam Powder (Madurai)',
      isFeatured: true,
      variants: [
        { id: small!.id, name: '100 g', priceCents: 379, originalPriceCents: null, stockQuantity: 5 },
        { name: '500 g', priceCents: 1299, originalPriceCents: null, stockQuantity: 8 },
      ],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ slug: 'staff-tomato-rasam-powder', isFeatured: true, stockQuantity: 13 });
    expect(edited.body.variants.map((v) => [v.name, v.priceCents])).toEqual([
      ['100 g', 379],
      ['500 g', 1299],
    ]);
    expect(edited.body.variants[0]!.id).toBe(small!.id);

    const slugChange = await staff('PUT', `/api/admin/products/${created.id}`, rasam({ slug: 'staff-new-slug' }));
    expect(slugChange.status).toBe(400);
    expect(slugChange.body.error.fields).toHaveProperty('slug');
  });

  it('refuses to drop a variant that is in an order, and changes nothing else', async () => {
    const created = (await staff('POST', '/api/admin/products', rasam())).body;
    const [small, large] = created.variants;
    await placeOrder(desk, [{ productId: created.id, variantId: large!.id, quantity: 1 }, ...mangoes()]);
    const refused = await staff('PUT', `/api/admin/products/${created.id}`, {
      ...rasam({ slug: undefined, name: 'Renamed Rasam' }),
      variants: [{ id: small!.id, name: '100 g', priceCents: 349, originalPriceCents: null, stockQuantity: 25 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      '200 g is in past orders and cannot be removed; set its stock to 0 instead',
    );
    const now = (await staff('GET', `/api/admin/products/${created.id}`)).body;
    expect(now.name).toBe('Staff Tomato Rasam Powder');
    expect(now.variants).toHaveLength(2);
  });

  it('inline-edits a variant (the product follows) and a plain product; refuses bad values', async () => {
    const created = (await staff('POST', '/api/admin/products', rasam())).body;
    const large = created.variants[1]!;
    const stock = await staff('PATCH', `/api/admin/products/${created.id}`, { variantId: large.id, stockQuantity: 0 });
    expect(stock.status, JSON.stringify(stock.body)).toBe(200);
    expect(stock.body.stockQuantity).toBe(25);
    const price = await staff('PATCH', `/api/admin/products/${created.id}`, {
      variantId: created.variants[0]!.id,
      priceCents: 329,
    });
    expect(price.body.priceCents).toBe(329);

    const needsVariant = await staff('PATCH', `/api/admin/products/${created.id}`, { stockQuantity: 3 });
    expect(needsVariant.body.error.fields).toEqual({ variantId: 'Choose which variant to change' });
    const belowOriginal = await staff('PATCH', `/api/admin/products/${created.id}`, {
      variantId: created.variants[0]!.id,
      priceCents: 450,
    });
    expect(belowOriginal.body.error.message).toBe('Original price cannot be below the price');
    const negative = await staff('PATCH', `/api/admin/products/${created.id}`, {
      variantId: large.id,
      stockQuantity: -1,
    });
    expect(negative.body.error.message).toBe('Stock cannot be negative');

    const mango = desk.shop.products.mangoes;
    const plain = await staff('PATCH', `/api/admin/products/${mango.id}`, { priceCents: 1199, stockQuantity: 7 });
    expect(plain.body).toMatchObject({ priceCents: 1199, stockQuantity: 7 });
    const summaries = await desk.shop.database.query<{ summary: string }>(
      `select summary from audit_log where action = 'product.quick_edit' and entity_id = $1`,
      [mango.id],
    );
    expect(summaries).toEqual([{ summary: `${mango.name}: price $12.99 → $11.99, stock 100 → 7` }]);
  });
});

describe('live', () => {
  it("a staff price change is announced on the shoppers' live channel with the product's id", async () => {
    const payloads: string[] = [];
    const silent = { warn() {}, info() {}, error() {} } as never;
    const listener = createNotificationListener(
      desk.shop.database,
      [CART_CHANNEL],
      { onNotification: (_channel, payload) => void payloads.push(payload), onResync() {} },
      silent,
    );
    try {
      await listener.ready();
      const mango = desk.shop.products.mangoes;
      expect((await staff('PATCH', `/api/admin/products/${mango.id}`, { priceCents: 1099 })).status).toBe(200);
      await expect
        .poll(() => payloads.map((p) => JSON.parse(p) as { t: string; ids?: string[] }))
        .toContainEqual({ t: 'products', ids: [mango.id] });
    } finally {
      await listener.close();
    }
  });
});

describe('archive and delete', () => {
  it('archives an ordered product (hidden from shoppers) and never deletes it', async () => {
    const mango = desk.shop.products.mangoes;
    await placeOrder(desk, mangoes());
    const removed = await staff('DELETE', `/api/admin/products/${mango.id}`);
    expect(removed.status).toBe(409);
    expect(removed.body.error.message).toBe(`${mango.name} is in 1 order line: archive it instead`);
    const archived = await staff('POST', `/api/admin/products/${mango.id}/archive`, { archived: true });
    expect(archived.body.isActive).toBe(false);
    expect((await desk.shop.app.inject({ url: '/api/products/fixture-mangoes' })).statusCode).toBe(404);
    const restored = await staff('POST', `/api/admin/products/${mango.id}/archive`, { archived: false });
    expect(restored.body.isActive).toBe(true);
  });

  it('deletes a product nobody ordered', async () => {
    const created = (await staff('POST', '/api/admin/products', rasam())).body;
    expect((await staff('DELETE', `/api/admin/products/${created.id}`)).status).toBe(204);
    expect((await staff('GET', `/api/admin/products/${created.id}`)).status).toBe(404);
  });
});

describe('list', () => {
  it('searches, filters and sorts on the server, with paging', async () => {
    await staff('POST', '/api/admin/products', rasam({ isFeatured: true }));
    const list = (query: string) => staff('GET', `/api/admin/products?${query}`).then((r) => r.body);

    const found = await list('q=rasam');
    expect(found.products.map((p) => p.slug)).toEqual(['staff-tomato-rasam-powder']);
    expect(found.products[0]!.variants).toHaveLength(2);
    expect((await list('stock=out')).products.map((p) => p.slug)).toContain('fixture-ghee');
    const low = (await list('stock=low&pageSize=100')).products;
    expect(low.every((p) => p.stockQuantity > 0 && p.stockQuantity <= 10)).toBe(true);
    expect(low.map((p) => p.slug)).toContain('fixture-paneer');
    expect((await list(`featured=true&brandId=${brandId}`)).products.map((p) => p.slug)).toContain(
      'staff-tomato-rasam-powder',
    );
    const onSale = (await list('onSale=true&pageSize=100')).products;
    expect(onSale.every((p) => p.originalPriceCents !== null && p.originalPriceCents > p.priceCents)).toBe(true);
    expect((await list(`categoryId=${categoryId}&pageSize=100`)).products.length).toBeGreaterThan(0);

    const byPrice = await list('sort=price&dir=asc&pageSize=3&page=2');
    const all = await list('sort=price&dir=asc&pageSize=100');
    expect(byPrice.products.map((p) => p.id)).toEqual(all.products.slice(3, 6).map((p) => p.id));
    expect(byPrice.total).toBe(all.total);

    await staff('POST', `/api/admin/products/${desk.shop.products.snack.id}/archive`, { archived: true });
    expect((await list('active=false')).products.map((p) => p.slug)).toEqual(['fixture-snack']);
  });

  it("gives each row its first picture for the list's thumbnail, null when it has none", async () => {
    const created = await staff('POST', '/api/admin/products', rasam());
    await desk.shop.database.query(`update products set images = $1 where id = $2`, [
      ['/media/rasam-front.webp', '/media/rasam-back.webp'],
      created.body.id,
    ]);
    const { body } = await staff('GET', '/api/admin/products?q=rasam');
    expect(body.products[0]).toMatchObject({ id: created.body.id, image: '/media/rasam-front.webp' });
    await desk.shop.database.query(`update products set images = '{}' where id = $1`, [created.body.id]);
    expect((await staff('GET', '/api/admin/products?q=rasam')).body.products[0]!.image).toBeNull();
  });

  it('refuses shoppers', async () => {
    const asShopper = await desk.shop.app.inject({
      url: '/api/admin/products',
      headers: { cookie: desk.shopper.cookie },
    });
    expect(asShopper.statusCode).toBe(403);
  });
});

const mangoes = () => [{ productId: desk.shop.products.mangoes.id, quantity: 5 }];
