import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { brands, categories, deliveryZones, products, productVariants, scrollingBanners } from '../schema/index';
import type { DemoCatalog } from './demo-catalog';

const BATCH = 1000;
const DAY_MS = 86_400_000;

const productImage = (slug: string) => `/img/products/${slug}.svg`;
const bannerImage = (b: DemoCatalog['banners'][number]) =>
  `/img/banners/${b.theme}.svg?${new URLSearchParams({ title: b.title, subtitle: b.subtitle })}`;

/** Inserts a generated catalog. Ids are drawn by the database; slugs tie the rows together. */
export async function insertCatalog(db: Db, catalog: DemoCatalog, now = new Date()): Promise<void> {
  const categoryIds = new Map<string, string>();
  const roots = catalog.categories.filter((c) => c.parentSlug === null);
  const children = catalog.categories.filter((c) => c.parentSlug !== null);
  for (const level of [roots, children]) {
    const inserted = await db
      .insert(categories)
      .values(
        level.map((c) => ({
          name: c.name,
          slug: c.slug,
          parentId: c.parentSlug ? categoryIds.get(c.parentSlug) : null,
          sortOrder: c.sortOrder,
          description: c.description,
        })),
      )
      .returning({ id: categories.id, slug: categories.slug });
    for (const row of inserted) categoryIds.set(row.slug, row.id);
  }

  const brandIds = new Map<string, string>();
  const insertedBrands = await db.insert(brands).values(catalog.brands).returning({ id: brands.id, slug: brands.slug });
  for (const row of insertedBrands) brandIds.set(row.slug, row.id);

  for (let start = 0; start < catalog.products.length; start += BATCH) {
    const batch = catalog.products.slice(start, start + BATCH);
    const inserted = await db
      .insert(products)
      .values(
        batch.map((p, i) => ({
          name: p.name,
          slug: p.slug,
          description: p.description,
          priceCents: p.priceCents,
          originalPriceCents: p.originalPriceCents,
          images: [productImage(p.slug)],
          stockQuantity: p.stockQuantity,
          isFeatured: p.isFeatured,
          categoryId: required(categoryIds, p.categorySlug),
          brandId: p.brandSlug ? required(brandIds, p.brandSlug) : null,
          ratingAverage: p.ratingAverage,
          ratingCount: p.ratingCount,
          salesCount: p.salesCount,
          dietaryInfo: p.dietaryInfo,
          authenticityBadge: p.authenticityBadge,
          originStory: p.originStory,
          healthBenefits: p.healthBenefits,
          isWeightBased: p.isWeightBased,
          unit: p.unit,
          taxClass: p.taxClass,
          // A millisecond apart per product so "newest" has no ties: earlier in the list is newer.
          createdAt: new Date(now.getTime() - p.createdDaysAgo * DAY_MS - (start + i)),
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const idBySlug = new Map(inserted.map((r) => [r.slug, r.id]));
    const variants = batch.flatMap((p) =>
      p.variants.map((v, index) => ({ ...v, productId: required(idBySlug, p.slug), sortOrder: index })),
    );
    if (variants.length) await db.insert(productVariants).values(variants);
  }

  await db.insert(deliveryZones).values(catalog.zones);
  await db.insert(scrollingBanners).values(
    catalog.banners.map((b, index) => ({
      imageUrl: bannerImage(b),
      altText: b.altText,
      linkUrl: b.linkUrl,
      displayOrder: index,
    })),
  );
  await db.execute(sql`analyze`);
}

function required(map: Map<string, string>, key: string): string {
  const value = map.get(key);
  if (!value) throw new Error(`Demo data refers to unknown slug ${key}`);
  return value;
}
