import {
  AUTHENTICITY_BADGES,
  type AuthenticityBadge,
  type BrandDto,
  type CategoryDto,
  type NavCategoryDto,
  type ProductCardDto,
  type ProductDetailDto,
  type ProductListDto,
  type ProductListQuery,
} from '../../../shared/catalog';
import { categoryImageUrl, productImageUrl } from '../../../shared/generated-art';
import { discountPercent } from '../../../shared/money';
import { isInStock } from '../../../shared/stock';
import { productUnitPrice } from '../../../shared/unit-price';
import { notFound } from '../../errors';
import { TtlCache } from '../../lib/ttl-cache';
import type { Database } from '../../db/client';
import {
  artSubject,
  categoryArtSubject,
  dealCandidates,
  listBrands,
  listCategories,
  listProducts,
  productBySlug,
  productsByIds,
  type ProductRow,
  relatedProducts,
} from './catalog-repository';
import { cardImage } from './media-urls';
import { cardPrices, saleRunsNow } from './sale-pricing';
import type { ViewCounter } from './view-counter';

export const TOP_DEALS_QUERY_LIMIT = 50;
export const TOP_DEALS_SHOWN = 10;
export const RELATED_PRODUCTS_LIMIT = 8;

export interface CatalogCacheOptions {
  /** How long a result count may be reused; the page rows themselves are always fresh. */
  countTtlMs: number;
  /** How long the category and brand lists may be reused. */
  listTtlMs: number;
  /**
   * How long a whole product-list page may be reused (a micro-cache: browsing traffic repeats the same
   * few pages). Stock and prices on a product page, in the cart and at checkout are always read fresh.
   */
  pageTtlMs?: number;
  /** How many product cards the kept pages may hold in all (up to 500 pages of up to 100 cards otherwise). */
  pageCards?: number;
}

export const DEFAULT_CATALOG_CACHE: CatalogCacheOptions = {
  countTtlMs: 30_000,
  listTtlMs: 60_000,
  pageTtlMs: 2_000,
  pageCards: 5_000,
};

