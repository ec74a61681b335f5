import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryDto, NavCategoryDto, ProductDetailDto, ProductListDto } from '../../../shared/catalog';
import { discountPercent } from '../../../shared/money';
import { productUnitPrice } from '../../../shared/unit-price';
import { startShop, type TestShop } from '../../test/harness';

let shop: TestShop;
beforeAll(async () => {
  shop = await startShop({ catalogSize: 300, fixtures: false, promos: false });
});
afterAll(() => shop?.close());

async function get<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await shop.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() as T };
}
const list = (query: string) => get<ProductListDto>(`/api/products${query}`);

describe('GET /api/categories and /api/brands', () => {
  it('returns active categories in sort order with their tree links', async () => {
    const { status, body } = await get<CategoryDto[]>('/api/categories');
    expect(status).toBe(200);
    expect(body).toHaveLength(shop.catalog.categories.length);
    const roots = body.filter((c) => c.parentId === null);
    expect(roots.map((c) => c.slug)).toEqual(
      shop.catalog.categories
        .filter((c) => !c.parentSlug)
        .sort((a, b) => a.sortOrder - b.sortOrder)
        .map((c) => c.slug),
    );
    const ids = new Set(body.map((c) => c.id));
    for (const child of body.filter((c) => c.parentId)) expect(ids.has(child.parentId!)).toBe(true);
    expect(body[0]!.image).toMatch(/^\/img\/categories\/.+\.svg$/);
  });

  it('hides an inactive category', async () => {
    const slug = shop.catalog.categories.find((c) => c.parentSlug)!.slug;
    await shop.database.query('update categories set is_active = false where slug = $1', [slug]);
    const { body } = await get<CategoryDto[]>('/api/categories');
    await shop.database.query('update categories set is_active = true where slug = $1', [slug]);
    expect(body.map((c) => c.slug)).not.toContain(slug);
  });

  it('gives the storefront the same tree by slug: names, parents and images only, in the same order', async () => {
    const { body: full } = await get<CategoryDto[]>('/api/categories');
    const { status, body } = await get<NavCategoryDto[]>('/api/categories/nav');
    expect(status).toBe(200);
    const slugById = new Map(full.map((c) => [c.id, c.slug]));
    expect(body).toEqual(
      full.map((c) => ({
        name: c.name,
        slug: c.slug,
        parent: c.parentId ? slugById.get(c.parentId) : null,
        image: c.image,
      })),
    );
    expect(body.some((c) => c.parent !== null)).toBe(true);
  });

  it("reads one category's whole record by slug, 404 for an unknown or inactive one", async () => {
    const { body: full } = await get<CategoryDto[]>('/api/categories');
    const described = full.find((c) => c.description)!;
    const { status, body } = await get<CategoryDto>(`/api/categories/${described.slug}`);
    expect(status).toBe(200);
    expect(body).toEqual(described);
    expect((await get('/api/categories/no-such-category')).status).toBe(404);
    await shop.database.query('update categories set is_active = false where slug = $1', [described.slug]);
    const hidden = await get(`/api/categories/${described.slug}`);
    await shop.database.query('update categories set is_active = true where slug = $1', [described.slug]);
    expect(hidden.status).toBe(404);
  });

  it('returns brands ordered by name', async () => {
    const { body } = await get<{ name: string }[]>('/api/brands');
    expect(body).toHaveLength(shop.catalog.brands.length);
    const names = body.map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('gives the storefront the same brands with names and slugs only', async () => {
    const { body: full } = await get<{ id: string; name: string; slug: string }[]>('/api/brands');
    const { status, body } = await get<unknown[]>('/api/brands/nav');
    expect(status).toBe(200);
    expect(body).toEqual(full.map((b) => ({ name: b.name, slug: b.slug })));
  });
});

describe('GET /api/products', () => {
  it('pages through every active product, featured first then newest, with the total', async () => {
    const first = await list('');
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(shop.catalog.products.length);
    expect(first.body.pageSize).toBe(20);
    expect(first.body.products).toHaveLength(20);
    const featured = shop.catalog.products.filter((p) => p.isFeatured).length;
    expect(first.body.products.slice(0, Math.min(featured, 20)).every((p) => p.isFeatured)).toBe(true);

    const seen = new Set<string>();
    for (let page = 1; page <= Math.ceil(first.body.total / 100); page++) {
      const { body } = await list(`?pageSize=100&page=${page}`);
      body.products.forEach((p) => seen.add(p.id));
    }
    expect(seen.size).toBe(first.body.total);
  });

  it('returns an empty page past the end, with the total', async () => {
    const { status, body } = await list('?page=500&pageSize=100');
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.total).toBe(shop.catalog.products.length);
  });

  it.each([
    ['price_asc', (p: { priceCents: number }) => p.priceCents, 1],
    ['price_desc', (p: { priceCents: number }) => p.priceCents, -1],
    ['rating', (p: { rating: number }) => p.rating, -1],
  ] as const)('sorts by %s', async (sort, key, direction) => {
    const { body } = await list(`?sort=${sort}&pageSize=100`);
    const values = body.products.map((p) => key(p as never));
    for (let i = 1; i < values.length; i++) expect((values[i]! - values[i - 1]!) * direction).toBeGreaterThanOrEqual(0);
  });

  it('sorts by newest and popularity using the stored order', async () => {
    const newest = await list('?sort=newest&pageSize=5');
    const popular = await list('?sort=popularity&pageSize=5');
    const topSales = Math.max(...shop.catalog.products.map((p) => p.salesCount));
    const topSlugs = shop.catalog.products.filter((p) => p.salesCount === topSales).map((p) => p.slug);
    expect(topSlugs).toContain(popular.body.products[0]!.slug);
    const byAge = [...shop.catalog.products].sort((a, b) => a.createdDaysAgo - b.createdDaysAgo);
    expect(newest.body.products[0]!.slug).toBe(byAge[0]!.slug);
  });

  it('filters by a root category including its children', async () => {
    const root = shop.catalog.categories.find((c) => c.parentSlug === null)!;
    const childSlugs = new Set(shop.catalog.categories.filter((c) => c.parentSlug === root.slug).map((c) => c.slug));
    const expected = shop.catalog.products.filter(
      (p) => childSlugs.has(p.categorySlug) || p.categorySlug === root.slug,
    );
    const { body } = await list(`?category=${root.slug}&pageSize=100`);
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(body.products.every((p) => childSlugs.has(p.categorySlug))).toBe(true);
  });

  it('filters by brands, price range, rating, stock and dietary tags together with the right total', async () => {
    const brandSlugs = shop.catalog.brands.slice(0, 6).map((b) => b.slug);
    const expected = shop.catalog.products.filter(
      (p) =>
        p.brandSlug !== null &&
        brandSlugs.includes(p.brandSlug) &&
        p.priceCents >= 100 &&
        p.priceCents <= 3000 &&
        p.ratingAverage >= 3.5 &&
        p.stockQuantity > 0,
    );
    const { body } = await list(
      `?brands=${brandSlugs.join(',')}&minPrice=100&maxPrice=3000&minRating=3.5&inStock=true&pageSize=100`,
    );
    expect(body.total).toBe(expected.length);
    expect(new Set(body.products.map((p) => p.slug))).toEqual(new Set(expected.map((p) => p.slug)));
  });

  it('filters by dietary tags (all of them must apply)', async () => {
    const expected = shop.catalog.products.filter(
      (p) => p.dietaryInfo.includes('vegan') && p.dietaryInfo.includes('gluten-free'),
    );
    const { body } = await list('?dietary=vegan,gluten-free&pageSize=100');
    expect(expected.length).toBeGreaterThan(0);
    expect(body.total).toBe(expected.length);
    expect(body.products.every((p) => p.dietaryInfo.includes('vegan') && p.dietaryInfo.includes('gluten-free'))).toBe(
      true,
    );
  });

  it('matches text in the name or description, case-insensitively, and treats % literally', async () => {
    const word = shop.catalog.products[0]!.name.split(' ').at(-1)!;
    const expected = shop.catalog.products.filter((p) =>
      `${p.name} ${p.description}`.toLowerCase().includes(word.toLowerCase()),
    );
    const { body } = await list(`?q=${encodeURIComponent(word.toUpperCase())}&pageSize=100`);
    expect(body.total).toBe(expected.length);
    const wildcard = await list('?q=%25');
    expect(wildcard.status).toBe(200);
    expect(wildcard.body.total).toBe(
      shop.catalog.products.filter((p) => `${p.name}${p.description}`.includes('%')).length,
    );
  });

  it('returns the product card fields the storefront needs', async () => {
    const { body } = await list('?pageSize=100&sort=price_desc');
    const withVariants = body.products.find((p) => p.variants.length > 0);
    expect(withVariants).toBeDefined();
    const card = body.products[0]!;
    expect(card.image).toBe(`/img/products/${card.slug}.svg`);
    expect(card.discount).toBe(discountPercent(card.priceCents, card.originalPriceCents));
    expect(card.inStock).toBe(card.stockQuantity > 0);
  });

  it.each([
    ['?page=0', 'Page must be at least 1'],
    ['?page=abc', 'Page must be a number'],
    ['?pageSize=101', 'Page size cannot exceed 100'],
    ['?pageSize=0', 'Page size must be at least 1'],
    ['?sort=cheapest', 'Sort must be one of'],
    ['?minPrice=-1', 'Minimum price cannot be negative'],
    ['?minPrice=500&maxPrice=100', 'Minimum price cannot exceed maximum price'],
    ['?minRating=6', 'Rating must be between 0 and 5'],
    ['?inStock=maybe', 'inStock must be true or false'],
    ['?dietary=keto', 'Unknown dietary tag'],
    ['?categoryIds=not-a-uuid', 'Invalid category id'],
    [`?q=${'x'.repeat(201)}`, 'Search text is too long'],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const { status, body } = await get<{ error: { code: string; message: string } }>(`/api/products${query}`);
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain(message);
  });
});

describe('GET /api/products/:slug', () => {
  it('returns brand, category and variants', async () => {
    const product = shop.catalog.products.find((p) => p.variants.length > 1)!;
    const { status, body } = await get<ProductDetailDto>(`/api/products/${product.slug}`);
    expect(status).toBe(200);
    expect(body.name).toBe(product.name);
    expect(body.brand).toBe(shop.catalog.brands.find((b) => b.slug === product.brandSlug)?.name ?? '');
    expect(body.category.slug).toBe(product.categorySlug);
    expect(body.variants.map((v) => v.name)).toEqual(product.variants.map((v) => v.name));
    // Each size carries its price per unit, worked out by the shared rule from its name and price.
    for (const v of body.variants) {
      expect(v.unitPrice ?? null).toEqual(productUnitPrice(body, v.priceCents, v.name));
    }
    expect(body.unitPrice ?? null).toEqual(productUnitPrice(body, body.priceCents, body.variants[0]?.name));
    expect(body.variants.some((v) => v.unitPrice?.label.includes('/'))).toBe(true);
    expect(body.images).toEqual([`/img/products/${product.slug}.svg`]);
  });

  it('is a 404 for an unknown or inactive product', async () => {
    expect((await get('/api/products/no-such-thing')).status).toBe(404);
    const slug = shop.catalog.products[1]!.slug;
    await shop.database.query('update products set is_active = false where slug = $1', [slug]);
    const hidden = await get<{ error: { message: string } }>(`/api/products/${slug}`);
    await shop.database.query('update products set is_active = true where slug = $1', [slug]);
    expect(hidden.status).toBe(404);
    expect(hidden.body.error.message).toBe('Failed to fetch product');
  });

  it('lists related products from the same category', async () => {
    const product = shop.catalog.products[2]!;
    const { status, body } = await get<{ slug: string; categorySlug: string }[]>(
      `/api/products/${product.slug}/related`,
    );
    expect(status).toBe(200);
    expect(body.length).toBeLessThanOrEqual(8);
    expect(body.every((p) => p.categorySlug === product.categorySlug && p.slug !== product.slug)).toBe(true);
  });

  it('returns cards by ids and refuses bad ids', async () => {
    const { body: page } = await list('?pageSize=3');
    const ids = page.products.map((p) => p.id);
    const { body } = await get<{ id: string }[]>(`/api/products/by-ids?ids=${ids.join(',')}`);
    expect(new Set(body.map((p) => p.id))).toEqual(new Set(ids));
    expect((await get('/api/products/by-ids?ids=nope')).status).toBe(400);
  });
});

describe('GET /api/deals/top', () => {
  it('applies the spec rule: newest 50 discounted in stock, best 10 by rounded discount', async () => {
    const candidates = [...shop.catalog.products]
      .filter((p) => p.originalPriceCents !== null && p.stockQuantity > 0)
      .sort((a, b) => a.createdDaysAgo - b.createdDaysAgo)
      .slice(0, 50)
      .filter((p) => p.priceCents < p.originalPriceCents!)
      .map((p) => discountPercent(p.priceCents, p.originalPriceCents))
      .sort((a, b) => b - a)
      .slice(0, 10);
    const { body } = await get<{ discount: number; inStock: boolean }[]>('/api/deals/top');
    expect(body.map((p) => p.discount)).toEqual(candidates);
    expect(body.every((p) => p.inStock)).toBe(true);
  });
});

describe('product art', () => {
  it('draws an SVG for every product and category, and 404s for unknown ones', async () => {
    const product = shop.catalog.products[0]!;
    const image = await shop.app.inject({ url: `/img/products/${product.slug}.svg` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect(image.body.startsWith('<svg')).toBe(true);
    const category = await shop.app.inject({ url: `/img/categories/${shop.catalog.categories[0]!.slug}.svg` });
    expect(category.statusCode).toBe(200);
    expect((await shop.app.inject({ url: '/img/products/nothing-here.svg' })).statusCode).toBe(404);
  });
});
