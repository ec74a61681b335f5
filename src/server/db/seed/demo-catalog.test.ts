import { describe, expect, it } from 'vitest';
import { AUTHENTICITY_BADGES, DIETARY_TAGS } from '../../../shared/catalog';
import { generateDemoCatalog, ROOT_CATEGORY_SLUGS } from './demo-catalog';
import type { DemoProduct } from './demo-catalog';
import { BRANDS, ROOTS } from './demo-catalog-data';

const catalog = generateDemoCatalog();
const { categories, brands, products, zones, banners } = catalog;
const leafSlugs = new Set(categories.filter((c) => c.parentSlug !== null).map((c) => c.slug));
const share = (predicate: (p: DemoProduct) => boolean) => products.filter(predicate).length / products.length;
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
const isMultipack = (p: DemoProduct) => /\((Pack of|Value Pack)/.test(p.name);

describe('generateDemoCatalog', () => {
  it('is deterministic for a seed and changes with the seed', () => {
    expect(JSON.stringify(generateDemoCatalog())).toBe(JSON.stringify(catalog));
    expect(JSON.stringify(generateDemoCatalog({ seed: 2026, productCount: 1200 }))).toBe(JSON.stringify(catalog));
    const other = generateDemoCatalog({ seed: 7 });
    expect(other.products.map((p) => p.slug)).not.toEqual(products.map((p) => p.slug));
    expect(other.categories).toEqual(categories);
  });

  it('has the required counts', () => {
    expect(products.length).toBe(1200);
    expect(leafSlugs.size).toBeGreaterThanOrEqual(40);
    expect(brands.length).toBeGreaterThanOrEqual(80);
    expect(zones.filter((z) => z.isActive).length).toBeGreaterThanOrEqual(50);
    expect(zones.filter((z) => !z.isActive)).toHaveLength(2);
    expect(banners).toHaveLength(5);
    expect(generateDemoCatalog({ productCount: 10 }).products).toHaveLength(10);
    expect(generateDemoCatalog({ productCount: 10 }).brands).toEqual(brands);
  });

  it('builds a category tree of 14 roots with 3–4 children each', () => {
    const roots = categories.filter((c) => c.parentSlug === null);
    expect(roots.map((r) => r.slug)).toEqual([...ROOT_CATEGORY_SLUGS]);
    expect(roots.map((r) => r.sortOrder)).toEqual(roots.map((_, i) => i + 1));
    expect(roots.find((r) => r.slug === 'dairy-ghee')?.name).toBe('Dairy, Paneer & Ghee');
    for (const root of roots) {
      const children = categories.filter((c) => c.parentSlug === root.slug);
      expect(children.length, root.slug).toBeGreaterThanOrEqual(3);
      expect(children.length, root.slug).toBeLessThanOrEqual(4);
    }
    for (const slug of ['basmati-rice', 'toor-dal', 'whole-spices', 'ground-spices'])
      expect(leafSlugs.has(slug)).toBe(true);
    for (const c of categories) expect(c.description, c.slug).toMatch(/^[A-Z].+\.$/);
    // Parents are listed before their children, so a seeder can insert in order.
    const seen = new Set<string>();
    for (const c of categories) {
      if (c.parentSlug !== null) expect(seen.has(c.parentSlug)).toBe(true);
      seen.add(c.slug);
    }
  });

  it('keeps every slug unique and url-safe', () => {
    for (const list of [categories, brands, products]) {
      const slugs = list.map((x) => x.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    // At the default size names are distinct, so no slug needs a suffix.
    for (const p of products) expect(p.slug).toBe(slugify(p.name));
  });

  it('refers only to listed brands in its word lists, and uses every listed brand', () => {
    const listed = new Set(BRANDS.map(([slug]) => slug));
    const referenced = new Set(
      ROOTS.flatMap((r) => r.children.flatMap((l) => [...l.brands, ...l.items.flatMap((i) => i.b ?? [])])),
    );
    expect([...referenced].filter((slug) => !listed.has(slug))).toEqual([]);
    expect([...listed].filter((slug) => !referenced.has(slug))).toEqual([]);
  });

  it('puts every product in a leaf category and a known brand', () => {
    const brandSlugs = new Set(brands.map((b) => b.slug));
    for (const p of products) {
      expect(leafSlugs.has(p.categorySlug), p.categorySlug).toBe(true);
      if (p.brandSlug !== null) expect(brandSlugs.has(p.brandSlug), p.brandSlug).toBe(true);
    }
    // Only loose produce and handmade goods go without a brand (demo-catalog-prices.test.ts names them).
    expect(share((p) => p.brandSlug === null)).toBeGreaterThan(0);
    expect(share((p) => p.brandSlug === null)).toBeLessThan(0.01);
    for (const leaf of leafSlugs)
      expect(products.filter((p) => p.categorySlug === leaf).length, leaf).toBeGreaterThanOrEqual(10);
  });

  it('keeps variant prices and stock consistent with the product', () => {
    for (const p of products) {
      expect(p.unit).toBe(p.isWeightBased ? 'lb' : 'piece');
      if (p.isWeightBased) expect(p.variants).toEqual([]);
      else expect(Number.isInteger(p.stockQuantity)).toBe(true);
      if (p.variants.length === 0) continue;
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(3);
      const [first] = p.variants;
      expect(p.priceCents).toBe(first?.priceCents);
      expect(p.originalPriceCents).toBe(first?.originalPriceCents);
      expect(p.stockQuantity).toBe(p.variants.reduce((sum, v) => sum + v.stockQuantity, 0));
      expect(new Set(p.variants.map((v) => v.name)).size).toBe(p.variants.length);
    }
    const counted = products.filter((p) => !p.isWeightBased);
    const withVariants = counted.filter((p) => p.variants.length > 0).length / counted.length;
    expect(withVariants).toBeGreaterThan(0.2);
    expect(withVariants).toBeLessThan(0.4);
    expect(products.some((p) => p.isWeightBased && !Number.isInteger(p.stockQuantity))).toBe(true);
  });

  it('spreads stock levels across out, very low, low and plenty', () => {
    expect(products.some((p) => p.stockQuantity === 0)).toBe(true);
    expect(products.some((p) => p.stockQuantity >= 1 && p.stockQuantity <= 5)).toBe(true);
    expect(products.some((p) => p.stockQuantity > 5 && p.stockQuantity <= 10)).toBe(true);
    expect(share((p) => p.stockQuantity === 0)).toBeLessThan(0.1);
    expect(share((p) => p.stockQuantity > 0 && p.stockQuantity <= 10)).toBeLessThan(0.15);
    for (const p of products) {
      expect(p.stockQuantity).toBeGreaterThanOrEqual(0);
      expect(p.stockQuantity).toBeLessThanOrEqual(400);
    }
  });

  it('prices in realistic cents with ~25% on discount', () => {
    for (const p of products) {
      for (const offer of [p, ...p.variants]) {
        expect(Number.isInteger(offer.priceCents)).toBe(true);
        expect(offer.priceCents).toBeGreaterThan(0);
        if (offer.originalPriceCents === null) continue;
        const markup = offer.originalPriceCents / offer.priceCents;
        expect(markup).toBeGreaterThanOrEqual(1.1);
        expect(markup).toBeLessThanOrEqual(1.4);
      }
    }
    const discounted = share((p) => p.originalPriceCents !== null);
    expect(discounted).toBeGreaterThan(0.18);
    expect(discounted).toBeLessThan(0.32);
    const spices = products.filter((p) => /spices$/.test(p.categorySlug) && !isMultipack(p));
    for (const p of spices) expect(p.priceCents).toBeGreaterThanOrEqual(199);
    for (const p of spices) expect(p.priceCents).toBeLessThanOrEqual(899);
    const bigRice = products.filter((p) => p.categorySlug === 'basmati-rice' && p.name.endsWith('20 lb'));
    for (const p of bigRice) expect(p.priceCents).toBeGreaterThanOrEqual(1899);
    for (const p of bigRice) expect(p.priceCents).toBeLessThanOrEqual(3499);
    for (const p of products.filter((q) => q.categorySlug === 'fresh-vegetables' && q.isWeightBased)) {
      expect(p.priceCents).toBeLessThanOrEqual(699);
    }
  });

  it('uses every dietary tag on 20+ products, and only on sensible ones', () => {
    for (const tag of DIETARY_TAGS)
      expect(products.filter((p) => p.dietaryInfo.includes(tag)).length, tag).toBeGreaterThanOrEqual(20);
    for (const p of products) {
      expect(p.dietaryInfo.every((t) => (DIETARY_TAGS as readonly string[]).includes(t))).toBe(true);
      if (p.dietaryInfo.includes('vegan')) expect(p.dietaryInfo).toContain('vegetarian');
      if (p.categorySlug === 'toor-dal')
        expect(p.dietaryInfo).toEqual(expect.arrayContaining(['vegan', 'gluten-free']));
      if (p.categorySlug === 'incense-dhoop') expect(p.dietaryInfo).toEqual([]);
    }
  });

  it('sets tax class, badges, stories and ratings within range', () => {
    for (const p of products) {
      if (p.categorySlug === 'toor-dal' || p.categorySlug === 'basmati-rice') expect(p.taxClass).toBe('food');
      const taxableLeaf = ['juices-soft-drinks', 'candy-chocolates', 'incense-dhoop', 'household-cleaning'].includes(
        p.categorySlug,
      );
      // Coconut water is not a soft drink under Texas rules.
      if (taxableLeaf && !p.name.includes('Coconut Water')) {
        expect(p.taxClass).toBe('taxable');
      }
      if (p.authenticityBadge !== null) expect(AUTHENTICITY_BADGES).toContain(p.authenticityBadge);
      expect(p.healthBenefits.length).toBeLessThanOrEqual(3);
      expect(p.ratingAverage).toBeGreaterThanOrEqual(3);
      expect(p.ratingAverage).toBeLessThanOrEqual(5);
      expect(Math.round(p.ratingAverage * 10) / 10).toBe(p.ratingAverage);
      expect(p.ratingCount).toBeLessThanOrEqual(2000);
      expect(p.salesCount).toBeLessThanOrEqual(5000);
      expect(p.createdDaysAgo).toBeGreaterThanOrEqual(0);
      expect(p.createdDaysAgo).toBeLessThanOrEqual(365);
      expect(p.description.split(/(?<=[.!?])\s+/).length).toBeGreaterThanOrEqual(2);
      expect(p.description.split(/(?<=[.!?])\s+/).length).toBeLessThanOrEqual(3);
    }
    for (const [share_, min, max] of [
      [share((p) => p.authenticityBadge !== null), 0.3, 0.5],
      [share((p) => p.originStory !== null), 0.3, 0.5],
      [share((p) => p.isFeatured), 0.03, 0.08],
    ] as const) {
      expect(share_).toBeGreaterThan(min);
      expect(share_).toBeLessThan(max);
    }
    expect(products.filter((p) => p.categorySlug === 'fresh-vegetables').every((p) => p.isWeightBased)).toBe(true);
  });

  it('covers the named DFW ZIPs with sensible charges', () => {
    const byZip = new Map(zones.map((z) => [z.zipcode, z]));
    const named = {
      '75201': 'Dallas',
      '75038': 'Irving',
      '75039': 'Irving',
      '75024': 'Plano',
      '75093': 'Plano',
      '75034': 'Frisco',
      '75035': 'Frisco',
      '76092': 'Southlake',
      '76051': 'Grapevine',
    };
    for (const [zip, city] of Object.entries(named)) {
      expect(byZip.get(zip)?.city, zip).toBe(city);
      expect(byZip.get(zip)?.isActive).toBe(true);
    }
    expect(new Set(zones.map((z) => z.zipcode)).size).toBe(zones.length);
    for (const z of zones) {
      expect(z.zipcode).toMatch(/^7[56]\d{3}$/);
      expect(z.deliveryChargeCents).toBeGreaterThanOrEqual(299);
      expect(z.deliveryChargeCents).toBeLessThanOrEqual(999);
    }
    const express =
      zones.filter((z) => z.isActive && z.expressAvailable).length / zones.filter((z) => z.isActive).length;
    expect(express).toBeGreaterThan(0.35);
    expect(express).toBeLessThan(0.65);
    expect(byZip.get('75038')!.deliveryChargeCents).toBeLessThan(byZip.get('76210')!.deliveryChargeCents);
  });

  it('has five banners linking into the shop', () => {
    expect(banners.map((b) => b.linkUrl)).toEqual([
      '/deals',
      '/products',
      '/products/category/fresh-produce',
      '/bulk-orders',
      '/products/category/snacks-sweets',
    ]);
    for (const b of banners) expect(b.altText.length).toBeGreaterThan(10);
  });

  it('scales to 100,000 products with unique slugs, extending the default run', () => {
    const big = generateDemoCatalog({ productCount: 100_000 });
    expect(big.products).toHaveLength(100_000);
    expect(new Set(big.products.map((p) => p.slug)).size).toBe(100_000);
    expect(JSON.stringify(big.products.slice(0, products.length))).toBe(JSON.stringify(products));
    expect(big.categories).toEqual(categories);
  });

  it('rejects an invalid product count', () => {
    expect(() => generateDemoCatalog({ productCount: -1 })).toThrow(RangeError);
    expect(() => generateDemoCatalog({ productCount: 1.5 })).toThrow(RangeError);
  });
});