export function createCatalogService(
  database: Database,
  viewCounter: ViewCounter,
  cache: CatalogCacheOptions = DEFAULT_CATALOG_CACHE,
) {
  const counts = new TtlCache<number>(cache.countTtlMs, 2_000);
  const lists = new TtlCache<CategoryDto[] | BrandDto[]>(cache.listTtlMs, 4);
  const pages = new TtlCache<ProductListDto>(cache.pageTtlMs ?? 0, {
    entries: 500,
    weight: cache.pageCards ?? DEFAULT_CATALOG_CACHE.pageCards!,
  });

  return {
    /** What a product's or category's drawn picture shows (art-routes.ts), found by slug. */
    artSubject: (slug: string) => artSubject(database, slug),
    categoryArtSubject: (slug: string) => categoryArtSubject(database, slug),

    async categories(): Promise<CategoryDto[]> {
      return lists.getOrLoad('categories', async () =>
        (await listCategories(database)).map((c) => ({
          id: c.id,
          name: c.name,
          slug: c.slug,
          parentId: c.parentId,
          sortOrder: c.sortOrder,
          description: c.description,
          image: c.imageUrl ? cardImage(c.imageUrl) : categoryImageUrl(c.slug),
        })),
      ) as Promise<CategoryDto[]>;
    },

    /** The storefront's tree (shared/catalog.ts navCategoryDto), from the same cached list. */
    async navCategories(): Promise<NavCategoryDto[]> {
      const categories = await this.categories();
      const slugs = new Map(categories.map((c) => [c.id, c.slug]));
      return categories.map((c) => ({
        name: c.name,
        slug: c.slug,
        parent: c.parentId ? (slugs.get(c.parentId) ?? null) : null,
        image: c.image,
      }));
    },

    async category(slug: string): Promise<CategoryDto> {
      const category = (await this.categories()).find((c) => c.slug === slug);
      if (!category) throw notFound('Category not found');
      return category;
    },

    async brands(): Promise<BrandDto[]> {
      return lists.getOrLoad('brands', () => listBrands(database)) as Promise<BrandDto[]>;
    },

    productList(query: ProductListQuery): Promise<ProductListDto> {
      // Keyed by the sale too: a page kept from 23:59:59 Wednesday is not shown at 00:00 Thursday.
      const key = `${saleRunsNow() ? 'sale' : 'regular'}:${JSON.stringify(query)}`;
      return pages.getOrLoad(
        key,
        () => this.freshProductList(query),
        (page) => page.products.length,
      );
    },

    async freshProductList(query: ProductListQuery): Promise<ProductListDto> {
      const subtreeIds = query.category ? categorySubtreeIds(await this.categories(), query.category) : undefined;
      if (subtreeIds?.length === 0) return { products: [], total: 0, page: query.page, pageSize: query.pageSize };
      const { rows, total } = await listProducts(database, query, subtreeIds, (key, count) =>
        counts.getOrLoad(key, count),
      );
      return { products: rows.map((row) => toCard(row)), total, page: query.page, pageSize: query.pageSize };
    },

    async productsByIds(ids: string[]): Promise<ProductCardDto[]> {
      return (await productsByIds(database, ids)).map((row) => toCard(row));
    },

    async productDetail(slug: string): Promise<ProductDetailDto> {
      const row = await productBySlug(database, slug);
      if (!row) throw notFound('Failed to fetch product');
      viewCounter.record(row.id);
      return {
        ...toCard(row),
        description: row.description,
        images: row.images.length ? row.images : [productImageUrl(row.slug)],
        category: {
          id: row.category_id,
          name: row.category_name,
          slug: row.category_slug,
          parentId: row.category_parent_id,
        },
        brandSlug: row.brand_slug,
        originStory: row.origin_story,
        healthBenefits: row.health_benefits,
        taxClass: row.tax_class,
        salesCount: row.sales_count,
        viewsCount: row.views_count,
        createdAt: new Date(row.created_at).toISOString(),
      };
    },

    async relatedProducts(slug: string): Promise<ProductCardDto[]> {
      const row = await productBySlug(database, slug);
      if (!row) throw notFound('Failed to fetch product');
      return (await relatedProducts(database, row.id, row.category_id, RELATED_PRODUCTS_LIMIT)).map((r) => toCard(r));
    },

    /** Spec section 7: newest 50 discounted in-stock products, best discount first, 10 shown. */
    async topDeals(): Promise<ProductCardDto[]> {
      const candidates = await dealCandidates(database, TOP_DEALS_QUERY_LIMIT);
      const best = candidates
        .filter((row) => row.original_price_cents !== null && row.price_cents < row.original_price_cents)
        .map((row) => ({ row, discount: discountPercent(row.price_cents, row.original_price_cents) }))
        .sort((a, b) => b.discount - a.discount)
        .slice(0, TOP_DEALS_SHOWN)
        .map(({ row }) => toCard(row));
      return best;
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

/** A category's id and its descendants' ids, from the active tree; empty when the slug is unknown. */
export function categorySubtreeIds(categories: CategoryDto[], slug: string): string[] {
  const root = categories.find((c) => c.slug === slug);
  if (!root) return [];
  const ids = [root.id];
  for (let i = 0; i < ids.length; i++) {
    for (const child of categories) if (child.parentId === ids[i]) ids.push(child.id);
  }
  return ids;
}

/** `saleActive`: whether the Thursday sale runs for the request being handled, unless told. */
export function toCard(row: ProductRow, saleActive: boolean = saleRunsNow()): ProductCardDto {
  const prices = cardPrices(row, saleActive);
  const sized = { isWeightBased: row.is_weight_based, name: row.name };
  const variants = prices.variants.map((v) => ({ ...v, unitPrice: productUnitPrice(sized, v.priceCents, v.name) }));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    // Loose produce and handmade goods have no maker: the shop shows no brand line for them.
    brand: row.brand ?? '',
    categorySlug: row.category_slug,
    priceCents: prices.priceCents,
    originalPriceCents: prices.originalPriceCents,
    discount: discountPercent(prices.priceCents, prices.originalPriceCents),
    // Cards show the small cut of an uploaded picture.
    image: row.images[0] ? cardImage(row.images[0]) : productImageUrl(row.slug),
    rating: row.rating_average,
    ratingCount: row.rating_count,
    inStock: isInStock(row.is_active, row.stock_quantity),
    stockQuantity: row.stock_quantity,
    isWeightBased: row.is_weight_based,
    unit: row.unit,
    isFeatured: row.is_featured,
    dietaryInfo: row.dietary_info,
    authenticityBadge: asBadge(row.authenticity_badge),
    variants,
    thursdaySale: prices.thursdaySale,
    unitPrice: productUnitPrice(sized, prices.priceCents, variants[0]?.name),
  };
}

function asBadge(value: string | null): AuthenticityBadge | null {
  return AUTHENTICITY_BADGES.includes(value as AuthenticityBadge) ? (value as AuthenticityBadge) : null;
}
